import type { Cents } from '@dz/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jumpLines, planes } from '../../db/schema/index';

/**
 * The club's planes and their jump lines: the club settings' list (add, edit, default, remove) and what the
 * loads' rules read of them (a plane of the club, the default plane, a plane's altitudes, the planes the live
 * altitude tracks). A removed plane keeps its row for the loads that flew it; every read here skips it.
 */

export type PlaneRow = typeof planes.$inferSelect;
export type JumpLineRow = typeof jumpLines.$inferSelect;

/** A plane's fields a form writes. */
export type PlaneFields = Omit<
  typeof planes.$inferInsert,
  'id' | 'clubId' | 'removedAt' | 'createdAt' | 'minutePriceCents'
> & { minutePriceCents: Cents | null };

/** A jump line to write; its prices are `Cents`. */
export interface JumpLineFields {
  id?: string;
  altitude: number;
  priceCents: Cents;
  priceForMembersCents: Cents | null;
  tandemPriceCents: Cents | null;
}

export function createPlanesRepo(db: DbOrTx) {
  const ofClub = (clubId: string) => and(eq(planes.clubId, clubId), isNull(planes.removedAt));
  return {
    /** The ids of the club's planes that have not been removed. */
    async activeIds(clubId: string): Promise<string[]> {
      const rows = await db.select({ id: planes.id }).from(planes).where(ofClub(clubId));
      return rows.map((r) => r.id);
    },

    /** One of the club's planes that has not been removed. */
    async find(clubId: string, id: string): Promise<PlaneRow | undefined> {
      const [row] = await db
        .select()
        .from(planes)
        .where(and(ofClub(clubId), eq(planes.id, id)));
      return row;
    },

    /** Whether the plane is one of the club's (not removed). */
    async exists(clubId: string, planeId: string): Promise<boolean> {
      const rows = await db
        .select({ id: planes.id })
        .from(planes)
        .where(and(ofClub(clubId), eq(planes.id, planeId)));
      return rows.length > 0;
    },

    /** The club's default plane (not removed), if it has one. */
    async defaultId(clubId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: planes.id })
        .from(planes)
        .where(and(ofClub(clubId), eq(planes.isDefault, true)));
      return row?.id ?? null;
    },

    /** The club's planes (not removed) the live altitude looks up. */
    async tracked(clubId: string): Promise<{ registration: string; icaoCode: string }[]> {
      return db
        .select({ registration: planes.registration, icaoCode: planes.icaoCode })
        .from(planes)
        .where(ofClub(clubId));
    },

    /** The altitudes of a plane's jump lines. */
    async jumpLineAltitudes(planeId: string): Promise<number[]> {
      const rows = await db
        .select({ altitude: jumpLines.altitude })
        .from(jumpLines)
        .where(eq(jumpLines.planeId, planeId));
      return rows.map((r) => r.altitude);
    },

    async insert(clubId: string, id: string, fields: PlaneFields): Promise<void> {
      await db.insert(planes).values({ id, clubId, ...fields });
    },

    async update(id: string, fields: PlaneFields): Promise<void> {
      await db.update(planes).set(fields).where(eq(planes.id, id));
    },

    /** Makes one plane the club's default and every other one not. */
    async setDefault(clubId: string, planeId: string): Promise<void> {
      await db.update(planes).set({ isDefault: false }).where(ofClub(clubId));
      await db.update(planes).set({ isDefault: true }).where(eq(planes.id, planeId));
    },

    /** Takes a plane off the club's list; the row stays for the loads that flew it. */
    async remove(id: string, at: Date): Promise<void> {
      await db.update(planes).set({ removedAt: at, isDefault: false }).where(eq(planes.id, id));
    },

    /** Writes a plane's jump lines anew, in the given order. */
    async replaceJumpLines(planeId: string, lines: JumpLineFields[]): Promise<void> {
      await db.delete(jumpLines).where(eq(jumpLines.planeId, planeId));
      if (lines.length) {
        await db.insert(jumpLines).values(lines.map((l) => ({ ...l, planeId })));
      }
    },
  };
}

export type PlanesRepo = ReturnType<typeof createPlanesRepo>;
