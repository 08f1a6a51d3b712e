import { type Cents, DomainError, type ManifestSlot } from '@dz/shared';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clubs,
  jumpLines,
  loadJumpers,
  loads,
  members,
  planes,
  type TrainingJumpJson,
  trainingPrograms,
} from '../../db/schema/index';

export type LoadRow = typeof loads.$inferSelect;
export type LoadJumperRow = typeof loadJumpers.$inferSelect;
export type JumpLineRow = typeof jumpLines.$inferSelect;
type MemberRow = typeof members.$inferSelect;

/** A new load: the club day and number are decided by the service under the day's lock. */
export interface NewLoad {
  clubId: string;
  date: string;
  number: number;
  planeId: string | null;
  pilotId: string | null;
  jumpLeaderId: string | null;
  estimatedTakeoff: string | null;
  comment: string;
  createdBy: string;
}

/** The editable fields of a load (an update body with the references as ids). */
export type LoadChanges = Partial<
  Pick<
    LoadRow,
    | 'planeId'
    | 'pilotId'
    | 'jumpLeaderId'
    | 'state'
    | 'estimatedTakeoff'
    | 'takeoff'
    | 'land'
    | 'flightTime'
    | 'notes'
    | 'comment'
    | 'refuelAfter'
    | 'groundPersonnel'
    | 'minutePricing'
    | 'number'
  >
>;

/** A jumper's own fields an edit may change; money in cents. */
export interface JumperChanges {
  altitude?: number;
  gearRentalCents?: Cents | null;
  ownGear?: boolean;
  highOpening?: boolean;
  didNotJump?: boolean;
  priceOverrideCents?: Cents | null;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.cause ?? e).code === '23505';
}

/** A jumper with the member fields pricing, weights and the lists need. */
export interface JumperWithMember extends LoadJumperRow {
  member: Pick<
    MemberRow,
    | 'firstName'
    | 'lastName'
    | 'nickname'
    | 'isClubMember'
    | 'role'
    | 'exitWeight'
    | 'tandemExitWeight'
    | 'balanceCents'
  >;
}

export interface LoadsContext {
  loads: LoadRow[];
  jumpers: JumperWithMember[];
  planes: Map<string, typeof planes.$inferSelect & { lines: JumpLineRow[] }>;
  people: Map<
    string,
    Pick<MemberRow, 'id' | 'firstName' | 'lastName' | 'nickname' | 'exitWeight' | 'pilotExitWeight'>
  >;
  club: typeof clubs.$inferSelect;
}

/**
 * Everything to show or price a set of loads, in a fixed number of queries whatever their size: the
 * loads, their jumpers with members, their planes with jump lines, pilots and jump leaders, the club.
 */
async function loadContext(db: DbOrTx, clubId: string, loadRows: LoadRow[]): Promise<LoadsContext> {
  const ids = loadRows.map((l) => l.id);
  const planeIds = [...new Set(loadRows.map((l) => l.planeId).filter((p): p is string => !!p))];
  const peopleIds = [
    ...new Set(loadRows.flatMap((l) => [l.pilotId, l.jumpLeaderId]).filter((p): p is string => !!p)),
  ];
  // one after another: a transaction's connection runs one query at a time anyway
  const jumperRows = ids.length
    ? await db
        .select({
          j: loadJumpers,
          m: {
            firstName: members.firstName,
            lastName: members.lastName,
            nickname: members.nickname,
            isClubMember: members.isClubMember,
            role: members.role,
            exitWeight: members.exitWeight,
            tandemExitWeight: members.tandemExitWeight,
            balanceCents: members.balanceCents,
          },
        })
        .from(loadJumpers)
        .innerJoin(members, eq(members.id, loadJumpers.memberId))
        .where(inArray(loadJumpers.loadId, ids))
        .orderBy(asc(loadJumpers.createdAt), asc(loadJumpers.seq))
    : [];
  const planeRows = planeIds.length ? await db.select().from(planes).where(inArray(planes.id, planeIds)) : [];
  const lineRows = planeIds.length
    ? await db
        .select()
        .from(jumpLines)
        .where(inArray(jumpLines.planeId, planeIds))
        .orderBy(asc(jumpLines.altitude))
    : [];
  const peopleRows = peopleIds.length
    ? await db
        .select({
          id: members.id,
          firstName: members.firstName,
          lastName: members.lastName,
          nickname: members.nickname,
          exitWeight: members.exitWeight,
          pilotExitWeight: members.pilotExitWeight,
        })
        .from(members)
        .where(inArray(members.id, peopleIds))
    : [];
  const clubRows = await db.select().from(clubs).where(eq(clubs.id, clubId));
  const club = clubRows[0];
  if (!club) {
    throw new Error('club vanished');
  }
  return {
    loads: loadRows,
    jumpers: jumperRows.map((r) => ({ ...r.j, member: r.m })),
    planes: new Map(
      planeRows.map((p) => [p.id, { ...p, lines: lineRows.filter((l) => l.planeId === p.id) }]),
    ),
    people: new Map(peopleRows.map((p) => [p.id, p])),
    club,
  };
}

export function createLoadsRepo(db: DbOrTx) {
  return {
    async day(clubId: string, date: string): Promise<LoadRow[]> {
      return db
        .select()
        .from(loads)
        .where(and(eq(loads.clubId, clubId), eq(loads.date, date)))
        .orderBy(asc(loads.number), asc(loads.createdAt));
    },

    async find(clubId: string, id: string): Promise<LoadRow | undefined> {
      const [row] = await db
        .select()
        .from(loads)
        .where(and(eq(loads.clubId, clubId), eq(loads.id, id)));
      return row;
    },

    /** Locks loads (in id order, so two lands cannot deadlock) of the club. */
    async lock(clubId: string, ids: string[]): Promise<LoadRow[]> {
      return db
        .select()
        .from(loads)
        .where(and(eq(loads.clubId, clubId), inArray(loads.id, ids)))
        .orderBy(asc(loads.id))
        .for('update');
    },

    /** What to show or price the loads with (`loadContext`). */
    async context(clubId: string, loadRows: LoadRow[]): Promise<LoadsContext> {
      return loadContext(db, clubId, loadRows);
    },

    /** Serialises the numbering of one club day until the transaction ends. */
    async lockDay(clubId: string, date: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`loads:${clubId}:${date}`}))`);
    },

    /** The highest load number of a club day, 0 when it has none. */
    async maxNumber(clubId: string, date: string): Promise<number> {
      const [max] = await db
        .select({ n: sql<number>`coalesce(max(${loads.number}), 0)::int` })
        .from(loads)
        .where(and(eq(loads.clubId, clubId), eq(loads.date, date)));
      return max?.n ?? 0;
    },

    async insert(load: NewLoad): Promise<string> {
      const [row] = await db.insert(loads).values(load).returning({ id: loads.id });
      if (!row) {
        throw new Error('load insert returned no row');
      }
      return row.id;
    },

    async update(id: string, changes: LoadChanges): Promise<void> {
      await db.update(loads).set(changes).where(eq(loads.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(loads).where(eq(loads.id, id));
    },

    /** Marks loads landed, by whom and when. */
    /** Writes the landing time the landing recorded (`timesOnLanding`) on these loads, in one statement. */
    async recordLand(ids: string[], land: string): Promise<void> {
      await db.update(loads).set({ land }).where(inArray(loads.id, ids));
    },

    async markLanded(ids: string[], by: { landedAt: Date; landedBy: string }): Promise<void> {
      await db
        .update(loads)
        .set({ state: 'landed', ...by })
        .where(inArray(loads.id, ids));
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

    /** Records a load's call (null clears it) and when it was made. */
    async setCall(id: string, call: LoadRow['call'], at: Date | null): Promise<void> {
      await db.update(loads).set({ call, calledAt: at }).where(eq(loads.id, id));
    },

    /** Who a load's call may reach: each jumper's linked user (null when none) and whether they jump. */
    async callRecipients(loadId: string) {
      return db
        .select({ linkedUserId: members.linkedUserId, didNotJump: loadJumpers.didNotJump })
        .from(loadJumpers)
        .innerJoin(members, eq(members.id, loadJumpers.memberId))
        .where(eq(loadJumpers.loadId, loadId));
    },

    async markReopened(id: string): Promise<void> {
      await db.update(loads).set({ state: 'open', landedAt: null, landedBy: null }).where(eq(loads.id, id));
    },

    /** The jumpers of one load, unordered. */
    async jumpers(loadId: string): Promise<LoadJumperRow[]> {
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
     * Inserts a manifest group in one statement, in its order (`createdAt` one millisecond apart). A member
     * already on the load (the unique index, also under concurrent requests) is "a member is already on this
     * load".
     */
    async insertGroup(
      load: { id: string; clubId: string },
      groupId: string,
      slots: readonly ManifestSlot[],
      at: Date,
    ): Promise<void> {
      const base = at.getTime();
      try {
        await db.insert(loadJumpers).values(
          slots.map((s, i) => ({
            ...s,
            loadId: load.id,
            clubId: load.clubId,
            groupId,
            createdAt: new Date(base + i),
          })),
        );
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new DomainError('memberAlreadyOnLoad');
        }
        throw err;
      }
    },

    /**
     * Inserts several manifest groups in one statement, in their order (`createdAt` one millisecond apart); a
     * member already on the load is "a member is already on this load", as for one group.
     */
    async insertGroups(
      load: { id: string; clubId: string },
      groups: readonly { groupId: string; slots: readonly ManifestSlot[] }[],
      at: Date,
    ): Promise<void> {
      const base = at.getTime();
      const rows = groups.flatMap((g) => g.slots.map((s) => ({ ...s, groupId: g.groupId })));
      try {
        await db.insert(loadJumpers).values(
          rows.map((r, i) => ({
            ...r,
            loadId: load.id,
            clubId: load.clubId,
            createdAt: new Date(base + i),
          })),
        );
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new DomainError('memberAlreadyOnLoad');
        }
        throw err;
      }
    },

    /**
     * Moves a manifest group (its rows, with their own fields and ids) from one load to another; on the target
     * it comes last (`createdAt` is the move's time, its order kept by `seq`). A member already on the target
     * (the unique index, also under concurrent requests) is "a member is already on this load".
     */
    async moveGroup(fromLoadId: string, toLoadId: string, groupId: string, at: Date) {
      try {
        const rows = await db
          .update(loadJumpers)
          .set({ loadId: toLoadId, createdAt: at })
          .where(and(eq(loadJumpers.loadId, fromLoadId), eq(loadJumpers.groupId, groupId)))
          .returning({ id: loadJumpers.id });
        return rows.length;
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new DomainError('memberAlreadyOnLoad');
        }
        throw err;
      }
    },

    /** Changes a jumper of the load; false when the load has no such jumper. */
    async updateJumper(loadId: string, jumperId: string, changes: JumperChanges): Promise<boolean> {
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
    async deleteJumper(loadId: string, jumperId: string): Promise<boolean> {
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

    // the club's planes and programs, as the loads' rules read them

    /** Whether the plane is one of the club's (not removed). */
    async hasPlane(clubId: string, planeId: string): Promise<boolean> {
      const rows = await db
        .select({ id: planes.id })
        .from(planes)
        .where(and(eq(planes.clubId, clubId), eq(planes.id, planeId), isNull(planes.removedAt)));
      return rows.length > 0;
    },

    /** The club's default plane (not removed), if it has one. */
    async defaultPlaneId(clubId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: planes.id })
        .from(planes)
        .where(and(eq(planes.clubId, clubId), eq(planes.isDefault, true), isNull(planes.removedAt)));
      return row?.id ?? null;
    },

    /** The altitudes of a plane's jump lines. */
    async jumpLineAltitudes(planeId: string): Promise<number[]> {
      const rows = await db
        .select({ altitude: jumpLines.altitude })
        .from(jumpLines)
        .where(eq(jumpLines.planeId, planeId));
      return rows.map((r) => r.altitude);
    },

    /** Every training jump of the club's programs. */
    async trainingJumps(clubId: string): Promise<TrainingJumpJson[]> {
      const rows = await db
        .select({ jumps: trainingPrograms.jumps })
        .from(trainingPrograms)
        .where(eq(trainingPrograms.clubId, clubId));
      return rows.flatMap((r) => r.jumps);
    },

    /** The club's planes (not removed) the live altitude looks up. */
    async trackedPlanes(clubId: string): Promise<{ registration: string; icaoCode: string }[]> {
      return db
        .select({ registration: planes.registration, icaoCode: planes.icaoCode })
        .from(planes)
        .where(and(eq(planes.clubId, clubId), isNull(planes.removedAt)));
    },
  };
}

export type LoadsRepo = ReturnType<typeof createLoadsRepo>;
