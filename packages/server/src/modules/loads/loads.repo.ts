import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, jumpLines, loadJumpers, loads, members, planes } from '../../db/schema/index';
import type { JumpLineRow, PlaneRow } from '../club/planes.repo';
import type { LoadJumperRow } from './load-jumpers.repo';

/**
 * The loads' own rows: a club day's loads, one load, locking and numbering, writes of a load's fields, its
 * call, landing and reopening; and everything to show or price them (`context`). The jumpers on them are
 * `load-jumpers.repo.ts`, the club's planes `club/planes.repo.ts`.
 */

export type LoadRow = typeof loads.$inferSelect;
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
  planes: Map<string, PlaneRow & { lines: JumpLineRow[] }>;
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

    /** Writes the landing time the landing recorded (`timesOnLanding`) on these loads, in one statement. */
    async recordLand(ids: string[], land: string): Promise<void> {
      await db.update(loads).set({ land }).where(inArray(loads.id, ids));
    },

    /** Marks loads landed, by whom and when. */
    async markLanded(ids: string[], by: { landedAt: Date; landedBy: string }): Promise<void> {
      await db
        .update(loads)
        .set({ state: 'landed', ...by })
        .where(inArray(loads.id, ids));
    },

    /** Records a load's call (null clears it) and when it was made. */
    async setCall(id: string, call: LoadRow['call'], at: Date | null): Promise<void> {
      await db.update(loads).set({ call, calledAt: at }).where(eq(loads.id, id));
    },

    /** Opens a landed load again: no longer landed, by nobody. */
    async markReopened(id: string): Promise<void> {
      await db.update(loads).set({ state: 'open', landedAt: null, landedBy: null }).where(eq(loads.id, id));
    },
  };
}

export type LoadsRepo = ReturnType<typeof createLoadsRepo>;
