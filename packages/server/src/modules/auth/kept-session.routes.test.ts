import { REFRESH_COOKIE } from '@dz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addConfirmedUser,
  cookiesOf,
  cookieValue,
  createTestApp,
  setupClub,
  type TestApp,
} from '../../test/app';

let t: TestApp;
let owner: string;
let sessionReads = 0;

const as = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onQuery: (sql) => {
        // the session's user: the account and its membership of the live refresh family's club
        if (/from "refresh_tokens"/.test(sql) && /join "users"/.test(sql) && /join "memberships"/.test(sql)) {
          sessionReads++;
        }
      },
    },
  );
  owner = await setupClub(t.app);
});
afterAll(async () => {
  await t.close();
});

const login = (name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { usernameOrEmail: name, password: 'Password-1' },
  });

describe('the session of a signed-in read', () => {
  it('is read once while nothing is written on the embedded database, and at every read on PostgreSQL', async () => {
    await as(owner, 'GET', '/api/user');
    sessionReads = 0;
    for (let i = 0; i < 5; i++) {
      expect((await as(owner, 'GET', '/api/user')).statusCode).toBe(200);
    }
    expect(sessionReads).toBe(t.app.ctx.database.writes ? 0 : 5);
  });

  it('ends at once when the user is blocked, although it was kept a moment before', async () => {
    const u = await addConfirmedUser(t, 'kept');
    expect((await as(u.cookie, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await as(u.cookie, 'GET', '/api/user')).statusCode).toBe(200);
    await as(owner, 'PUT', `/api/user/${u.id}`, { blocked: true });
    expect((await as(u.cookie, 'GET', '/api/user')).statusCode).toBe(401);
  });

  it('ends at once when the password is changed on another device', async () => {
    const u = await addConfirmedUser(t, 'kept2');
    const otherCookie = cookiesOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { usernameOrEmail: 'kept2', password: 'Password-1' },
      }),
    );
    expect((await as(otherCookie, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await as(otherCookie, 'GET', '/api/user')).statusCode).toBe(200);
    const changed = await as(u.cookie, 'PUT', '/api/user', {
      currentPassword: 'Password-1',
      newPassword: 'Another-pass2',
    });
    expect(changed.statusCode).toBe(200);
    expect((await as(otherCookie, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await as(u.cookie, 'GET', '/api/user')).statusCode).toBe(200);
  });

  it('ends at once at logout, although it was kept a moment before', async () => {
    await addConfirmedUser(t, 'kept3');
    const signIn = await login('kept3');
    const cookie = cookiesOf(signIn);
    expect((await as(cookie, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await as(cookie, 'GET', '/api/user')).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/revoke', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    // the access token itself is good for minutes yet: its sign-in is what ended
    expect((await as(cookie, 'GET', '/api/user')).statusCode).toBe(401);
  });

  it('ends at once when a reused refresh token revokes the sign-in', async () => {
    await addConfirmedUser(t, 'kept4');
    const signIn = await login('kept4');
    const cookie = cookiesOf(signIn);
    const first = cookieValue(signIn, REFRESH_COOKIE);
    expect((await as(cookie, 'GET', '/api/user')).statusCode).toBe(200);
    const refresh = (token: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/refresh',
        headers: { cookie: `${REFRESH_COOKIE}=${token}` },
      });
    expect((await refresh(first)).statusCode).toBe(200);
    expect((await as(cookie, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await as(cookie, 'GET', '/api/user')).statusCode).toBe(200);
    // the old token again: taken for a stolen one, the whole sign-in is revoked
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await as(cookie, 'GET', '/api/user')).statusCode).toBe(401);
  });
});
