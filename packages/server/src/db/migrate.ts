import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';

/** An arbitrary, fixed key for the migration advisory lock. */
const MIGRATION_LOCK_KEY = 7_242_001;

/** The checked-in migrations: next to the bundle in production, under src/db in development. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  const found = candidates.find((c) => existsSync(join(c, 'meta', '_journal.json')));
  if (!found) {
    throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  }
  return found;
}

/**
 * Applies pending migrations; safe to run at every start and on several nodes at once. Drizzle applies all the
 * pending ones in one transaction: one that fails leaves none of them (`migrate.test.ts`, `npm run update`).
 */
export async function runMigrations(database: Database, folder = migrationsFolder()): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async (db) => {
    if (database.kind === 'postgres') {
      await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
    } else {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    }
  });
}
