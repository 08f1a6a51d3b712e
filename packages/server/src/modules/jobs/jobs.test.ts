import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { clubs, jobRuns, members, users } from '../../db/schema/index';
import type { Mail } from '../../mail/mailer';
import { createTestApp, setupBody, setupClub, type TestApp } from '../../test/app';
import { deleteUnconfirmedUsersJob } from './cleanup.jobs';
import { MAX_ATTEMPTS } from './jobs.repo';
import { paymentRemindersJob, unlandedLoadRemindersJob } from './reminders.jobs';
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

  it('runs each club’s period once with two app instances on one database and two clubs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dz-test-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      JOBS: 'off',
    });
    const second = await buildApp({ config, database: t.app.ctx.database });
    try {
      await t.app.ctx.db.update(clubs).set({
        sendPaymentReminders: true,
        sendUnlandedLoadRemindersToClub: true,
        notificationEmail: 'club@example.com',
      });
      const [club] = await t.app.ctx.db.select().from(clubs);
      await t.app.ctx.db.insert(members).values({
        clubId: club?.id as string,
        firstName: 'Dee',
        lastName: 'Btor',
        role: 'jumper',
        email: 'dee@example.com',
        balanceCents: -2500,
      });
      // a second club on the installation (issue 35), with a debtor of its own
      const [other] = await t.app.ctx.db
        .insert(clubs)
        .values({
          name: 'Toinen',
          clubKey: 'toinen-jobs',
          slug: 'toinen-jobs',
          sendPaymentReminders: true,
          sendUnlandedLoadRemindersToClub: true,
          notificationEmail: 'toinen@example.com',
        })
        .returning();
      await t.app.ctx.db.insert(members).values({
        clubId: other?.id as string,
        firstName: 'Eve',
        lastName: 'Btor',
        role: 'jumper',
        email: 'eve@example.com',
        balanceCents: -1000,
      });
      const sent: string[] = [];
      const mailer = { send: async (mail: Mail) => void sent.push(mail.to) };
      const mondayMidnight = new Date('2026-06-15T00:00:00+03:00');
      const nodes = [t.app, second].map((app) => ({
        runs: app.ctx.repos.jobs,
        jobs: [
          paymentRemindersJob({ repos: app.ctx.repos, mailer }),
          unlandedLoadRemindersJob({ repos: app.ctx.repos, mailer }),
        ],
      }));
      for (const minute of [0, 1, 2]) {
        const at = new Date(mondayMidnight.getTime() + minute * 60_000);
        await Promise.all(nodes.map((n) => tick(n.runs, n.jobs, at, log)));
      }
      expect(sent.sort()).toEqual(['dee@example.com', 'eve@example.com']);
      const byPeriod = <T extends { period: string }>(rows: T[]) =>
        [...rows].sort((a, b) => a.period.localeCompare(b.period));
      expect(
        byPeriod(await t.app.ctx.repos.jobs.runs('paymentReminders')).map((r) => [r.period, r.sent]),
      ).toEqual(
        byPeriod([
          { period: `club:${club?.id}:2026-W25`, sent: 1 },
          { period: `club:${other?.id}:2026-W25`, sent: 1 },
        ]).map((r) => [r.period, r.sent]),
      );
      expect(byPeriod(await t.app.ctx.repos.jobs.runs('unlandedLoadReminders')).map((r) => r.period)).toEqual(
        [`club:${club?.id}:2026-06-15`, `club:${other?.id}:2026-06-15`].sort(),
      );
    } finally {
      await second.close();
    }
  });
});
