import { statsResponse } from '@dz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser, cookiesOf, setupBody } from '../../test/app';
import { createMember } from '../../test/factories';
import { as, type LoadsWorld, loadsWorld } from '../../test/loads.fixture';

/**
 * A small season, counted by hand (names are "<First> Meikäläinen"):
 *
 * 2026-06-13 (the fixed clock's Saturday)
 *   A  landed, pilot Pilotti, 29 min: a tandem (Tandem + Passenger) with Video filming it, Fun alone (normal)
 *   B  landed, pilot Lentäjä, 60 min: Aff with the AFF student Student, Member alone (normal), Fun did not jump
 *   C  open, pilot Pilotti, 100 min: Fun                                    → not counted
 *   D  landed then reopened, pilot Pilotti, 50 min: Member                  → not counted
 * 2026-12-31, 23:30 in Helsinki (21:30 UTC)
 *   E  landed, pilot Lentäjä, 30 min: a tandem (Tandem + Passenger), Student alone (type student)
 * 2027-01-01, 00:30 in Helsinki (still 2026-12-31 22:30 UTC: the year turns at the club's midnight)
 *   F  landed, pilot Pilotti, 20 min: Fun and Member alone
 *
 * 2026: jumps June 7 (A 4, B 3), December 3 = 10; tandems 1 + 1 = 2 (a tandem is two jumps but one tandem);
 * student jumps June 1, December 1; sport jumps June 2 (Fun on A, Member on B); tandem video jumps June 1.
 * Jump ranking (passengers left out): Student 2, Tandem 2, then Aff, Fun, Member, Video 1 each (by name).
 * Pilots: Lentäjä 2 loads, 90 min → 2 h; Pilotti 1 load, 29 min → 0 h.
 * 2027: Fun and Member, 2 sport jumps in January; Pilotti 1 load, 20 min → 0 h.
 */

let w: LoadsWorld;
/** The admin's cookie, signed in again whenever the clock moves (the access token expires). */
let admin: string;
let jumper: { memberId: string; username: string; cookie: string };
let lentaja: string;
let statements = 0;

const login = async (usernameOrEmail: string, password: string) =>
  cookiesOf(
    await w.t.app.inject({ method: 'POST', url: '/api/login', payload: { usernameOrEmail, password } }),
  );

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(w.t.app, admin, method, url, payload);

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await call(method, url, payload);
  if (res.statusCode >= 300) {
    throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  }
  return res.json();
}

/** Moves the clock to an instant and signs the admin in again. */
async function at(iso: string) {
  w.clock.set(iso);
  admin = await login(setupBody.username, setupBody.password);
}

/** Today's load with a pilot and flight minutes, its jumpers manifested (1000 m, own gear) one group each. */
async function load(pilot: string, flightTime: number, groups: Record<string, unknown>[]): Promise<string> {
  const created = await ok('POST', '/api/loads', { date: clubToday(), pilot });
  await ok('PUT', `/api/loads/${created._id}`, { flightTime });
  for (const g of groups) {
    await ok('POST', `/api/loads/${created._id}/jumpers`, { altitude: 1000, ownGear: true, ...g });
  }
  return created._id;
}

/** The club day of the clock in Helsinki (the club's zone). */
function clubToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(w.clock.now());
}

const stats = (cookie: string, query: string) => as(w.t.app, cookie, 'GET', `/api/stats${query}`);
const months = (counts: Record<number, number>) => Array.from({ length: 12 }, (_, i) => counts[i + 1] ?? 0);

beforeAll(async () => {
  w = await loadsWorld(() => {
    statements += 1;
  });
  admin = w.admin;
  const { m } = w;
  lentaja = (
    await createMember(w.t.app, admin, {
      firstName: 'Lentäjä',
      nickname: 'Lepa',
      isPilot: true,
      license: 'D',
      pilotExitWeight: 80,
    })
  )._id;
  const member = await createMember(w.t.app, admin, { firstName: 'Jaakko', license: 'A', exitWeight: 80 });
  const user = await addConfirmedUser(w.t, 'jaakko');
  await ok('PUT', `/api/user/${user.id}`, { linkedMember: member._id });
  jumper = { memberId: member._id, username: 'jaakko', cookie: user.cookie };

  // 2026-06-13
  const a = await load(m.pilot, 29, [
    { memberId: m.tandemI, type: 'tandem', tandemMemberId: m.passenger, videoFlyerId: m.video },
    { memberId: m.fun, type: 'normal' },
  ]);
  await ok('POST', `/api/loads/${a}/land`);
  const b = await load(lentaja, 60, [
    { memberId: m.affI, type: 'instructor', students: [{ memberId: m.student }] },
    { memberId: m.member, type: 'normal' },
    { memberId: m.fun, type: 'normal' },
  ]);
  const onB = (await ok('GET', `/api/loads/${clubToday()}`)).loads.find((l: { _id: string }) => l._id === b);
  const funOnB = onB.jumpers.find((j: { memberId: string }) => j.memberId === m.fun)._id;
  await ok('PUT', `/api/loads/${b}/jumpers/${funOnB}`, { didNotJump: true });
  await ok('POST', `/api/loads/${b}/land`);
  await load(m.pilot, 100, [{ memberId: m.fun, type: 'normal' }]);
  const d = await load(m.pilot, 50, [{ memberId: m.member, type: 'normal' }]);
  await ok('POST', `/api/loads/${d}/land`);
  w.clock.advance(60_000);
  await ok('POST', `/api/loads/${d}/open`);

  // the last evening of 2026 and the first minutes of 2027 in Helsinki
  await at('2026-12-31T21:30:00.000Z');
  const e = await load(lentaja, 30, [
    { memberId: m.tandemI, type: 'tandem', tandemMemberId: m.passenger },
    { memberId: m.student, type: 'student' },
  ]);
  await ok('POST', `/api/loads/${e}/land`);
  await at('2026-12-31T22:30:00.000Z');
  const f = await load(m.pilot, 20, [
    { memberId: m.fun, type: 'normal' },
    { memberId: m.member, type: 'normal' },
  ]);
  await ok('POST', `/api/loads/${f}/land`);

  // the video flyer flew for free (balance 0) and leaves the club: the ranking keeps the name
  await ok('DELETE', '/api/member', { ids: [m.video] });
  await ok('POST', '/api/payment', { memberId: jumper.memberId, amount: 100, method: 'Kortti', comment: '' });

  // asked in March 2028: a year without loads is still offered as the current one
  await at('2028-03-01T10:00:00.000Z');
  jumper.cookie = await login(jumper.username, 'Password-1');
});
afterAll(async () => {
  await w.t.close();
});

describe('GET /api/stats?year=', () => {
  it('counts 2026 from the landed loads and the jumpers who jumped', async () => {
    const res = await stats(admin, '?year=2026');
    expect(res.statusCode).toBe(200);
    const body = statsResponse.parse(res.json());
    expect(body.year).toBe(2026);
    expect(body.years).toEqual([2028, 2027, 2026]);
    expect(body.jumps).toEqual({ months: months({ 6: 7, 12: 3 }), total: 10 });
    expect(body.tandems).toEqual({ months: months({ 6: 1, 12: 1 }), total: 2 });
    expect(body.studentJumps).toEqual({ months: months({ 6: 1, 12: 1 }), total: 2 });
    expect(body.sportJumps).toEqual({ months: months({ 6: 2 }), total: 2 });
    expect(body.tandemVideoJumps).toEqual({ months: months({ 6: 1 }), total: 1 });
    expect(body.perDate).toEqual([
      { date: '2026-06-13', loads: 2, jumps: 7, tandems: 1, students: 1, flightMinutes: 89 },
      { date: '2026-12-31', loads: 1, jumps: 3, tandems: 1, students: 1, flightMinutes: 30 },
    ]);
  });

  it('ranks jumpers (not tandem passengers), students and pilots; a deleted member keeps the name', async () => {
    const body = (await stats(admin, '?year=2026')).json();
    const { m } = w;
    expect(body.jumpRanking.map((r: { name: string; jumps: number }) => [r.name, r.jumps])).toEqual([
      ['Student Meikäläinen', 2],
      ['Tandem Meikäläinen', 2],
      ['Aff Meikäläinen', 1],
      ['Fun Meikäläinen', 1],
      ['Member Meikäläinen', 1],
      ['Video Meikäläinen', 1],
    ]);
    expect(body.jumpRanking).not.toContainEqual(expect.objectContaining({ memberId: m.passenger }));
    expect(body.studentRanking).toEqual([
      { memberId: m.student, name: 'Student Meikäläinen', role: 'student-aff', license: '', jumps: 2 },
    ]);
    expect(body.pilotRanking).toEqual([
      { memberId: lentaja, name: "Lentäjä Meikäläinen 'Lepa'", loads: 2, flightMinutes: 90, flightHours: 2 },
      { memberId: m.pilot, name: 'Pilotti Meikäläinen', loads: 1, flightMinutes: 29, flightHours: 0 },
    ]);
  });

  it('counts the load of the first club day of 2027 in 2027 only', async () => {
    const body = (await stats(jumper.cookie, '?year=2027')).json();
    expect(body.jumps).toEqual({ months: months({ 1: 2 }), total: 2 });
    expect(body.sportJumps.total).toBe(2);
    expect(body.tandems.total).toBe(0);
    expect(body.perDate).toEqual([
      { date: '2027-01-01', loads: 1, jumps: 2, tandems: 0, students: 0, flightMinutes: 20 },
    ]);
    expect(body.pilotRanking).toEqual([
      { memberId: w.m.pilot, name: 'Pilotti Meikäläinen', loads: 1, flightMinutes: 20, flightHours: 0 },
    ]);
    expect(body.jumpRanking.map((r: { name: string }) => r.name)).toEqual([
      'Fun Meikäläinen',
      'Member Meikäläinen',
    ]);
  });

  it('answers a year without loads with zeros and empty lists', async () => {
    const body = (await stats(jumper.cookie, '?year=2030')).json();
    expect(body.jumps).toEqual({ months: months({}), total: 0 });
    expect(body.jumpRanking).toEqual([]);
    expect(body.pilotRanking).toEqual([]);
    expect(body.perDate).toEqual([]);
  });

  it('summarises the club now, deleted members left out; money sums only for admins', async () => {
    const adminView = (await stats(admin, '?year=2026')).json().summary;
    // Anna (the overlord's member), the eight of the loads world without Video (deleted), Lentäjä and Jaakko.
    // Money, 20 € a jump (1000 m, own gear): Fun A + F −40 (not B: did not jump; not C: open), Member B + F −40
    // (D refunded when reopened), Student B + E −40, Jaakko paid +100; the tandem and the instructors flew free
    expect(adminView).toEqual({
      licenses: { A: 1, B: 0, C: 0, D: 1 },
      balanceSum: -20,
      negativeBalanceSum: -120,
      members: 10,
      students: 1,
      tandemStudents: 1,
      pilots: 2,
      clubMembers: 1,
      licensedJumpers: 2,
    });
    const list = (await call('GET', '/api/member')).json() as { balance: number }[];
    expect(list.reduce((sum, x) => sum + x.balance, 0)).toBe(-20);

    const jumperView = (await stats(jumper.cookie, '?year=2026')).json().summary;
    expect(jumperView).toEqual({ ...adminView, balanceSum: null, negativeBalanceSum: null });
  });

  it('sends as many SQL statements for a busy year as for an empty one (7: the session, the club and five aggregates)', async () => {
    // the embedded database keeps the session's user from the call before (nothing was written since)
    const expected = w.t.app.ctx.database.writes ? 6 : 7;
    const count = async (year: number) => {
      // no board of an earlier change still being computed for its socket event
      await w.t.app.ctx.boardPushes.idle();
      statements = 0;
      expect((await stats(jumper.cookie, `?year=${year}`)).statusCode).toBe(200);
      return statements;
    };
    await count(2025);
    const busy = await count(2026);
    expect(busy).toBe(expected);
    expect(await count(2027)).toBe(busy);
    expect(await count(2030)).toBe(busy);
  });

  it('refuses a missing or invalid year (400) and an anonymous caller (401)', async () => {
    for (const query of ['', '?year=', '?year=%20']) {
      const res = await stats(jumper.cookie, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Year is required', locale: 'error.yearRequired' });
    }
    for (const query of ['?year=abc', '?year=26', '?year=1999', '?year=2101', '?year=2026.5']) {
      const res = await stats(jumper.cookie, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Invalid year',
        locale: 'error.invalidYear',
        validationErrors: [{ field: 'year', fieldLocale: 'fields.year', locale: 'error.invalidYear' }],
      });
    }
    const anonymous = await w.t.app.inject({ method: 'GET', url: '/api/stats?year=2026' });
    expect(anonymous.statusCode).toBe(401);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(401);
  });
});
