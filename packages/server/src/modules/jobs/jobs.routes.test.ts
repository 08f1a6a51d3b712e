import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser, createTestApp, lastMail, mailCount, setupClub } from '../../test/app';
import { createMember } from '../../test/factories';
import { as, type LoadsWorld, loadsWorld } from '../../test/loads.fixture';

let w: LoadsWorld;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  as(w.t.app, w.admin, method, url, payload);

beforeAll(async () => {
  w = await loadsWorld();
});
afterAll(() => w.t.close());

describe('scheduled jobs in club settings', () => {
  it("shows each job, whether it is on, and the club's own latest runs with their mails and failures", async () => {
    const runs = w.t.app.ctx.repos.jobs;
    await runs.claimRun('paymentReminders', `club:${w.clubId}:2026-W23`);
    await runs.finishRun('paymentReminders', `club:${w.clubId}:2026-W23`, {
      status: 'done',
      sent: 3,
      failed: 1,
      error: 'late@example.com: mailbox full',
    });
    // another club's run is not this club's business
    await runs.claimRun('paymentReminders', `club:${randomUUID()}:2026-W23`);
    await runs.claimRun('deleteUnconfirmedUsers', '2026-06-06');
    const settings = {
      name: 'Skydive Utti',
      clubKey: 'utti2026',
      notificationEmail: '',
      sendPaymentReminders: true,
    };
    expect((await call('PUT', '/api/club', settings)).statusCode).toBe(200);

    const res = await call('GET', '/api/club/jobs');
    expect(res.statusCode).toBe(200);
    const jobs = res.json().jobs as { name: string; enabled: boolean; runs: { period: string }[] }[];
    expect(jobs.map((j) => [j.name, j.enabled, j.runs.length])).toEqual([
      ['paymentReminders', true, 1],
      ['unlandedLoadReminders', false, 0],
      ['deleteUnconfirmedUsers', true, 1],
      // the embedded database is backed up every night; PostgreSQL with its own tools
      ['nightlyBackup', w.t.app.ctx.database.kind === 'pglite', 0],
    ]);
    expect(jobs[0]?.runs[0]).toMatchObject({
      period: '2026-W23',
      status: 'done',
      sent: 3,
      failed: 1,
      error: 'late@example.com: mailbox full',
    });
  });

  it('sends a test reminder to the admin alone, in the language asked, and records no run', async () => {
    const before = mailCount(w.t.dataDir);
    const res = await call('POST', '/api/club/jobs/paymentReminders/test', { lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sentTo: 'chief@example.com' });
    expect(mailCount(w.t.dataDir)).toBe(before + 1);
    const mail = lastMail(w.t.dataDir);
    expect(mail.to).toContain('chief@example.com');
    expect(mail.raw).toContain('This is a test of a scheduled reminder');
    expect(mail.raw).toContain('45.50');

    const unlanded = await call('POST', '/api/club/jobs/unlandedLoadReminders/test', {});
    expect(unlanded.statusCode).toBe(200);
    expect(lastMail(w.t.dataDir).raw).toContain('oikeaa muistutusta ei');
    const jobs = (await call('GET', '/api/club/jobs')).json().jobs as { runs: unknown[] }[];
    expect(jobs[1]?.runs).toEqual([]);
  });

  it('refuses an unknown job, and everyone but admins', async () => {
    expect((await call('POST', '/api/club/jobs/launchRockets/test', {})).statusCode).toBe(400);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/club/jobs' })).statusCode).toBe(401);
    const user = await addConfirmedUser(w.t, 'jobjumper');
    const member = await createMember(w.t.app, w.admin, { firstName: 'Jobless', exitWeight: 80 });
    await call('PUT', `/api/user/${user.id}`, {
      linkedMember: member._id,
      permissions: { canManifest: true },
    });
    const before = mailCount(w.t.dataDir);
    for (const [method, url] of [
      ['GET', '/api/club/jobs'],
      ['POST', '/api/club/jobs/paymentReminders/test'],
    ] as const) {
      const res = await as(w.t.app, user.cookie, method, url, method === 'POST' ? {} : undefined);
      expect([res.statusCode, res.json().locale]).toEqual([403, 'error.onlyAdmin']);
    }
    expect(mailCount(w.t.dataDir)).toBe(before);
  });
});

describe('a test reminder when mail cannot be sent', () => {
  it('answers 502 with the locale text, not a 500', async () => {
    const t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const admin = await setupClub(t.app);
      const res = await as(t.app, admin, 'POST', '/api/club/jobs/paymentReminders/test', {});
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        message: 'The test mail could not be sent; check the mail settings',
        locale: 'error.testMailFailed',
      });
    } finally {
      await t.close();
    }
  });
});
