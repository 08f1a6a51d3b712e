import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db';
import { isUniqueViolation } from './errors';

describe('isUniqueViolation', () => {
  it('reads the driver error itself or the one drizzle wraps in cause', () => {
    const driver = { code: '23505', constraint: 'a_uq' };
    expect(isUniqueViolation(driver)).toBe(true);
    expect(isUniqueViolation(driver, 'a_uq')).toBe(true);
    expect(isUniqueViolation(driver, 'b_uq')).toBe(false);
    const wrapped = Object.assign(new Error('Failed query'), { cause: driver });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'a_uq')).toBe(true);
    expect(isUniqueViolation(wrapped, 'b_uq')).toBe(false);
  });

  it('is false for other errors and for anything that is not an error', () => {
    expect(isUniqueViolation({ code: '23503', constraint: 'a_uq' })).toBe(false);
    expect(isUniqueViolation(new Error('boom', { cause: { code: '40001' } }))).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    for (const value of [undefined, null, '23505', 23505, {}]) {
      expect(isUniqueViolation(value)).toBe(false);
    }
  });

  describe('on the database', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    beforeAll(async () => {
      database = await createTestDatabase();
      await database.db.execute(sql`create table errors_test (x int constraint errors_test_x_uq unique)`);
    });
    afterAll(() => database.drop());

    it('knows a real unique violation as drizzle throws it, by its constraint', async () => {
      await database.db.execute(sql`insert into errors_test (x) values (1)`);
      const err = await database.db.execute(sql`insert into errors_test (x) values (1)`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isUniqueViolation(err)).toBe(true);
      expect(isUniqueViolation(err, 'errors_test_x_uq')).toBe(true);
      expect(isUniqueViolation(err, 'other_uq')).toBe(false);
    });
  });
});
