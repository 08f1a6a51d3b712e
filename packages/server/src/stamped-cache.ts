/**
 * Promises kept by key with the stamp they were made at (a write count, a day's counters): `get` answers the kept
 * promise while the stamp is the same, else makes and keeps a new one. Callers asking at once share it; a failed
 * one is not kept; past `max` keys the oldest goes.
 */
export function stampedCache<V>(max: number) {
  const entries = new Map<string, { stamp: string | number; value: Promise<V> }>();
  return (key: string, stamp: string | number, make: () => Promise<V>): Promise<V> => {
    const hit = entries.get(key);
    if (hit?.stamp === stamp) {
      return hit.value;
    }
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
}
