import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addConfirmedUser,
  type addSecondClub,
  cookiesOf,
  createTestApp,
  lastMail,
  secondClub,
  setupBody,
  setupClub,
  type TestApp,
} from '../../test/app';
import { createTestClock } from '../../test/clock';

const clock = createTestClock();
let t: TestApp;
let host = '';

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  host = await setupClub(t.app);
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** Each call from its own address: the registration limit (which guards invitations too) stays away. */
const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    remoteAddress: `10.8.${Math.floor(++address / 250)}.${address % 250}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

const login = (usernameOrEmail: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { usernameOrEmail, password } });

describe('the host console', () => {
  let second: Awaited<ReturnType<typeof addSecondClub>>;

  it('is the installation’s first user’s only: other admins and jumpers are refused', async () => {
    const plain = await addConfirmedUser(t, 'plainjumper');
    const admin = await addConfirmedUser(t, 'otheradmin');
    await call(host, 'PUT', `/api/user/${admin.id}`, { admin: true });
    for (const cookie of [plain.cookie, admin.cookie]) {
      const list = await call(cookie, 'GET', '/api/clubs');
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject({
        message: 'Only the host of this installation can do this',
        locale: 'error.onlyHost',
      });
      expect((await call(cookie, 'POST', '/api/clubs', secondClub)).statusCode).toBe(403);
    }
    expect((await call(undefined, 'GET', '/api/clubs')).statusCode).toBe(401);
    expect((await call(host, 'GET', '/api/user')).json().host).toBe(true);
  });

  it('creates a club and mails its first admin a link valid 7 days', async () => {
    const res = await call(host, 'POST', '/api/clubs', secondClub);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Kerho Kaksi',
      slug: 'kerho-kaksi',
      suspended: false,
      members: 0,
      users: 0,
      loadsThisYear: 0,
      invitation: { email: secondClub.adminEmail, accepted: false },
    });
    expect(new Date(res.json().invitation.expiresAt).getTime() - clock.now().getTime()).toBe(
      7 * 24 * 60 * 60 * 1000,
    );
    const mail = lastMail(t.dataDir, '/invitation');
    expect(mail.to).toContain(secondClub.adminEmail);
    expect(mail.raw).toContain('Kerho Kaksi');
    const info = await call(undefined, 'GET', `/api/invitations/${encodeURIComponent(mail.token ?? '')}`);
    expect(info.json()).toEqual({ clubName: 'Kerho Kaksi', email: secondClub.adminEmail, hasAccount: false });
  });

  it('refuses a club key or public name another club has, with their messages', async () => {
    const key = await call(host, 'POST', '/api/clubs', {
      ...secondClub,
      slug: 'kolmas',
      clubKey: 'kaksi2026',
    });
    expect(key.statusCode).toBe(409);
    expect(key.json().locale).toBe('error.clubKeyTaken');
    const slug = await call(host, 'POST', '/api/clubs', { ...secondClub, clubKey: 'kolmas2026' });
    expect(slug.statusCode).toBe(409);
    expect(slug.json().locale).toBe('error.clubSlugTaken');
    const first = await call(host, 'POST', '/api/clubs', {
      ...secondClub,
      slug: 'x3',
      clubKey: setupBody.clubKey,
    });
    expect(first.statusCode).toBe(400);
  });

  it('lets the invited admin accept once, as the new club’s admin with a member of its own', async () => {
    const token = lastMail(t.dataDir, '/invitation').token ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, username: 'kaksiadmin', displayName: 'Kaisa Kakkonen', password: 'Password-2' },
    });
    expect(res.statusCode).toBe(201);
    const cookie = cookiesOf(res);
    const session = (await call(cookie, 'GET', '/api/session')).json();
    expect(session.club.name).toBe('Kerho Kaksi');
    expect(session.user).toMatchObject({ admin: true, role: 'admin', host: false, confirmed: true });
    expect(session.member).toMatchObject({ firstName: 'Kaisa', lastName: 'Kakkonen' });
    expect(session.clubs).toEqual([expect.objectContaining({ name: 'Kerho Kaksi', current: true })]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, username: 'kaksiadmin2', displayName: 'Toinen', password: 'Password-2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().locale).toBe('error.invitationInvalid');
    second = { clubId: session.club._id, adminCookie: cookie, adminId: session.user._id };
    const listed = (await call(host, 'GET', '/api/clubs')).json();
    expect(listed.find((c: { _id: string }) => c._id === second.clubId)).toMatchObject({
      members: 1,
      users: 1,
      invitation: { accepted: true },
    });
  });

  it('leaves the host out of the new club: no membership, no switch, none of its members', async () => {
    const session = (await call(host, 'GET', '/api/session')).json();
    expect(session.clubs.map((c: { name: string }) => c.name)).toEqual([setupBody.clubName]);
    const move = await call(host, 'POST', '/api/session/club', { clubId: second.clubId });
    expect(move.statusCode).toBe(403);
    expect(move.json().locale).toBe('error.notClubMember');
    const members = (await call(host, 'GET', '/api/members')).json();
    expect(JSON.stringify(members)).not.toContain('Kakkonen');
  });

  it('joins a jumper who registers with the new club’s key to that club only', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.7.0.1',
      payload: {
        clubKey: secondClub.clubKey,
        username: 'kaksijumper',
        email: 'kaksijumper@example.com',
        displayName: 'Kalle Kakkonen',
        password: 'Password-3',
      },
    });
    await call(undefined, 'POST', '/api/confirm-email', {
      token: lastMail(t.dataDir, '/confirm-email').token,
    });
    const users2 = (await call(second.adminCookie, 'GET', '/api/user/all')).json();
    expect(users2.map((u: { username: string }) => u.username).sort()).toEqual(['kaksiadmin', 'kaksijumper']);
    const users1 = (await call(host, 'GET', '/api/user/all')).json();
    expect(users1.map((u: { username: string }) => u.username)).not.toContain('kaksijumper');
  });

  it('gives a jumper of both clubs one account, a club switcher and separate rights', async () => {
    const both = await addConfirmedUser(t, 'twoclubs');
    clock.advance(60_000);
    const join = await call(both.cookie, 'POST', '/api/user/clubs', { clubKey: secondClub.clubKey });
    expect(join.statusCode).toBe(201);
    expect(join.json()).toMatchObject({ name: 'Kerho Kaksi', current: false });
    expect(
      (await call(both.cookie, 'POST', '/api/user/clubs', { clubKey: secondClub.clubKey })).json().locale,
    ).toBe('error.alreadyClubMember');
    expect((await call(both.cookie, 'POST', '/api/user/clubs', { clubKey: 'nope' })).json().locale).toBe(
      'error.invalidClubKey',
    );
    // the second club's admin makes them an admin there; the first club is not touched
    await call(second.adminCookie, 'PUT', `/api/user/${both.id}`, { admin: true });
    const before = (await call(both.cookie, 'GET', '/api/user')).json();
    expect(before).toMatchObject({ admin: false, clubId: expect.not.stringMatching(second.clubId) });
    const move = await call(both.cookie, 'POST', '/api/session/club', { clubId: second.clubId });
    expect(move.statusCode).toBe(200);
    const after = (await call(both.cookie, 'GET', '/api/user')).json();
    expect(after).toMatchObject({ admin: true, clubId: second.clubId });
    const session = (await call(both.cookie, 'GET', '/api/session')).json();
    expect(session.clubs.map((c: { name: string; current: boolean }) => [c.name, c.current])).toEqual([
      [setupBody.clubName, false],
      ['Kerho Kaksi', true],
    ]);
    // a new sign-in starts in the club chosen last
    const again = await login('twoclubs', 'Password-1');
    expect(again.json().clubId).toBe(second.clubId);
    // blocked in the second club: still signs in, to the first
    await call(second.adminCookie, 'PUT', `/api/user/${both.id}`, { blocked: true });
    const blocked = await login('twoclubs', 'Password-1');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().clubId).not.toBe(second.clubId);
    expect(
      (await call(cookiesOf(blocked), 'POST', '/api/session/club', { clubId: second.clubId })).json().locale,
    ).toBe('error.userBlocked');
  });

  it('suspends a club: its sign-ins end, nobody signs in or registers, its board says so; resume undoes it', async () => {
    const own = await call(
      host,
      'POST',
      `/api/clubs/${(await call(host, 'GET', '/api/user')).json().clubId}/suspend`,
    );
    expect(own.statusCode).toBe(409);
    expect(own.json().locale).toBe('error.cannotSuspendOwnClub');
    const res = await call(host, 'POST', `/api/clubs/${second.clubId}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json().suspended).toBe(true);
    expect((await call(second.adminCookie, 'GET', '/api/user')).statusCode).toBe(401);
    const signIn = await login('kaksiadmin', 'Password-2');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ message: 'The club is suspended', locale: 'error.clubSuspended' });
    const board = await call(undefined, 'GET', `/api/loads-public/today?club=${secondClub.slug}`);
    expect(board.statusCode).toBe(403);
    expect(board.json().locale).toBe('error.clubSuspended');
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.7.0.2',
      payload: {
        clubKey: secondClub.clubKey,
        username: 'latecomer',
        email: 'latecomer@example.com',
        displayName: 'Late Comer',
        password: 'Password-3',
      },
    });
    expect(register.json().locale).toBe('error.clubSuspended');
    // the first club's board and sign-ins go on
    expect((await call(undefined, 'GET', '/api/loads-public/today?club=skydive-utti')).statusCode).toBe(200);
    expect((await call(host, 'GET', '/api/user')).statusCode).toBe(200);
    const resumed = await call(host, 'POST', `/api/clubs/${second.clubId}/resume`);
    expect(resumed.json().suspended).toBe(false);
    expect((await login('kaksiadmin', 'Password-2')).statusCode).toBe(200);
    expect((await call(undefined, 'GET', `/api/loads-public/today?club=${secondClub.slug}`)).statusCode).toBe(
      200,
    );
  });

  it('lets an existing account accept with its password, and refuses a link 7 days old', async () => {
    const third = await call(host, 'POST', '/api/clubs', {
      name: 'Kolmas',
      clubKey: 'kolmas2026',
      slug: 'kolmas',
      timezone: 'Europe/Helsinki',
      adminEmail: 'twoclubs@example.com',
    });
    expect(third.statusCode).toBe(201);
    const token = lastMail(t.dataDir, '/invitation').token ?? '';
    expect((await call(undefined, 'GET', `/api/invitations/${token}`)).json().hasAccount).toBe(true);
    const wrong = await call(undefined, 'POST', '/api/invitations/accept-existing', {
      token,
      password: 'nope',
    });
    expect(wrong.json().locale).toBe('error.invalidCredentials');
    const ok = await call(undefined, 'POST', '/api/invitations/accept-existing', {
      token,
      password: 'Password-1',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ admin: true, clubId: third.json()._id });
    const clubs = (await call(cookiesOf(ok), 'GET', '/api/session')).json().clubs;
    expect(clubs.map((c: { name: string }) => c.name)).toEqual([setupBody.clubName, 'Kerho Kaksi', 'Kolmas']);

    await call(host, 'POST', `/api/clubs/${third.json()._id}/invitation`, { email: 'late@example.com' });
    const late = lastMail(t.dataDir, '/invitation').token ?? '';
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await call(undefined, 'GET', `/api/invitations/${late}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().locale).toBe('error.invitationInvalid');
  });
});
