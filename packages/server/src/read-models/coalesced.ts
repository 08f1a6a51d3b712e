/**
 * Reads of a key that arrive together share one read, without ever answering older than their arrival: a read
 * asked while one is under way waits for the next, which starts when that one ends (so after the caller asked),
 * and all who waited for it share it. A thousand boards refetching at once after a change cost two counter
 * queries, not a thousand, and none of them can miss a change committed before it asked.
 */
export function coalesced<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  const waiting = new Map<string, Promise<T>>();
  function start(key: string): Promise<T> {
    const result = read(key);
    running.set(key, result);
    const done = () => {
      if (running.get(key) === result) {
        running.delete(key);
      }
    };
    result.then(done, done);
    return result;
  }
  return (key) => {
    const current = running.get(key);
    if (!current) {
      return start(key);
    }
    let next = waiting.get(key);
    if (!next) {
      // runs after `done` above (registered first on the same promise): the next read starts once this one ended
      const after = () => {
        waiting.delete(key);
        return start(key);
      };
      next = current.then(after, after);
      waiting.set(key, next);
    }
    return next;
  };
}
