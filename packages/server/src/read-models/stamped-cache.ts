import { countCacheLookup } from '../metrics/metrics';

/** Promises kept by key, each with the stamp it was made at (`stampedCache`). */
export interface StampedCache<V> {
  /** The promise kept for `key` while its stamp is `stamp`, else a new one from `make`, kept in its place. */
  (key: string, stamp: string | number, make: () => Promise<V>): Promise<V>;
  /** What is kept for `key` and its stamp, whatever the stamp (a read model checks it against the counters). */
  last(key: string): { stamp: string | number; value: Promise<V> } | undefined;
}

/**
 * Promises kept by key with the stamp they were made at (a write count, a day's counters): `get` answers the kept
 * promise while the stamp is the same, else makes and keeps a new one. Callers asking at once share it; a failed
 * one is not kept; past `max` keys the oldest goes. The one store of the read models (`read-models/`).
 */
export function stampedCache<V>(max: number): StampedCache<V> {
  const entries = new Map<string, { stamp: string | number; value: Promise<V> }>();
  const get = (key: string, stamp: string | number, make: () => Promise<V>): Promise<V> => {
    const hit = entries.get(key);
    if (hit?.stamp === stamp) {
      countCacheLookup(true);
      return hit.value;
    }
    countCacheLookup(false);
    const value = make();
    entries.delete(key);
    entries.set(key, { stamp, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) {
        entries.delete(key);
      }
    });
    if (entries.size > max) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) {
        entries.delete(oldest);
      }
    }
    return value;
  };
  return Object.assign(get, { last: (key: string) => entries.get(key) });
}
