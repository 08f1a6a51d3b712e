import { stampedCache } from '../stamped-cache';

const MAX_ENTRIES = 2000;

/**
 * A read kept in memory until the database's next write (`Database.writeCount`, the embedded database only): the
 * session's user and the board's counters, asked on every signed-in read, then cost no query while nothing was
 * written. A kept answer is served only while the count is the one its read started at, so it can never be older
 * than a write sent before the caller asked; readers of the same key at the same count share one read. Any write
 * to any table ends every kept answer, which keeps this right without knowing which tables a read depends on.
 */
export function keptUntilWrite<A extends unknown[], V>(
  writeCount: () => number,
  read: (...args: A) => Promise<V>,
  keyOf: (...args: A) => string,
): (...args: A) => Promise<V> {
  const kept = stampedCache<V>(MAX_ENTRIES);
  return (...args: A) => kept(keyOf(...args), writeCount(), () => read(...args));
}
