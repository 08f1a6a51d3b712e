import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, jumpLines, planes, trainingPrograms, waiverLinks } from '../../db/schema/index';

export type ClubRow = typeof clubs.$inferSelect;
export type PlaneRow = typeof planes.$inferSelect;
export type JumpLineRow = typeof jumpLines.$inferSelect;
export type TrainingProgramRow = typeof trainingPrograms.$inferSelect;
export type WaiverLinkRow = typeof waiverLinks.$inferSelect;

export interface ClubAggregate {
  club: ClubRow;
  planes: (PlaneRow & { jumpLines: JumpLineRow[] })[];
  trainingPrograms: TrainingProgramRow[];
  waiverLinks: WaiverLinkRow[];
}

export function createClubRepo(db: DbOrTx) {
  return {
    async findById(id: string, tx: DbOrTx = db): Promise<ClubRow | undefined> {
      const rows = await tx.select().from(clubs).where(eq(clubs.id, id)).limit(1);
      return rows[0];
    },

    /** The club a registration names by its key. */
    async findByKey(clubKey: string, tx: DbOrTx = db): Promise<ClubRow | undefined> {
      const rows = await tx.select().from(clubs).where(eq(clubs.clubKey, clubKey)).limit(1);
      return rows[0];
    },

    /** Locks the club row: list settings (payment methods) are read, changed and written back under it. */
    async lock(id: string, tx: DbOrTx): Promise<ClubRow | undefined> {
      const rows = await tx.select().from(clubs).where(eq(clubs.id, id)).for('update');
      return rows[0];
    },

    /** The club with its planes (and their jump lines, by altitude), training programs and waiver links. */
    async aggregate(id: string, tx: DbOrTx = db): Promise<ClubAggregate | undefined> {
      const club = await this.findById(id, tx);
      if (!club) {
        return undefined;
      }
      const [planeRows, programs, links] = await Promise.all([
        tx
          .select()
          .from(planes)
          .where(and(eq(planes.clubId, id), isNull(planes.removedAt)))
          .orderBy(asc(planes.createdAt)),
        tx
          .select()
          .from(trainingPrograms)
          .where(eq(trainingPrograms.clubId, id))
          .orderBy(asc(trainingPrograms.createdAt)),
        tx.select().from(waiverLinks).where(eq(waiverLinks.clubId, id)).orderBy(asc(waiverLinks.createdAt)),
      ]);
      const lines = planeRows.length
        ? await tx
            .select()
            .from(jumpLines)
            .where(
              inArray(
                jumpLines.planeId,
                planeRows.map((p) => p.id),
              ),
            )
            .orderBy(asc(jumpLines.altitude))
        : [];
      return {
        club,
        planes: planeRows.map((p) => ({ ...p, jumpLines: lines.filter((l) => l.planeId === p.id) })),
        trainingPrograms: programs,
        waiverLinks: links,
      };
    },
  };
}
