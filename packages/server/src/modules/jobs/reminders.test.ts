import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../mail/mailer';
import { createTestClock } from '../../test/clock';
import { type ServiceWorld, serviceWorld } from '../../test/service-world';
import { paymentRemindersJob, unlandedLoadRemindersJob } from './reminders.jobs';
import { type JobDefinition, tick } from './scheduler';

const log = pino({ level: 'silent' });
const MINUTE = 60_000;

/** A mailer that keeps what it sends and throws for the addresses in `failFor`. */
function fakeMailer(failFor: string[] = []) {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail: Mail) {
      if (failFor.includes(mail.to)) {
        throw new Error('550 mailbox unavailable');
      }
      sent.push(mail);
    },
  };
}

/** A load of a club's day in a state, with an optional jump leader. */
async function addLoad(
  clubId: string,
  date: string,
  number: number,
  jumpLeaderId: string | null = null,
  state: 'open' | 'flying' | 'landed' = 'open',
) {
  const id = await w.repos.loads.insert({
    clubId,
    date,
    number,
    jumpLeaderId,
    planeId: null,
    pilotId: null,
    estimatedTakeoff: null,
    comment: '',
    createdBy: '00000000-0000-4000-8000-000000000000',
  });
  if (state !== 'open') {
    await w.repos.loads.update(id, { state });
  }
}

/** Spaces Intl writes as no-break spaces, as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

let w: ServiceWorld;
let quietClubId: string;
let leaderId: string;
beforeAll(async () => {
  w = await serviceWorld({
    clock: createTestClock('2026-03-29T18:00:00Z'),
    club: {
      name: 'Skydive Utti',
      timezone: 'Europe/Helsinki',
      notificationEmail: 'manifest@utti.fi',
      paymentMethods: ['MobilePay 040 123 4567', 'Tilisiirto FI12 3456 7890 1234 56'],
      sendPaymentReminders: true,
      sendUnlandedLoadRemindersToClub: true,
      sendUnlandedLoadRemindersToJumpLeader: true,
    },
  });
  await w.addMember({ firstName: 'Matti', email: 'matti@example.com', balanceCents: -4550 });
  const jane = await w.addMember({ firstName: 'Jane', email: 'jane@example.com', balanceCents: -1200 });
  await w.repos.waivers.insert({
    clubId: w.clubId,
    memberId: jane.id,
    year: 2026,
    firstName: 'Jane',
    lastName: 'Jumper',
    email: 'jane@example.com',
    signature: 'M 1 1 L 2 2',
    signedAt: new Date('2026-03-01T10:00:00Z'),
    language: 'en',
  });
  await w.addMember({ firstName: 'NoMail', email: '', balanceCents: -100 });
  await w.addMember({
    firstName: 'Gone',
    email: 'gone@example.com',
    balanceCents: -100,
    deletedAt: new Date(),
  });
  await w.addMember({ firstName: 'Rich', email: 'rich@example.com', balanceCents: 500 });
  const leader = await w.addMember({ firstName: 'Liisa', email: 'liisa@example.com', role: 'jumper' });
  leaderId = leader.id;
  await w.repos.waivers.insert({
    clubId: w.clubId,
    memberId: leader.id,
    year: 2026,
    firstName: 'Liisa',
    lastName: 'Jumper',
    email: 'liisa@example.com',
    signature: 'M 1 1 L 2 2',
    signedAt: new Date('2026-03-02T10:00:00Z'),
    language: 'en',
  });
  // a second club with every switch off, with a debtor and a load left open
  const quiet = await w.repos.clubs.insert({
    name: 'Quiet',
    clubKey: 'quiet',
    notificationEmail: 'q@example.com',
  });
  quietClubId = quiet.id;
  await w.repos.members.insert({
    clubId: quiet.id,
    firstName: 'Q',
    lastName: 'Debtor',
    role: 'jumper',
    email: 'qdebtor@example.com',
    balanceCents: -9900,
  });
  await addLoad(quiet.id, '2026-03-27', 1);
});
afterAll(async () => {
  await w?.close();
});

/** Ticks every `stepMin` minutes from `fromIso` up to `toIso` (exclusive) with the given jobs. */
async function tickRange(jobs: JobDefinition[], fromIso: string, toIso: string, stepMin = 15) {
  const fired: string[] = [];
  for (let at = new Date(fromIso).getTime(); at < new Date(toIso).getTime(); at += stepMin * MINUTE) {
    w.clock.set(new Date(at).toISOString());
    for (const o of await tick(w.repos.jobs, jobs, w.clock.now(), log)) {
      if (o.outcome !== 'skipped') {
        fired.push(`${new Date(at).toISOString()} ${o.period}`);
      }
    }
  }
  return fired;
}

describe('payment reminders', () => {
  it('go once at Monday 00:00 in the club’s zone across the spring daylight-saving change, in each one’s language', async () => {
    const mailer = fakeMailer();
    const job = paymentRemindersJob({ repos: w.repos, mailer });
    // Sunday 29 March 2026 (clocks went 03:00 → 04:00): Monday 00:00 in Helsinki is 21:00Z, not 22:00Z
    const fired = await tickRange([job], '2026-03-29T18:00:00Z', '2026-03-30T06:00:00Z');
    expect(fired).toEqual([`2026-03-29T21:00:00.000Z club:${w.clubId}:2026-W14`]);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(['jane@example.com', 'matti@example.com']);

    const fi = mailer.sent.find((m) => m.to === 'matti@example.com') as Mail;
    expect(fi.subject).toBe('Maksumuistutus – Skydive Utti');
    expect(plain(fi.text)).toContain('Saldosi kerhossa Skydive Utti on -45,50 €.');
    expect(fi.text).toContain('- MobilePay 040 123 4567\n- Tilisiirto FI12 3456 7890 1234 56');
    const en = mailer.sent.find((m) => m.to === 'jane@example.com') as Mail;
    expect(en.subject).toBe('Payment reminder – Skydive Utti');
    expect(plain(en.text)).toContain('Your balance at Skydive Utti is -€12.00.');
    expect(en.text).toContain('You can pay by:');

    const [run] = await w.repos.jobs.runs('paymentReminders');
    expect(run).toMatchObject({ status: 'done', sent: 2, failed: 0, error: null, attempts: 1 });
    expect(run?.finishedAt).toBeInstanceOf(Date);
  });

  it('go at 22:00Z on the Mondays of winter time (before and after the autumn change), never on other days', async () => {
    const mailer = fakeMailer();
    const job = paymentRemindersJob({ repos: w.repos, mailer });
    expect(await tickRange([job], '2026-03-22T20:00:00Z', '2026-03-23T01:00:00Z')).toEqual([
      `2026-03-22T22:00:00.000Z club:${w.clubId}:2026-W13`,
    ]);
    // Sunday 25 October (04:00 → 03:00) is 25 hours long; Monday starts at 22:00Z
    expect(await tickRange([job], '2026-10-25T00:00:00Z', '2026-10-26T01:00:00Z', 30)).toEqual([
      `2026-10-25T22:00:00.000Z club:${w.clubId}:2026-W44`,
    ]);
    // Tuesday to Sunday of that week: nothing
    expect(await tickRange([job], '2026-10-26T22:00:00Z', '2026-11-01T22:00:00Z', 60)).toEqual([]);
    expect(mailer.sent).toHaveLength(4);
  });

  it('run once per period with two nodes ticking at the same minute', async () => {
    const a = fakeMailer();
    const b = fakeMailer();
    const at = new Date('2026-04-06T00:00:00+03:00');
    const outcomes = await Promise.all(
      [a, b].map((mailer) => tick(w.repos.jobs, [paymentRemindersJob({ repos: w.repos, mailer })], at, log)),
    );
    expect(outcomes.flat().filter((o) => o.outcome === 'done')).toHaveLength(1);
    expect(a.sent.length + b.sent.length).toBe(2);
    // and later that Monday, on either node, nothing more
    const later = new Date('2026-04-06T12:00:00+03:00');
    expect(
      (await tick(w.repos.jobs, [paymentRemindersJob({ repos: w.repos, mailer: a })], later, log))[0]
        ?.outcome,
    ).toBe('skipped');
    expect(a.sent.length + b.sent.length).toBe(2);
  });

  it('record a failing mail and still send the others', async () => {
    const mailer = fakeMailer(['matti@example.com']);
    const at = new Date('2026-04-13T00:01:00+03:00');
    const [o] = await tick(w.repos.jobs, [paymentRemindersJob({ repos: w.repos, mailer })], at, log);
    expect(o?.outcome).toBe('done');
    expect(mailer.sent.map((m) => m.to)).toEqual(['jane@example.com']);
    const run = (await w.repos.jobs.runs('paymentReminders')).find((r) => r.period.endsWith('2026-W16'));
    expect(run).toMatchObject({ status: 'done', sent: 1, failed: 1 });
    expect(run?.error).toBe('matti@example.com: 550 mailbox unavailable');
  });

  it('send nothing to a club whose switch is off', async () => {
    const mailer = fakeMailer();
    const job = paymentRemindersJob({ repos: w.repos, mailer });
    const dues = await job.due(new Date('2026-04-20T00:00:00+03:00'));
    expect(dues.map((d) => d.period)).toEqual([`club:${w.clubId}:2026-W17`]);
    expect(dues.some((d) => d.period.includes(quietClubId))).toBe(false);
  });
});

describe('unlanded-load reminders', () => {
  it('go daily to the club and each jump leader for past days’ open and flying loads, once a day', async () => {
    await addLoad(w.clubId, '2026-05-02', 1, leaderId);
    await addLoad(w.clubId, '2026-05-02', 2, leaderId, 'flying');
    await addLoad(w.clubId, '2026-05-02', 3, null, 'landed');
    await addLoad(w.clubId, '2026-05-03', 1, leaderId);
    const mailer = fakeMailer();
    const job = unlandedLoadRemindersJob({ repos: w.repos, mailer });
    // Sunday 3 May: 00:00 in Helsinki is 21:00Z on the 2nd
    const fired = await tickRange([job], '2026-05-02T20:00:00Z', '2026-05-03T08:00:00Z', 30);
    // the 2nd's run finds no loads of earlier days; the 3rd's finds the 2nd's
    expect(fired).toEqual([
      `2026-05-02T20:00:00.000Z club:${w.clubId}:2026-05-02`,
      `2026-05-02T21:00:00.000Z club:${w.clubId}:2026-05-03`,
    ]);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(['liisa@example.com', 'manifest@utti.fi']);
    const club = mailer.sent.find((m) => m.to === 'manifest@utti.fi') as Mail;
    expect(club.subject).toBe('Laskeutumattomia kuormia – Skydive Utti');
    expect(club.text).toContain('2.5.2026, kuorma 1 (auki)\n2.5.2026, kuorma 2 (ilmassa)\n\n');
    expect(club.text).not.toContain('kuorma 3');
    const leader = mailer.sent.find((m) => m.to === 'liisa@example.com') as Mail;
    expect(leader.subject).toBe('Loads not landed – Skydive Utti');
    expect(leader.text).toContain('02/05/2026, load 1 (open)\n02/05/2026, load 2 (flying)\n\n');
    const runs = await w.repos.jobs.runs('unlandedLoadReminders');
    expect(runs.map((r) => [r.period.slice(-10), r.sent, r.failed])).toEqual([
      ['2026-05-03', 2, 0],
      ['2026-05-02', 0, 0],
    ]);
    // the quiet club's open load goes nowhere
    expect(mailer.sent.some((m) => m.to === 'q@example.com')).toBe(false);
  });
});
