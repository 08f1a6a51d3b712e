import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens } from '../../db/schema/index';
import {
  cookiesOf,
  createTestApp,
  lastMail,
  mailCount,
  setupBody,
  setupClub,
  type TestApp,
} from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setupClub(t.app);
});
afterAll(async () => {
  await t.close();
});

const jumper = {
  clubKey: setupBody.clubKey,
  username: 'jussi',
  email: 'jussi@example.com',
  displayName: 'Jussi Jumper',
  password: 'Freefall-1',
};
const post = (url: string, payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const login = (usernameOrEmail: string, password: string, ip = '10.0.0.1') =>
  post('/api/login', { usernameOrEmail, password }, ip);

describe('POST /api/register', () => {
  it.each([
    [{ ...jumper, clubKey: 'wrong' }, 400, 'Invalid club key'],
    [{ ...jumper, username: 'CHIEF' }, 409, 'Username already exists'],
    [{ ...jumper, email: 'Chief@Example.com' }, 409, 'Email already exists'],
  ])('refuses %#', async (payload, status, message) => {
    const res = await post('/api/register', payload, '10.1.0.1');
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('refuses invalid fields with 400 and nothing saved', async () => {
    const res = await post(
      '/api/register',
      { ...jumper, password: 'short', username: 'bad name' },
      '10.1.0.2',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().validationMessage).toEqual(
      expect.arrayContaining(['password: 8 characters minimum', 'username: Only A-z and 0-9 allowed']),
    );
    expect(await t.app.ctx.db.select().from(users).where(eq(users.username, 'bad name'))).toHaveLength(0);
  });

  it('creates an unconfirmed user, mails the link, and refuses login until confirmed', async () => {
    const res = await post('/api/register', jumper, '10.1.0.3');
    expect(res.statusCode).toBe(201);
    expect(res.json().notification.locale).toBe('notification.registered');
    const mail = lastMail(t.dataDir, '/confirm-email');
    expect(mail.to).toBe('jussi@example.com');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/confirm-email\?token=/);

    const before = await login('jussi', jumper.password, '10.1.0.3');
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe('Please verify your email address');

    const confirmed = await post('/api/confirm-email', { token: mail.token as string });
    expect(confirmed.statusCode).toBe(200);
    const after = await login('jussi', jumper.password, '10.1.0.3');
    expect(after.statusCode).toBe(200);
    // linked to no member yet: signed in, but the app's calls say why it cannot be used
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/member/me',
      headers: { cookie: cookiesOf(after) },
    });
    expect(me.statusCode).toBe(403);
    expect(me.json().message).toBe('User must be linked to member in order to use this app');

    const again = await post('/api/confirm-email', { token: mail.token as string });
    expect(again.statusCode).toBe(400);
    expect(again.json().locale).toBe('error.confirmLinkInvalid');
  });
});

describe('POST /api/resend-confirmation', () => {
  const waiting = { ...jumper, username: 'odottaja', email: 'odottaja@example.com' };

  it('mails a new link to an unconfirmed user, and answers the same for anyone else', async () => {
    expect((await post('/api/register', waiting, '10.5.0.1')).statusCode).toBe(201);
    const before = mailCount(t.dataDir);
    const res = await post('/api/resend-confirmation', { usernameOrEmail: 'odottaja' }, '10.5.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json().notification.locale).toBe('notification.confirmationSent');
    expect(mailCount(t.dataDir)).toBe(before + 1);
    const mail = lastMail(t.dataDir, '/confirm-email');
    expect(mail.to).toBe('odottaja@example.com');
    expect((await post('/api/confirm-email', { token: mail.token as string })).statusCode).toBe(200);

    for (const usernameOrEmail of ['nobody', 'odottaja@example.com', 'chief']) {
      const other = await post('/api/resend-confirmation', { usernameOrEmail }, '10.5.0.3');
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual(res.json());
    }
    expect(mailCount(t.dataDir)).toBe(before + 1);
  });

  it('is rate limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 12; i++) {
      last = (await post('/api/resend-confirmation', { usernameOrEmail: `x${i}` }, '10.5.0.9')).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('GET /api/user/check/{value}', () => {
  it.each([
    ['chief', false],
    ['CHIEF', false],
    ['chief@example.com', false],
    ['freename', true],
    ['free@example.com', true],
  ])('%s available: %s', async (value, available) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/check/${encodeURIComponent(value)}` });
    expect(res.json()).toEqual({ available });
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = mailCount(t.dataDir);
    const res = await post('/api/sendpasswordreset', { email: 'nobody@example.com' }, '10.2.0.1');
    const known = await post('/api/sendpasswordreset', { email: 'chief@example.com' }, '10.2.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(known.json());
    expect(mailCount(t.dataDir)).toBe(before + 1);
  });

  it('sets a new password with the link once, and ends the old sessions', async () => {
    const session = await login('chief', setupBody.password, '10.2.0.2');
    expect(session.statusCode).toBe(200);
    await post('/api/sendpasswordreset', { email: 'chief@example.com' }, '10.2.0.2');
    const { token } = lastMail(t.dataDir, '/reset-password');

    const weak = await post('/api/resetpassword', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);

    const res = await post('/api/resetpassword', { token, password: 'New-secret-2' });
    expect(res.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: cookiesOf(session) },
    });
    expect(old.statusCode).toBe(401);
    expect((await login('chief', 'New-secret-2', '10.2.0.2')).statusCode).toBe(200);

    const reuse = await post('/api/resetpassword', { token, password: 'Another-3x' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('Error changing password. Link might be expired.');
    const bogus = await post('/api/resetpassword', { token: 'nonsense', password: 'Another-3x' });
    expect(bogus.json().message).toBe('Password reset link is invalid');
    // back to the password other tests use
    await post('/api/sendpasswordreset', { email: 'chief@example.com' }, '10.2.0.3');
    await post('/api/resetpassword', {
      token: lastMail(t.dataDir, '/reset-password').token,
      password: setupBody.password,
    });
  });

  it('refuses an expired link', async () => {
    await post('/api/sendpasswordreset', { email: 'jussi@example.com' }, '10.2.0.4');
    const { token } = lastMail(t.dataDir, '/reset-password');
    await t.app.ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.kind, 'resetPassword'));
    const res = await post('/api/resetpassword', { token, password: 'New-secret-2' });
    expect(res.json().message).toBe('Error changing password. Link might be expired.');
  });
});

describe('rate limits', () => {
  it('stops failed logins of one account after 5 tries for 2 minutes, and not the right password of another', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await login('chief', 'wrong', ip)).statusCode).toBe(401);
    }
    const limited = await login('chief', setupBody.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(120);
    // the same address signing in another account is fine: a club shares one address
    expect((await login('jussi', jumper.password, ip)).statusCode).toBe(200);
  });

  it('stops registrations from one address', async () => {
    const ip = '10.3.0.2';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await post('/api/register', { ...jumper, username: `spam${i}`, email: `spam${i}@example.com` }, ip))
          .statusCode,
      );
    }
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes[5]).toBe(429);
    const res = await post('/api/register', { ...jumper, username: 'spam9', email: 'spam9@example.com' }, ip);
    expect(res.json().message).toBe('Registering has gotten enough for the day. Please try again later.');
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(300);
  });
});

describe('GET /api/config', () => {
  it('says which integrations are on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ googleClientId: null, botCheckSiteKey: null, mailDelivers: false });
  });

  it('answers Google sign-in clearly when it is not configured', async () => {
    const res = await post('/api/login/google', { credential: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().locale).toBe('error.googleNotConfigured');
  });
});
