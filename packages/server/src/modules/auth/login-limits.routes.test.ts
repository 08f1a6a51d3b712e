import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastMail, mailCount, setupBody, setupClub, type TestApp } from '../../test/app';

/** A login from a socket address, with the X-Forwarded-For header a caller (or a proxy) writes. */
function login(
  t: TestApp,
  password: string,
  from: { socket: string; forwardedFor?: string },
  account = 'chief',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { usernameOrEmail: account, password },
    remoteAddress: from.socket,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

describe('login limits without a trusted proxy (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setupClub(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the socket address: a new X-Forwarded-For per try is refused as soon as one address would be', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await login(t, i < 5 ? 'wrong' : setupBody.password, {
        socket: '10.6.0.1',
        forwardedFor: `198.51.100.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('login limits behind a configured proxy', () => {
  const proxy = '10.7.0.1';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: proxy });
    await setupClub(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the real client address the proxy names', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(t, 'wrong', { socket: proxy, forwardedFor: '203.0.113.5' })).statusCode).toBe(401);
    }
    expect(
      (await login(t, setupBody.password, { socket: proxy, forwardedFor: '203.0.113.5' })).statusCode,
    ).toBe(429);
    // another client behind the same proxy signs in
    expect(
      (await login(t, setupBody.password, { socket: proxy, forwardedFor: '203.0.113.6' })).statusCode,
    ).toBe(200);
  });

  it('locks an account tried from many addresses, tells its owner once, and leaves other accounts alone', async () => {
    const before = mailCount(t.dataDir);
    for (let i = 0; i < 10; i++) {
      const res = await login(t, 'wrong', { socket: proxy, forwardedFor: `192.0.2.${i + 10}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(t, setupBody.password, { socket: proxy, forwardedFor: '192.0.2.99' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      locale: 'error.accountLocked',
      message:
        'Too many failed sign-ins to this account. It is locked for 15 minutes, and its owner has been sent an e-mail.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(mailCount(t.dataDir)).toBe(before + 1);
    const mail = lastMail(t.dataDir);
    expect(mail.to).toContain(setupBody.email);
    expect(mail.raw).toContain('/forgot-password');
    expect(mail.raw).toContain('locked for 15 minutes');

    // still locked, and no second mail
    expect((await login(t, 'wrong', { socket: proxy, forwardedFor: '192.0.2.100' })).statusCode).toBe(429);
    expect(mailCount(t.dataDir)).toBe(before + 1);
    // another account is not locked by it (an unknown one answers the usual wrong-credentials 401)
    expect(
      (await login(t, 'wrong', { socket: proxy, forwardedFor: '192.0.2.101' }, 'nobody')).statusCode,
    ).toBe(401);
  });
});
