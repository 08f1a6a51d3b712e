import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db';
import { migrationsFolder, runMigrations } from './migrate';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** The rows of a query on either database. */
async function rows<T>(database: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The real migrations and, after them, new ones: each a list of statements (drizzle's breakpoints between them),
 * dated after the last real one, as `drizzle-kit generate` would add them.
 */
function migrationsWith(extra: { tag: string; statements: string[] }[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'dz-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1);
  if (!last) {
    throw new Error('no migrations');
  }
  extra.forEach((migration, i) => {
    writeFileSync(
      join(folder, `${migration.tag}.sql`),
      migration.statements.join('\n--> statement-breakpoint\n'),
    );
    journal.entries.push({
      ...last,
      idx: last.idx + 1 + i,
      when: last.when + 1000 * (i + 1),
      tag: migration.tag,
    });
  });
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  return folder;
}

describe('a migration that fails (npm run update)', () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    // the version running now (the embedded test database comes migrated; PostgreSQL's is new)
    await runMigrations(database);
    // a club's data before the update
    await database.db.execute(
      sql`insert into clubs (name, slug, club_key) values ('Skydive Utti', 'skydive-utti', 'utti2026')`,
    );
    folder = migrationsWith([
      // a good migration first: it must go too, or the version's code would meet half its schema
      { tag: '9001_update_test_good', statements: ['CREATE TABLE "update_test_kept" ("id" integer)'] },
      {
        tag: '9002_update_test_bad',
        statements: [
          'ALTER TABLE "clubs" ADD COLUMN "update_test_column" integer',
          `UPDATE "clubs" SET "name" = 'changed by a failed migration'`,
          'SELECT 1 / 0',
        ],
      },
    ]);
  });
  afterAll(async () => {
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('leaves the schema, the data and the list of applied migrations as they were', async () => {
    const applied = async () =>
      (
        await rows<{ count: number }>(
          database,
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )
      )[0]?.count;
    const before = await applied();
    await expect(runMigrations(database, folder)).rejects.toThrow(/SELECT 1 \/ 0/);

    expect(await applied()).toBe(before);
    const columns = await rows(
      database,
      sql`select column_name from information_schema.columns where table_name = 'clubs' and column_name = 'update_test_column'`,
    );
    expect(columns).toEqual([]);
    const tables = await rows(
      database,
      sql`select table_name from information_schema.tables where table_name = 'update_test_kept'`,
    );
    expect(tables).toEqual([]);
    expect(await rows(database, sql`select name from clubs`)).toEqual([{ name: 'Skydive Utti' }]);

    // the old version's migrations still apply (nothing to do) and the data is usable
    await runMigrations(database);
    expect(await applied()).toBe(before);
  });
});
