import type { WriteClock } from '../db/write-clock';
import type { Repos } from '../repos';
import { stampedCache } from './stamped-cache';

const MAX_ENTRIES = 2000;

/**
 * A read kept in memory until the database's next write (`Database.writes`, the embedded database only): served
 * only while the write clock's stamp is the one its read started at, and never kept while a write is under way
 * (the clock has no stamp then), so it can never be older than a write that ended before the caller asked;
 * readers of the same key at the same stamp share one read. Any write to any table ends every kept answer,
 * which keeps this right without knowing which tables a read depends on.
 */
export function keptUntilWrite<A extends unknown[], V>(
  writes: WriteClock,
  read: (...args: A) => Promise<V>,
  keyOf: (...args: A) => string,
): (...args: A) => Promise<V> {
  const kept = stampedCache<V>(MAX_ENTRIES);
  return (...args: A) => {
    const stamp = writes.stamp();
    return stamp === null ? read(...args) : kept(keyOf(...args), stamp, () => read(...args));
  };
}

/**
 * On the embedded database (one process, `Database.writes`): the two reads every signed-in read makes, the
 * session's user and the read models' counters, are kept until the next write (a unit of work's own repos
 * always read). A logout, a password change, a block or a revoked session is a write, so it ends them at once.
 */
export function withReadsKeptUntilWrite(repos: Repos, writes: WriteClock): Repos {
  const { users, boardVersions } = repos;
  const session = keptUntilWrite(
    writes,
    (userId: string, familyId: string) => users.findBySession(userId, familyId),
    (userId, familyId) => `${userId}|${familyId}`,
  );
  const counters = keptUntilWrite(
    writes,
    (clubId: string, date: string) => boardVersions.read(clubId, date),
    (clubId, date) => `${clubId}|${date}`,
  );
  return {
    ...repos,
    users: {
      ...users,
      findBySession: session,
    },
    boardVersions: {
      ...boardVersions,
      read: counters,
    },
  };
}
