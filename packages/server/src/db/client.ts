import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';
import { countingWrites, type WriteClock } from './write-clock';

export type Schema = typeof schema;
/** The database handle every repo takes: the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` holding a session-level advisory lock (migrations on several nodes starting at once). */
  withAdvisoryLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * The embedded database's data folder as a gzipped tarball (PGlite's own dump, which `loadDataDir` restores),
   * taken between transactions; absent on PostgreSQL, which has its own tools.
   */
  dump?(compression?: 'gzip' | 'none'): Promise<Uint8Array>;
  /**
   * The writes made through `db` (`write-clock.ts`): only on the embedded database, which one process owns, so a
   * read kept in memory stays true until the next one (`read-models/kept-until-write.ts`). PostgreSQL has other
   * writers.
   */
  writes?: WriteClock;
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, else PGlite under `dataDir/pglite`,
 * or an in-memory PGlite when `dataDir` is `:memory:` (tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Called with every SQL statement drizzle sends (benchmarks count statements per request). */
  onQuery?: (sql: string) => void;
  /**
   * An in-memory database starts from this dump (`Database.dump`) instead of a new cluster: tests open one per
   * file, and PGlite's initdb is most of an open's seconds.
   */
  from?: Uint8Array;
}): Promise<Database> {
  const logger = opts.onQuery ? { logQuery: (query: string) => opts.onQuery?.(query) } : undefined;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // an idle client's connection dropping must not crash the process; the next query reconnects
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async withAdvisoryLock(key, fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          try {
            return await fn(drizzlePg(client, { schema }) as unknown as Db);
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (opts.dataDir === ':memory:') {
    client = opts.from ? new PGlite({ loadDataDir: new Blob([opts.from]) }) : new PGlite();
  } else {
    const dir = join(opts.dataDir, 'pglite');
    // PGlite creates only the last folder of its path
    mkdirSync(dirname(dir), { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const { db, writes } = countingWrites(
    client,
    (c) => drizzlePglite({ client: c, schema, logger }) as unknown as Db,
  );
  return {
    db,
    kind: 'pglite',
    // one process owns an embedded database: nothing to lock against
    withAdvisoryLock: (_key, fn) => fn(db),
    // no transaction is open while the files are read: the copy is of committed data only
    dump: async (compression = 'gzip') =>
      new Uint8Array(
        await (await client._runExclusiveTransaction(() => client.dumpDataDir(compression))).arrayBuffer(),
      ),
    writes,
    close: () => client.close(),
  };
}
