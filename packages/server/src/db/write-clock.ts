import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';

/**
 * The embedded database's writes, as the read models' kept reads need them (`read-models/kept-until-write.ts`).
 * `stamp()` is how many writes ended, or null while one is under way: a read started at a stamp was started
 * after every write that ended before it and while none was running, so what it answers may be kept while the
 * stamp stays the same. A write that commits ends only after its commit, and while it runs nothing is kept.
 */
export interface WriteClock {
  stamp(): number | null;
}

export function createWriteClock(): WriteClock & { writing<T>(run: () => Promise<T>): Promise<T> } {
  let ended = 0;
  let running = 0;
  return {
    stamp: () => (running > 0 ? null : ended),
    async writing(run) {
      running++;
      try {
        return await run();
      } finally {
        running--;
        ended++;
      }
    },
  };
}

/** PGlite's ways to run SQL: through the writing handle each one is a write, a transaction as a whole. */
const RUNS: readonly PropertyKey[] = ['query', 'sql', 'exec', 'transaction'];

/** The PGlite client of the writing handle: every statement and transaction sent through it is a write. */
function writingClient(client: PGlite, clock: ReturnType<typeof createWriteClock>): PGlite {
  const counted = Object.fromEntries(
    RUNS.map((name) => {
      const method = Reflect.get(client, name, client) as (...args: unknown[]) => Promise<unknown>;
      return [name, (...args: unknown[]) => clock.writing(() => method.apply(client, args))];
    }),
  );
  return new Proxy(client, {
    get(target, prop) {
      if (RUNS.includes(prop)) {
        return counted[prop as string];
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** What drizzle builds `select` statements with: the only statements sent through the reading handle. */
const READS = ['select', 'selectDistinct', 'selectDistinctOn', 'query', '$count'] as const;

/**
 * The embedded database's handle, with its writes counted by where they are made, not by their SQL text: the
 * `select` builders (and relational queries, counts) run on a drizzle instance of their own, everything else
 * (insert, update, delete, execute, with, every transaction, the migrator) on one whose client is counted
 * (`writingClient`). A read that takes a lock or calls a function with side effects is written as a write.
 */
export function countingWrites(client: PGlite, open: (client: PGlite) => Db): { db: Db; writes: WriteClock } {
  const clock = createWriteClock();
  const reads = open(client);
  const writes = open(writingClient(client, clock));
  const readEntries = new Map<PropertyKey, unknown>(
    READS.map((name) => {
      const value: unknown = reads[name];
      return [name, typeof value === 'function' ? value.bind(reads) : value];
    }),
  );
  const db = new Proxy(writes, {
    get: (target, prop, receiver) =>
      readEntries.has(prop) ? readEntries.get(prop) : Reflect.get(target, prop, receiver),
  });
  return { db, writes: { stamp: clock.stamp } };
}
