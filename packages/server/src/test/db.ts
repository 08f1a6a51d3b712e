import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

/**
 * A migrated empty embedded database, made once per test worker (the files of a worker share modules) and
 * copied for each file: a new PGlite cluster costs seconds of initdb, loading a dump a fraction of that.
 */
let template: Promise<Uint8Array> | undefined;
function migratedTemplate(): Promise<Uint8Array> {
  template ??= (async () => {
    const database = await openDatabase({ dataDir: ':memory:' });
    await runMigrations(database);
    // uncompressed: each file's copy loads without a gunzip
    const dump = await (database.dump as NonNullable<Database['dump']>)('none');
    await database.close();
    return dump;
  })();
  return template;
}

/**
 * A fresh database for one test file: an in-memory PGlite, or, when TEST_DATABASE_URL is set (CI's
 * PostgreSQL pass), a new database created on that server and dropped afterwards.
 */
export async function createTestDatabase(
  onQuery?: (sql: string) => void,
): Promise<Database & { drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: ':memory:', onQuery, from: await migratedTemplate() });
    return { ...database, drop: () => database.close() };
  }
  const name = `dz_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString(), dataDir: ':memory:', onQuery });
  return {
    ...database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
