import { ACCESS_COOKIE } from '@dz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser, createTestApp, setupClub, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const session = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });

/** The cookie header without the access cookie: a sign-in whose 15 minutes have run out. */
const withoutAccess = (cookie: string) =>
  cookie
    .split('; ')
    .filter((c) => !c.startsWith(`${ACCESS_COOKIE}=`))
    .join('; ');

describe('GET /api/session: the app start in one call', () => {
  let admin = '';

  it('says setup is needed before the club exists, to anyone', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ needsSetup: true, clubs: [], user: null, club: null, member: null });
  });

  it('answers a signed-in user with the club and their member, as their own calls do', async () => {
    admin = await setupClub(t.app);
    const res = await session(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.needsSetup).toBe(false);
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin } });
    const club = await t.app.inject({ method: 'GET', url: '/api/club', headers: { cookie: admin } });
    const me = await t.app.inject({ method: 'GET', url: '/api/member/me', headers: { cookie: admin } });
    expect(body.user).toEqual(user.json());
    expect(body.club).toEqual(club.json());
    expect(body.member).toEqual(me.json());
    // an admin sees the club key, as in GET /api/club
    expect(body.club.clubKey).toBeTypeOf('string');
  });

  it('answers a visitor without a session with no user', async () => {
    expect((await session()).json()).toEqual({
      needsSetup: false,
      clubs: [],
      user: null,
      club: null,
      member: null,
    });
  });

  it('answers 401 when only the refresh cookie is left, so the client refreshes and asks again', async () => {
    const res = await session(withoutAccess(admin));
    expect(res.statusCode).toBe(401);
    expect(res.json().locale).toBe('error.notAuthenticated');
  });

  it('gives a user not linked to a member no club and no member', async () => {
    const { cookie } = await addConfirmedUser(t, 'newjumper');
    const body = (await session(cookie)).json();
    expect(body.user).toMatchObject({ username: 'newjumper', linkedMember: null });
    expect(body.club).toBeNull();
    expect(body.member).toBeNull();
  });
});
