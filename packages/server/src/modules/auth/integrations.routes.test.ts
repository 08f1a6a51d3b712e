import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupBody, setupClub, type TestApp } from '../../test/app';
import { createGoogleVerifier } from '../google/google';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let t: TestApp;
let verifier: Server;
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let privateKey: PrivateKey;
let otherKey: PrivateKey;
const seen: URLSearchParams[] = [];

/** A local stand-in for the bot-check verifier: token "human-<action>" passes with score 0.9. */
function startFakeVerifier(): Promise<string> {
  verifier = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const token = form.get('response') ?? '';
      const human = token.startsWith('human-') && form.get('secret') === 'bot-secret';
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          success: human,
          score: token.includes('lowscore') ? 0.1 : 0.9,
          action: token.split('-')[1],
        }),
      );
    });
  });
  return new Promise((resolve) =>
    verifier.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(verifier.address() as AddressInfo).port}/verify`),
    ),
  );
}

async function idToken(claims: Record<string, unknown>, key = privateKey, kid = 'k1') {
  return new SignJWT({ email: 'chief@example.com', email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
    .setAudience((claims.aud as string) ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime((claims.exp as number) ?? '1h')
    .sign(key);
}

beforeAll(async () => {
  const url = await startFakeVerifier();
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  t = await createTestApp(
    {
      BOTCHECK_SECRET: 'bot-secret',
      BOTCHECK_SITE_KEY: 'site-key',
      BOTCHECK_VERIFY_URL: url,
      GOOGLE_CLIENT_ID: CLIENT_ID,
    },
    { google: createGoogleVerifier({ clientId: CLIENT_ID, keys: createLocalJWKSet({ keys: [jwk] }) }) },
  );
  await setupClub(t.app);
});
afterAll(async () => {
  await t.close();
  verifier.close();
});

describe('bot check', () => {
  const body = {
    clubKey: setupBody.clubKey,
    username: 'bot1',
    email: 'bot1@example.com',
    displayName: 'B',
    password: 'Password-1',
  };

  it('tells the web its site key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ botCheckSiteKey: 'site-key', googleClientId: CLIENT_ID });
  });

  it.each([
    [undefined, 'no token'],
    ['robot-register', 'a failed answer'],
    ['human-forgotPassword', 'a token for another action'],
    ['human-register-lowscore', 'a low score'],
  ])('refuses registering with %s (%s)', async (botToken, _reason) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...body, botToken },
      remoteAddress: `10.9.0.${Math.floor(Math.random() * 200)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().locale).toBe('error.botCheckFailed');
  });

  it('accepts a human token for the action and sends the secret, not the site key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...body, botToken: 'human-register' },
    });
    expect(res.statusCode).toBe(201);
    expect(seen.at(-1)?.get('secret')).toBe('bot-secret');
  });

  it('guards the forgot-password call too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sendpasswordreset',
      payload: { email: 'chief@example.com' },
    });
    expect(res.json().locale).toBe('error.botCheckFailed');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/sendpasswordreset',
      payload: { email: 'chief@example.com', botToken: 'human-forgotPassword' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('Google sign-in', () => {
  const google = (credential: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/google', payload: { credential } });

  it('signs in the user with the verified e-mail', async () => {
    const res = await google(await idToken({}));
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('chief');
    expect(res.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['dz_access', 'dz_refresh']));
  });

  it.each([
    ['another audience', () => idToken({ aud: 'someone-else' })],
    ['another issuer', () => idToken({ iss: 'https://evil.example' })],
    ['an expired token', () => idToken({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a foreign signature', () => idToken({}, otherKey)],
    ['an unverified e-mail', () => idToken({ email_verified: false })],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s', async (_name, make) => {
    const res = await google(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json().locale).toBe('error.googleInvalid');
  });

  it('refuses a verified e-mail that has no account', async () => {
    const res = await google(await idToken({ email: 'stranger@example.com' }));
    expect(res.statusCode).toBe(401);
    expect(res.json().locale).toBe('error.googleNoAccount');
  });
});
