import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, users } from '../../db/schema/index';
import { createTestApp, setupBody, setupClub, type TestApp } from '../../test/app';
import { deleteUnconfirmedUsersJob } from './cleanup.jobs';
import { MAX_ATTEMPTS } from './jobs.repo';
import { type JobDefinition, tick } from './scheduler';

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
    expect((await tick(t.app.ctx.repos.jobs, [job], midnight, log))[0]?.outcome).toBe('done');
    expect((await tick(t.app.ctx.repos.jobs, [job], midnight, log))[0]?.outcome).toBe('skipped');
    const names = (await t.app.ctx.db.select().from(users)).map((u) => u.username).sort();
    expect(names).toEqual(['chief', 'fresh']);
  });

  it('records a run that throws as failed, retries it on a later tick and gives up after a few attempts', async () => {
    let calls = 0;
    const flaky: JobDefinition = {
      name: 'flaky',
      async due() {
        return [
          {
            period: 'p1',
            async run() {
              calls += 1;
              if (calls === 1) {
                throw new Error('database went away');
              }
              return { sent: 3 };
            },
          },
        ];
      },
    };
    const runs = t.app.ctx.repos.jobs;
    expect((await tick(runs, [flaky], new Date(), log))[0]?.outcome).toBe('failed');
    expect((await runs.runs('flaky'))[0]).toMatchObject({ status: 'failed', attempts: 1, sent: 0 });
    expect((await runs.runs('flaky'))[0]?.error).toContain('database went away');
    expect((await tick(runs, [flaky], new Date(), log))[0]?.outcome).toBe('done');
    expect((await runs.runs('flaky'))[0]).toMatchObject({
      status: 'done',
      attempts: 2,
      sent: 3,
      error: null,
    });
    expect((await tick(runs, [flaky], new Date(), log))[0]?.outcome).toBe('skipped');

    const broken: JobDefinition = {
      name: 'broken',
      async due() {
        return [{ period: 'p1', run: () => Promise.reject(new Error('always')) }];
      },
    };
    const outcomes = [];
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      outcomes.push((await tick(runs, [broken], new Date(), log))[0]?.outcome);
    }
    expect(outcomes).toEqual([...Array(MAX_ATTEMPTS).fill('failed'), 'skipped', 'skipped']);
    expect((await runs.runs('broken'))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('takes over a run left running by a node that died, after an hour', async () => {
    const runs = t.app.ctx.repos.jobs;
    expect(await runs.claimRun('orphan', 'p1')).toBe(true);
    expect(await runs.claimRun('orphan', 'p1')).toBe(false);
    await t.app.ctx.db
      .update(jobRuns)
      .set({ ranAt: new Date(Date.now() - 2 * 3600 * 1000) })
      .where(eq(jobRuns.job, 'orphan'));
    expect(await runs.claimRun('orphan', 'p1')).toBe(true);
    expect((await runs.runs('orphan'))[0]).toMatchObject({ status: 'running', attempts: 2 });
  });
});
