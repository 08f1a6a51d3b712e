import { ACCESS_COOKIE, REFRESH_COOKIE } from '@dz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupClub, type TestApp } from '../test/app';

/** The headers and cookies of ASVS level 2's V3 and V14 that the server sets (docs/security.md, "ASVS review"). */
describe.each([
  ['plain http (a laptop at the airfield)', 'http://localhost:3000', false],
  ['https', 'https://manifest.example.fi', true],
])('security headers on %s', (_name, publicUrl, https) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: publicUrl });
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    https ? 'asks browsers to use https only (HSTS, a year)' : 'sends no HSTS, which would lock a laptop out',
    async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      if (https) {
        expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
      } else {
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'self'",
        "script-src 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it(`sets the session cookies HttpOnly and SameSite=Lax${https ? ', Secure' : ''}`, async () => {
    const setup = await setupClub(t.app);
    expect(setup).not.toBe('');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { usernameOrEmail: 'chief', password: 'Secret-pass1' },
    });
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
      const cookie = res.cookies.find((c) => c.name === name);
      expect(cookie, name).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(Boolean(cookie?.secure), name).toBe(https);
    }
  });
});
