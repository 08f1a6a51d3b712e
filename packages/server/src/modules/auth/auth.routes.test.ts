import { ACCESS_COOKIE, REFRESH_COOKIE, SESSION_MARKER_COOKIE } from '@dz/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../db/schema/index';
import {
  addConfirmedUser,
  cookiesOf,
  cookieValue,
  createTestApp,
  setupBody,
  setupClub,
  type TestApp,
} from '../../test/app';

let t: TestApp;
let ownerCookies: string;

beforeAll(async () => {
  t = await createTestApp();
  ownerCookies = await setupClub(t.app);
});
afterAll(async () => {
  await t.close();
});

const login = (usernameOrEmail: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { usernameOrEmail, password } });

/** Blocks or unblocks a user in its club (the block is the membership's). */
async function setBlocked(username: string, blocked: boolean) {
  const db = t.app.ctx.db;
  await db
    .update(memberships)
    .set({ blocked })
    .where(
      inArray(
        memberships.userId,
        db.select({ id: users.id }).from(users).where(eq(users.username, username)),
      ),
    );
}

describe('POST /api/login', () => {
  it('answers 400 with a line per missing field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Some fields are invalid', locale: 'error.invalidFields' });
    expect(res.json().validationMessage).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^usernameOrEmail: /),
        expect.stringMatching(/^password: /),
      ]),
    );
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const wrong = await login(setupBody.username, 'wrong-password');
    const unknown = await login('nobody', 'wrong-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Invalid username or password',
        locale: 'error.invalidCredentials',
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('signs in by username or e-mail, any case, with httpOnly SameSite cookies on Path=/', async () => {
    for (const id of [setupBody.username, setupBody.email.toUpperCase()]) {
      const res = await login(id, setupBody.password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: 'chief', role: 'overlord', admin: true, confirmed: true });
      expect(res.json()).not.toHaveProperty('passwordHash');
      for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
        const c = res.cookies.find((x) => x.name === name);
        expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      }
      const access = res.cookies.find((x) => x.name === ACCESS_COOKIE);
      expect(access?.maxAge).toBeLessThanOrEqual(15 * 60);
      // the page's "signed in" marker: readable, no secret, as long as the refresh cookie
      const marker = res.cookies.find((x) => x.name === SESSION_MARKER_COOKIE);
      const refresh = res.cookies.find((x) => x.name === REFRESH_COOKIE);
      expect(marker).toMatchObject({ value: '1', path: '/', maxAge: refresh?.maxAge });
      expect(marker?.httpOnly).toBeFalsy();
    }
  });

  it('clears the marker cookie with the session at logout', async () => {
    const session = await login(setupBody.username, setupBody.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/revoke',
      headers: { cookie: cookiesOf(session) },
    });
    const marker = res.cookies.find((x) => x.name === SESSION_MARKER_COOKIE);
    expect(marker?.value).toBe('');
  });

  it('keeps the marker in step with the refresh cookie on any call (sign-ins from before the marker)', async () => {
    const session = await login(setupBody.username, setupBody.password);
    const markerOf = async (cookie: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/setup', headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      return res.cookies.find((x) => x.name === SESSION_MARKER_COOKIE);
    };
    expect(await markerOf(cookiesOf(session))).toMatchObject({ value: '1', path: '/' });
    expect((await markerOf(`${SESSION_MARKER_COOKIE}=1`))?.value).toBe('');
    expect(await markerOf(`${cookiesOf(session)}; ${SESSION_MARKER_COOKIE}=1`)).toBeUndefined();
    expect(await markerOf('')).toBeUndefined();
  });

  it('refuses a blocked user and an unconfirmed user with their messages', async () => {
    await setBlocked('chief', true);
    const blocked = await login('chief', setupBody.password);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('User is blocked from club');
    await setBlocked('chief', false);
    await t.app.ctx.db.update(users).set({ confirmed: false }).where(eq(users.username, 'chief'));
    const unconfirmed = await login('chief', setupBody.password);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().message).toBe('Please verify your email address');
    await t.app.ctx.db.update(users).set({ confirmed: true }).where(eq(users.username, 'chief'));
  });
});

describe('a user blocked while signed in', () => {
  it('gets userBlocked from the refresh, and the session is gone', async () => {
    const session = await login('chief', setupBody.password);
    const refreshCookie = `${REFRESH_COOKIE}=${cookieValue(session, REFRESH_COOKIE)}`;
    await setBlocked('chief', true);
    try {
      const user = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: cookiesOf(session) },
      });
      expect(user.statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/refresh',
        headers: { cookie: refreshCookie },
      });
      expect(refresh.statusCode).toBe(403);
      expect(refresh.json()).toMatchObject({
        message: 'User is blocked from club',
        locale: 'error.userBlocked',
      });
      await setBlocked('chief', false);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/refresh',
        headers: { cookie: refreshCookie },
      });
      expect(again.statusCode).toBe(401);
    } finally {
      await setBlocked('chief', false);
    }
  });
});

describe('a user an admin blocks while they are signed in', () => {
  it('gets userBlocked from the refresh although blocking revoked the sign-in, and the cookies are cleared', async () => {
    const jumper = await addConfirmedUser(t, 'estetty');
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${jumper.id}`,
      headers: { cookie: ownerCookies },
      payload: { blocked: true },
    });
    expect(block.statusCode).toBe(200);

    const call = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: jumper.cookie } });
    expect(call.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { cookie: jumper.cookie },
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json()).toMatchObject({
      message: 'User is blocked from club',
      locale: 'error.userBlocked',
    });
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, SESSION_MARKER_COOKIE]) {
      expect(refresh.cookies.find((c) => c.name === name)?.value).toBe('');
    }

    // unblocked, the old sign-in stays ended: a plain "Session expired."
    const unblock = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${jumper.id}`,
      headers: { cookie: ownerCookies },
      payload: { blocked: false },
    });
    expect(unblock.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { cookie: jumper.cookie },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().locale).toBe('error.sessionExpired');
  });
});

describe('GET /api/user', () => {
  it('answers 401 without a session and with a forged token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${ACCESS_COOKIE}=abc.def` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().locale).toBe('error.notAuthenticated');
  });

  it('answers the signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: ownerCookies } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'chief',
      displayName: 'Anna Virtanen',
      linkedMember: expect.any(String),
    });
  });
});

describe('POST /api/refresh', () => {
  it('rotates the refresh token, and a reused old token revokes the whole sign-in', async () => {
    const signIn = await login('chief', setupBody.password);
    const first = cookieValue(signIn, REFRESH_COOKIE);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { cookie: `${REFRESH_COOKIE}=${first}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = cookieValue(refreshed, REFRESH_COOKIE);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { cookie: `${REFRESH_COOKIE}=${first}` },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Session expired.');

    // the family is revoked: the newest token and its access token stop working too
    const afterReuse = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { cookie: `${REFRESH_COOKIE}=${second}` },
    });
    expect(afterReuse.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: cookiesOf(refreshed) },
    });
    expect(user.statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/refresh' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/revoke', () => {
  it('logs out: clears the cookies and ends the access token at once', async () => {
    const signIn = await login('chief', setupBody.password);
    const cookie = cookiesOf(signIn);
    const res = await t.app.inject({ method: 'POST', url: '/api/revoke', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.filter((c) => c.name === ACCESS_COOKIE || c.name === REFRESH_COOKIE);
    expect(cleared.every((c) => c.value === '' && c.path === '/')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/refresh', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('works without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/revoke' })).statusCode).toBe(200);
  });
});

describe('cross-site protection', () => {
  it('refuses a state-changing request from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { usernameOrEmail: 'chief', password: setupBody.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().locale).toBe('error.crossSiteRequest');
  });

  it('refuses Sec-Fetch-Site: cross-site and accepts the same origin', async () => {
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/revoke',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { usernameOrEmail: 'chief', password: setupBody.password },
    });
    expect(same.statusCode).toBe(200);
  });
});
