// `node packages/server/dist/migrate.js`: applies the pending migrations to the configured database (DATABASE_URL,
// else the embedded one in DATA_DIR, which no running server may hold) and says how many; exits 1 when one fails,
// which leaves the database as it was. `npm run update` runs it with the new version before switching to it.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

/** The migrations applied so far (drizzle's own table; absent on a new database). */
async function applied(database: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  try {
    const result = await database.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  } catch {
    return 0;
  }
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
let code = 0;
try {
  const before = await applied(database);
  await runMigrations(database);
  const after = await applied(database);
  console.log(
    after > before
      ? `Migrated: ${after - before} new migration(s) applied, ${after} in all.`
      : `Nothing to migrate: all ${after} migrations were applied already.`,
  );
} catch (error) {
  // drizzle's error names the statement, its cause says what the database said about it
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(
    `Migration failed, nothing of it was kept: ${error instanceof Error ? error.message : String(error)}${cause}`,
  );
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
