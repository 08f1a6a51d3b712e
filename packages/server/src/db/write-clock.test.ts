import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db';
import { clubs } from './schema/index';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** The write clock's stamp after `run`, less the one before it (null: none, the database has no clock). */
async function writesOf(run: () => Promise<unknown>): Promise<number | null> {
  const clock = database.writes;
  if (!clock) {
    return null;
  }
  const before = clock.stamp() ?? Number.NaN;
  await run();
  return (clock.stamp() ?? Number.NaN) - before;
}

describe('the embedded database’s write clock', () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'counts writes by the handle that makes them, not by their SQL',
    async () => {
      const { db } = database;
      expect(await writesOf(() => db.insert(clubs).values({ name: 'A', clubKey: 'a', slug: 'a' }))).toBe(1);
      expect(await writesOf(() => db.update(clubs).set({ name: 'B' }).where(eq(clubs.slug, 'a')))).toBe(1);
      expect(await writesOf(() => db.execute(sql`select 1`))).toBe(1);
      expect(await writesOf(() => db.transaction(async (tx) => tx.select().from(clubs)))).toBe(1);
      expect(await writesOf(() => db.delete(clubs).where(eq(clubs.slug, 'a')))).toBe(1);
      // reads: the select builders, relational queries and counts
      expect(await writesOf(() => db.select().from(clubs))).toBe(0);
      expect(await writesOf(() => db.selectDistinct({ id: clubs.id }).from(clubs))).toBe(0);
      expect(await writesOf(() => db.query.clubs.findFirst())).toBe(0);
      expect(await writesOf(() => db.$count(clubs))).toBe(0);
    },
  );

  it.skipIf(!!process.env.TEST_DATABASE_URL)('has no stamp while a write runs, until it ended', async () => {
    const clock = database.writes;
    let inside: number | null | undefined;
    await database.db.transaction(async (tx) => {
      await tx.insert(clubs).values({ name: 'C', clubKey: 'c', slug: 'c' });
      inside = clock?.stamp();
    });
    expect(inside).toBeNull();
    expect(clock?.stamp()).toEqual(expect.any(Number));
    // a failed write ends too
    await expect(database.db.insert(clubs).values({ name: 'C', clubKey: 'c', slug: 'c' })).rejects.toThrow();
    expect(clock?.stamp()).toEqual(expect.any(Number));
  });

  it('is absent on PostgreSQL, which has other writers', () => {
    expect(!!database.writes).toBe(database.kind === 'pglite');
  });
});
