import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loadDayVersions } from '../db/schema/index';
import { together, type Write } from '../db/together';

/** The key of the club-wide counter (names, planes, the club's name show on every day's board). */
export const WHOLE_CLUB = '*';

interface Bumped {
  date: string;
  version: number;
}

/** A counter already there is raised by one (the upsert's conflict clause, `bump` and `bumpIfWritten`). */
const RAISE_ON_CONFLICT = sql`on conflict (club_id, date) do update set version = load_day_versions.version + 1`;

/**
 * The counters' upsert of these days (or `WHOLE_CLUB`) as a write that raises them only when `source`, an earlier
 * `with` of the same statement, has a row: a change written in one statement raises its counters only if it was
 * made (`LedgerRepo.payAtOnce`).
 */
export function bumpIfWritten(clubId: string, days: readonly string[], source: string): Write {
  const values = sql.join(
    [...new Set(days)].sort().map((date) => sql`(${date})`),
    sql`, `,
  );
  return sql`insert into load_day_versions (club_id, date, version) select ${clubId}::uuid, d.date, 1 from ${sql.raw(source)}, (values ${values}) as d(date) ${RAISE_ON_CONFLICT}`;
}

/** The public board's version counters (`load_day_versions`). */
export function createBoardVersionsRepo(db: DbOrTx) {
  /** The work's last writes without a counter (`together`); nothing when there are none. */
  async function send(writes: readonly Write[]): Promise<void> {
    if (writes.length > 0) {
      await db.execute(together(writes));
    }
  }

  return {
    /**
     * Raises the counters of these days (or `WHOLE_CLUB`) inside the change's transaction, in a fixed order
     * so two changes of the same days never wait on each other in a circle; their new values by day. `along`: the
     * work's last writes (`Work.writeLast`), sent in the same statement (`together`).
     */
    async bump(
      clubId: string,
      days: readonly string[],
      along: readonly Write[] = [],
    ): Promise<Map<string, number>> {
      const sorted = [...new Set(days)].sort();
      if (sorted.length === 0) {
        await send(along);
        return new Map();
      }
      // written out with plain values: every write of the app sends it (the query builder's took ~75 µs of CPU)
      const values = sql.join(
        sorted.map((date) => sql`(${clubId}::uuid, ${date}, 1)`),
        sql`, `,
      );
      const bump = sql`insert into load_day_versions (club_id, date, version) values ${values} ${RAISE_ON_CONFLICT} returning date, version`;
      const rows = ((await db.execute(together(along, bump))) as unknown as { rows: Bumped[] }).rows;
      return new Map(rows.map((r) => [r.date, Number(r.version)]));
    },

    send,

    /** The day's counter and the club-wide one (0 while nothing changed), in one small query. */
    async read(clubId: string, date: string): Promise<{ day: number; club: number }> {
      const rows = await db
        .select({ date: loadDayVersions.date, version: loadDayVersions.version })
        .from(loadDayVersions)
        .where(and(eq(loadDayVersions.clubId, clubId), inArray(loadDayVersions.date, [date, WHOLE_CLUB])));
      const of = (d: string) => rows.find((r) => r.date === d)?.version ?? 0;
      return { day: of(date), club: of(WHOLE_CLUB) };
    },
  };
}

export type BoardVersionsRepo = ReturnType<typeof createBoardVersionsRepo>;
