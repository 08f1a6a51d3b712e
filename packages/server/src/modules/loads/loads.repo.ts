import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, jumpLines, loadJumpers, loads, members, planes } from '../../db/schema/index';

export type LoadRow = typeof loads.$inferSelect;
export type LoadJumperRow = typeof loadJumpers.$inferSelect;
export type NewLoadJumper = typeof loadJumpers.$inferInsert;
type MemberRow = typeof members.$inferSelect;

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
  planes: Map<string, typeof planes.$inferSelect & { lines: (typeof jumpLines.$inferSelect)[] }>;
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
export async function loadContext(db: DbOrTx, clubId: string, loadRows: LoadRow[]): Promise<LoadsContext> {
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
    async day(clubId: string, date: string, tx: DbOrTx = db): Promise<LoadRow[]> {
      return tx
        .select()
        .from(loads)
        .where(and(eq(loads.clubId, clubId), eq(loads.date, date)))
        .orderBy(asc(loads.number), asc(loads.createdAt));
    },

    /** Locks loads (in id order, so two lands cannot deadlock) of the club. */
    async lock(clubId: string, ids: string[], tx: DbOrTx): Promise<LoadRow[]> {
      return tx
        .select()
        .from(loads)
        .where(and(eq(loads.clubId, clubId), inArray(loads.id, ids)))
        .orderBy(asc(loads.id))
        .for('update');
    },
  };
}
