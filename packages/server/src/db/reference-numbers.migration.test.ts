import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db';
import { type Database, openDatabase } from './client';
import { migrationsFolder, runMigrations } from './migrate';

/** The migrations up to and including `lastTag`: the installation as it was before an update. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'dz-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  return folder;
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Migration 0019 on an installation with members: each club's members get their numbers in the order they were
 * created, the club's counter goes past them, and members added after the update take the next number. On an empty
 * embedded database of its own (the tests' template is migrated already), or a new, empty PostgreSQL database in
 * CI's pass.
 */
describe('migration 0019: reference numbers for the members there already', () => {
  let database: Database & { drop?: () => Promise<void> };
  let folder: string;
  beforeAll(async () => {
    database = process.env.TEST_DATABASE_URL
      ? await createTestDatabase()
      : await openDatabase({ dataDir: ':memory:' });
    folder = migrationsUpTo('0018_member_own_gear');
    await runMigrations(database, folder);
  }, 60_000);
  afterAll(async () => {
    await (database.drop ? database.drop() : database.close());
    rmSync(folder, { recursive: true, force: true });
  });

  it('numbers them in creation order per club, and new members continue from there', async () => {
    await database.db.execute(sql`
      insert into clubs (id, name, club_key) values
        ('00000000-0000-4000-8000-00000000c001', 'Utti', 'utti'),
        ('00000000-0000-4000-8000-00000000c002', 'Kemi', 'kemi')`);
    await database.db.execute(sql`
      insert into members (id, club_id, first_name, last_name, created_at) values
        ('00000000-0000-4000-8000-0000000000a3', '00000000-0000-4000-8000-00000000c001', 'Third', 'U', '2026-03-01'),
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-00000000c001', 'First', 'U', '2026-01-01'),
        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-00000000c001', 'Second', 'U', '2026-02-01'),
        ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-00000000c002', 'Only', 'K', '2026-05-01')`);
    await runMigrations(database);
    const numbered = await rows<{ first_name: string; reference_seq: number }>(
      database,
      sql`select first_name, reference_seq from members order by club_id, reference_seq`,
    );
    expect(numbered).toEqual([
      { first_name: 'First', reference_seq: 1 },
      { first_name: 'Second', reference_seq: 2 },
      { first_name: 'Third', reference_seq: 3 },
      { first_name: 'Only', reference_seq: 1 },
    ]);
    await database.db.execute(sql`
      insert into members (club_id, first_name, last_name) values
        ('00000000-0000-4000-8000-00000000c001', 'New', 'U'),
        ('00000000-0000-4000-8000-00000000c002', 'New', 'K')`);
    const added = await rows<{ club_key: string; reference_seq: number }>(
      database,
      sql`select c.club_key, m.reference_seq from members m join clubs c on c.id = m.club_id where m.first_name = 'New' order by c.club_key`,
    );
    expect(added).toEqual([
      { club_key: 'kemi', reference_seq: 2 },
      { club_key: 'utti', reference_seq: 4 },
    ]);
  }, 60_000);
});
