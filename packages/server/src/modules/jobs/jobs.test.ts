import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, setupBody, setupClub, type TestApp } from '../../test/app';
import { deleteUnconfirmedUsersJob } from './cleanup.jobs';
import { runOnce } from './scheduler';

let t: TestApp;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  t = await createTestApp();
  await setupClub(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('scheduled jobs', () => {
  it('lets exactly one of several nodes claim a period', async () => {
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => t.app.ctx.repos.jobs.claimRun('test', '2026-06-01')),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await t.app.ctx.repos.jobs.claimRun('test', '2026-06-02')).toBe(true);
  });

  it('deletes unconfirmed accounts older than a day, once per midnight', async () => {
    const register = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          clubKey: setupBody.clubKey,
          username,
          email: `${username}@example.com`,
          displayName: 'X',
          password: 'Password-1',
        },
      });
    await register('stale');
    await register('fresh');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await t.app.ctx.db.update(users).set({ createdAt: twoDaysAgo }).where(eq(users.username, 'stale'));
    const job = deleteUnconfirmedUsersJob(t.app.ctx);
    const midnight = new Date();
    expect(await runOnce(t.app.ctx.repos.jobs, job, midnight, log)).toBe(true);
    expect(await runOnce(t.app.ctx.repos.jobs, job, midnight, log)).toBe(false);
    const names = (await t.app.ctx.db.select().from(users)).map((u) => u.username).sort();
    expect(names).toEqual(['chief', 'fresh']);
  });
});
