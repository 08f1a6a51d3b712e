import type { Cents } from '@dz/shared';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clubs,
  jumpLines,
  planes,
  type TrainingJumpJson,
  trainingPrograms,
  type WaiverChecklistItemJson,
  waiverLinks,
  waiverTexts,
} from '../../db/schema/index';
import type { JumpLineRow, PlaneRow } from './planes.repo';

/**
 * The club's row and its lists: settings, payment methods, public name, the first-run lock, training programs,
 * waiver links, texts and checklist, and the aggregate the settings page reads. Its planes are `planes.repo.ts`.
 */

export type ClubRow = typeof clubs.$inferSelect;
export type NewClub = typeof clubs.$inferInsert;
export type TrainingProgramRow = typeof trainingPrograms.$inferSelect;
export type WaiverLinkRow = typeof waiverLinks.$inferSelect;
export type WaiverTextRow = typeof waiverTexts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The club's own settings a form writes (not its lists, id or creation time). */
export type ClubSettings = Omit<NewClub, 'id' | 'paymentMethods' | 'createdAt' | 'defaultGearRentCents'> & {
  defaultGearRentCents: Cents;
};

type TrainingProgramFields = Pick<typeof trainingPrograms.$inferInsert, 'forStudentType' | 'jumps'>;
type WaiverLinkFields = Pick<typeof waiverLinks.$inferInsert, 'title' | 'url'>;

/** Arbitrary fixed key: serialises concurrent first-run requests. */
const SETUP_LOCK_KEY = 7_242_002;

export interface ClubAggregate {
  club: ClubRow;
  planes: (PlaneRow & { jumpLines: JumpLineRow[] })[];
  trainingPrograms: TrainingProgramRow[];
  waiverLinks: WaiverLinkRow[];
}

export function createClubRepo(db: DbOrTx) {
  return {
    async findById(id: string): Promise<ClubRow | undefined> {
      const rows = await db.select().from(clubs).where(eq(clubs.id, id)).limit(1);
      return rows[0];
    },

    /** The club a registration names by its key. */
    async findByKey(clubKey: string): Promise<ClubRow | undefined> {
      const rows = await db.select().from(clubs).where(eq(clubs.clubKey, clubKey)).limit(1);
      return rows[0];
    },

    /** Locks the club row: list settings (payment methods) are read, changed and written back under it. */
    async lock(id: string): Promise<ClubRow | undefined> {
      const rows = await db.select().from(clubs).where(eq(clubs.id, id)).for('update');
      return rows[0];
    },

    /** How many clubs the installation has (none before the first run). */
    /** The longest backup retention any club sets: an installation's backups hold every club. */
    async longestBackupRetentionDays(): Promise<number | null> {
      const [row] = await db
        .select({ days: sql<number | null>`max(${clubs.backupRetentionDays})` })
        .from(clubs);
      return row?.days === null || row?.days === undefined ? null : Number(row.days);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(clubs);
      return row?.n ?? 0;
    },

    /** Holds the first-run lock until the transaction ends: two setup requests cannot both create a club. */
    async lockSetup(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
    },

    async insert(row: NewClub): Promise<ClubRow> {
      const [created] = await db.insert(clubs).values(row).returning();
      if (!created) {
        throw new Error('club insert returned nothing');
      }
      return created;
    },

    /**
     * The club a public page (board, waiver form, anonymous socket) follows: the one whose public name (slug) is
     * `slug`, or without one the installation's first club; else null. Never by club key: that is the secret
     * for registering, and never in a public address.
     */
    async publicClub(slug?: string): Promise<{ id: string; suspended: boolean } | null> {
      const wanted = slug?.trim().toLowerCase();
      const columns = { id: clubs.id, suspendedAt: clubs.suspendedAt };
      // no public name: the installation's first club, so its board and waiver addresses from before keep working
      // when the host adds more clubs (issue 35); every other club is found by its public name
      const rows = wanted
        ? await db.select(columns).from(clubs).where(eq(clubs.slug, wanted)).limit(1)
        : await db.select(columns).from(clubs).orderBy(asc(clubs.createdAt), asc(clubs.id)).limit(1);
      const row = rows[0];
      return row ? { id: row.id, suspended: row.suspendedAt !== null } : null;
    },

    /** Whether another club than `clubId` has this club key. */
    async clubKeyTaken(clubKey: string, clubId: string | null): Promise<boolean> {
      const [row] = await db
        .select({ id: clubs.id })
        .from(clubs)
        .where(and(eq(clubs.clubKey, clubKey), clubId ? ne(clubs.id, clubId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    /** Whether another club than `clubId` has the public name `slug`. */
    async slugTaken(slug: string, clubId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: clubs.id })
        .from(clubs)
        .where(and(eq(clubs.slug, slug), ne(clubs.id, clubId)))
        .limit(1);
      return row !== undefined;
    },

    async updateSettings(id: string, settings: ClubSettings): Promise<void> {
      await db.update(clubs).set(settings).where(eq(clubs.id, id));
    },

    async setPaymentMethods(id: string, methods: string[]): Promise<void> {
      await db.update(clubs).set({ paymentMethods: methods }).where(eq(clubs.id, id));
    },

    /** Every training jump of the club's programs. */
    async trainingJumps(clubId: string): Promise<TrainingJumpJson[]> {
      const rows = await db
        .select({ jumps: trainingPrograms.jumps })
        .from(trainingPrograms)
        .where(eq(trainingPrograms.clubId, clubId));
      return rows.flatMap((r) => r.jumps);
    },

    async insertTrainingProgram(clubId: string, fields: TrainingProgramFields) {
      await db.insert(trainingPrograms).values({ clubId, ...fields });
    },

    /** Whether the club had the program to update. */
    async updateTrainingProgram(clubId: string, id: string, fields: TrainingProgramFields): Promise<boolean> {
      const rows = await db
        .update(trainingPrograms)
        .set(fields)
        .where(and(eq(trainingPrograms.clubId, clubId), eq(trainingPrograms.id, id)))
        .returning({ id: trainingPrograms.id });
      return rows.length > 0;
    },

    /** Whether the club had the program to delete. */
    async deleteTrainingProgram(clubId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(trainingPrograms)
        .where(and(eq(trainingPrograms.clubId, clubId), eq(trainingPrograms.id, id)))
        .returning({ id: trainingPrograms.id });
      return rows.length > 0;
    },

    async insertWaiverLink(clubId: string, fields: WaiverLinkFields): Promise<void> {
      await db.insert(waiverLinks).values({ clubId, ...fields });
    },

    /** Whether the club had the link to update. */
    async updateWaiverLink(clubId: string, id: string, fields: WaiverLinkFields): Promise<boolean> {
      const rows = await db
        .update(waiverLinks)
        .set(fields)
        .where(and(eq(waiverLinks.clubId, clubId), eq(waiverLinks.id, id)))
        .returning({ id: waiverLinks.id });
      return rows.length > 0;
    },

    /** Whether the club had the link to delete. */
    async deleteWaiverLink(clubId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(waiverLinks)
        .where(and(eq(waiverLinks.clubId, clubId), eq(waiverLinks.id, id)))
        .returning({ id: waiverLinks.id });
      return rows.length > 0;
    },

    /** The club's current waiver texts: the newest version of each language. */
    async currentWaiverTexts(clubId: string): Promise<WaiverTextRow[]> {
      return db
        .selectDistinctOn([waiverTexts.lang])
        .from(waiverTexts)
        .where(eq(waiverTexts.clubId, clubId))
        .orderBy(waiverTexts.lang, desc(waiverTexts.seq));
    },

    /** One version of the club's waiver text (current or old); undefined for another club's or no such id. */
    async findWaiverText(clubId: string, id: string): Promise<WaiverTextRow | undefined> {
      if (!UUID.test(id)) {
        return undefined;
      }
      const [row] = await db
        .select()
        .from(waiverTexts)
        .where(and(eq(waiverTexts.clubId, clubId), eq(waiverTexts.id, id)))
        .limit(1);
      return row;
    },

    /** A new version of the waiver text of a language; the old ones stay for the waivers signed on them. */
    async insertWaiverText(
      clubId: string,
      fields: { lang: string; text: string; createdAt: Date },
    ): Promise<void> {
      await db.insert(waiverTexts).values({ clubId, ...fields });
    },

    async setWaiverChecklist(id: string, items: WaiverChecklistItemJson[]): Promise<void> {
      await db.update(clubs).set({ waiverChecklist: items }).where(eq(clubs.id, id));
    },

    /** The club with its planes (and their jump lines, by altitude), training programs and waiver links. */
    async aggregate(id: string): Promise<ClubAggregate | undefined> {
      const club = await this.findById(id);
      if (!club) {
        return undefined;
      }
      const [planeRows, programs, links] = await Promise.all([
        db
          .select()
          .from(planes)
          .where(and(eq(planes.clubId, id), isNull(planes.removedAt)))
          .orderBy(asc(planes.createdAt)),
        db
          .select()
          .from(trainingPrograms)
          .where(eq(trainingPrograms.clubId, id))
          .orderBy(asc(trainingPrograms.createdAt)),
        db.select().from(waiverLinks).where(eq(waiverLinks.clubId, id)).orderBy(asc(waiverLinks.createdAt)),
      ]);
      const lines = planeRows.length
        ? await db
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
