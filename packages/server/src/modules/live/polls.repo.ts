import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loads, upstreamPolls } from '../../db/schema/index';

export type UpstreamKind = (typeof upstreamPolls.$inferSelect)['kind'];
export type PollRow = typeof upstreamPolls.$inferSelect;

/**
 * A club's calls to outside services, shared by every node (`upstream_polls`): one claims a call before making
 * it, so all boards and nodes together ask at most once per interval, and keeps the answer for the others.
 */
export function createPollsRepo(db: DbOrTx) {
  const key = (clubId: string, kind: UpstreamKind) =>
    and(eq(upstreamPolls.clubId, clubId), eq(upstreamPolls.kind, kind));

  return {
    async find(clubId: string, kind: UpstreamKind): Promise<PollRow | null> {
      const [row] = await db.select().from(upstreamPolls).where(key(clubId, kind));
      return row ?? null;
    },

    /**
     * Takes the right to call now: true for exactly one caller while the last attempt is older than
     * `intervalMs` and any backoff (`retry_at`) has passed; that call is counted for the club's day.
     */
    async claim(
      clubId: string,
      kind: UpstreamKind,
      at: Date,
      intervalMs: number,
      day: string,
    ): Promise<boolean> {
      const due = new Date(at.getTime() - intervalMs);
      const rows = await db
        .insert(upstreamPolls)
        .values({ clubId, kind, attemptedAt: at, callsDay: day, calls: 1 })
        .onConflictDoUpdate({
          target: [upstreamPolls.clubId, upstreamPolls.kind],
          set: {
            attemptedAt: at,
            calls: sql`case when ${upstreamPolls.callsDay} = ${day} then ${upstreamPolls.calls} + 1 else 1 end`,
            callsDay: day,
          },
          setWhere: sql`(${upstreamPolls.attemptedAt} is null or ${upstreamPolls.attemptedAt} <= ${due.toISOString()}::timestamptz)
            and (${upstreamPolls.retryAt} is null or ${upstreamPolls.retryAt} <= ${at.toISOString()}::timestamptz)`,
        })
        .returning({ clubId: upstreamPolls.clubId });
      return rows.length > 0;
    },

    /** A good answer: kept for every reader, the failures forgotten. */
    async succeeded(clubId: string, kind: UpstreamKind, at: Date, payload: unknown, source: string | null) {
      await db
        .update(upstreamPolls)
        .set({ okAt: at, payload, source, failures: 0, retryAt: null })
        .where(key(clubId, kind));
    },

    /** A failed call: the next waits until `retryAt`; the last good answer stays. */
    async failed(clubId: string, kind: UpstreamKind, retryAt: Date) {
      await db
        .update(upstreamPolls)
        .set({ failures: sql`${upstreamPolls.failures} + 1`, retryAt })
        .where(key(clubId, kind));
    },

    /** Forgets a club's kept answers (its airport or station changed). */
    async forget(clubId: string, kind: UpstreamKind) {
      await db.delete(upstreamPolls).where(key(clubId, kind));
    },

    /**
     * Whether the club has a load in the air or about to be: flying, called (a call made and not landed), or
     * landed in the last `landedWithinMs` (the plane's way down is still of interest).
     */
    async anyLoadActive(clubId: string, date: string, at: Date, landedWithinMs: number): Promise<boolean> {
      const since = new Date(at.getTime() - landedWithinMs).toISOString();
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(loads)
        .where(
          and(
            eq(loads.clubId, clubId),
            eq(loads.date, date),
            sql`(${loads.state} = 'flying'
              or (${loads.state} = 'open' and ${loads.call} is not null)
              or (${loads.state} = 'landed' and ${loads.landedAt} >= ${since}::timestamptz))`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type PollsRepo = ReturnType<typeof createPollsRepo>;
