import { type Cents, DomainError, type ManifestSlot } from '@dz/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { loadJumpers, loads, members } from '../../db/schema/index';

/**
 * The jumpers on loads (`load_jumpers`): manifest groups added, moved and removed, a jumper's own fields, the
 * charged amounts a landing writes, who a call reaches, and the members' landed jumps counted from them. The
 * loads' own rows are `loads.repo.ts`.
 */

export type LoadJumperRow = typeof loadJumpers.$inferSelect;

/** A jumper's own fields an edit may change; money in cents. */
export interface JumperChanges {
  altitude?: number;
  gearRentalCents?: Cents | null;
  ownGear?: boolean;
  highOpening?: boolean;
  didNotJump?: boolean;
  priceOverrideCents?: Cents | null;
}

/** Runs a write of jumpers; a member already on the load (the unique index) is "a member is already on this load". */
async function onceOnLoad<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'load_jumpers_member_uq')) {
      throw new DomainError('memberAlreadyOnLoad');
    }
    throw err;
  }
}

export function createLoadJumpersRepo(db: DbOrTx) {
  async function addGroups(
    load: { id: string; clubId: string },
    groups: readonly { groupId: string; slots: readonly ManifestSlot[] }[],
    at: Date,
  ): Promise<void> {
    const base = at.getTime();
    const rows = groups.flatMap((g) => g.slots.map((s) => ({ ...s, groupId: g.groupId })));
    await onceOnLoad(() =>
      db.insert(loadJumpers).values(
        rows.map((r, i) => ({
          ...r,
          loadId: load.id,
          clubId: load.clubId,
          createdAt: new Date(base + i),
        })),
      ),
    );
  }

  return {
    /** The jumpers of one load, unordered. */
    async ofLoad(loadId: string): Promise<LoadJumperRow[]> {
      return db.select().from(loadJumpers).where(eq(loadJumpers.loadId, loadId));
    },

    /** The group places on a load (minute pricing looks at them). */
    async groupRoles(loadId: string): Promise<LoadJumperRow['groupRole'][]> {
      const rows = await db
        .select({ r: loadJumpers.groupRole })
        .from(loadJumpers)
        .where(eq(loadJumpers.loadId, loadId));
      return rows.map((x) => x.r);
    },

    /**
     * Adds a manifest group in one statement, in its order (`createdAt` one millisecond apart). A member
     * already on the load (the unique index, also under concurrent requests) is "a member is already on this
     * load".
     */
    async addGroup(
      load: { id: string; clubId: string },
      groupId: string,
      slots: readonly ManifestSlot[],
      at: Date,
    ): Promise<void> {
      await addGroups(load, [{ groupId, slots }], at);
    },

    /**
     * Adds several manifest groups in one statement, in their order (`createdAt` one millisecond apart); a
     * member already on the load is "a member is already on this load", as for one group.
     */
    addGroups,

    /**
     * Moves a manifest group (its rows, with their own fields and ids) from one load to another; on the target
     * it comes last (`createdAt` is the move's time, its order kept by `seq`). A member already on the target
     * (the unique index, also under concurrent requests) is "a member is already on this load".
     */
    async moveGroup(fromLoadId: string, toLoadId: string, groupId: string, at: Date): Promise<number> {
      const rows = await onceOnLoad(() =>
        db
          .update(loadJumpers)
          .set({ loadId: toLoadId, createdAt: at })
          .where(and(eq(loadJumpers.loadId, fromLoadId), eq(loadJumpers.groupId, groupId)))
          .returning({ id: loadJumpers.id }),
      );
      return rows.length;
    },

    /** Changes a jumper of the load; false when the load has no such jumper. */
    async update(loadId: string, jumperId: string, changes: JumperChanges): Promise<boolean> {
      const rows = await db
        .update(loadJumpers)
        .set(changes)
        .where(and(eq(loadJumpers.loadId, loadId), eq(loadJumpers.id, jumperId)))
        .returning({ id: loadJumpers.id });
      return rows.length > 0;
    },

    /** Sets the altitude of a manifest group's jumpers on the load: a group jumps from one altitude. */
    async setGroupAltitude(loadId: string, groupId: string, altitude: number): Promise<void> {
      await db
        .update(loadJumpers)
        .set({ altitude })
        .where(and(eq(loadJumpers.loadId, loadId), eq(loadJumpers.groupId, groupId)));
    },

    /** Removes a jumper of the load; false when the load has no such jumper. */
    async remove(loadId: string, jumperId: string): Promise<boolean> {
      const rows = await db
        .delete(loadJumpers)
        .where(and(eq(loadJumpers.loadId, loadId), eq(loadJumpers.id, jumperId)))
        .returning({ id: loadJumpers.id });
      return rows.length > 0;
    },

    /** Writes every jumper's charged amount (or null) in one statement, whatever their number. */
    async setCharged(charged: readonly (readonly [string, Cents | null])[]): Promise<void> {
      if (!charged.length) {
        return;
      }
      const values = sql.join(
        charged.map(([id, c]) => sql`(${id}::uuid, ${c}::int)`),
        sql`, `,
      );
      await db.execute(
        sql`update load_jumpers set charged_cents = v.c from (values ${values}) as v(id, c) where load_jumpers.id = v.id`,
      );
    },

    /** Who a load's call may reach: each jumper's linked user (null when none) and whether they jump. */
    async callRecipients(loadId: string) {
      return db
        .select({ linkedUserId: members.linkedUserId, didNotJump: loadJumpers.didNotJump })
        .from(loadJumpers)
        .innerJoin(members, eq(members.id, loadJumpers.memberId))
        .where(eq(loadJumpers.loadId, loadId));
    },

    /**
     * Adds `delta` (1 on landing, -1 on reopening) to the cached `landed_jumps` of every member who jumped on
     * these loads, in one statement whatever their number.
     */
    async countLandedJumps(loadIds: string[], delta: 1 | -1): Promise<void> {
      const jumped = db
        .select({ memberId: loadJumpers.memberId, n: sql<number>`count(*)::int`.as('n') })
        .from(loadJumpers)
        .where(and(inArray(loadJumpers.loadId, loadIds), eq(loadJumpers.didNotJump, false)))
        .groupBy(loadJumpers.memberId)
        .as('jumped');
      await db
        .update(members)
        .set({ landedJumps: sql`${members.landedJumps} + ${delta} * ${jumped.n}` })
        .from(jumped)
        .where(eq(members.id, jumped.memberId));
    },

    /** Whether any of the members is on a load of the club that has not landed (open or flying). */
    async hasMembersOnOpenLoads(clubId: string, memberIds: string[]): Promise<boolean> {
      const rows = await db
        .select({ id: loadJumpers.id })
        .from(loadJumpers)
        .innerJoin(loads, eq(loads.id, loadJumpers.loadId))
        .where(
          and(
            eq(loadJumpers.clubId, clubId),
            inArray(loadJumpers.memberId, memberIds),
            ne(loads.state, 'landed'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type LoadJumpersRepo = ReturnType<typeof createLoadJumpersRepo>;
