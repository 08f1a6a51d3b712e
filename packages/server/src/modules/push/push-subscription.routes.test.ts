import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupClub, type TestApp } from '../../test/app';

/**
 * Where a subscription may point: the real push services' hosts, resolving to public addresses only. The
 * resolver is stubbed (no test reaches the internet): the services' names answer public addresses, a name the
 * club added answers a private one.
 */
const answers: Record<string, string> = {
  'fcm.googleapis.com': '142.250.74.106',
  'android.googleapis.com': '142.250.74.110',
  'updates.push.services.mozilla.com': '34.107.243.93',
  'web.push.apple.com': '17.188.182.76',
  'wns2-par02p.notify.windows.com': '52.167.17.97',
  'push.inside.example': '10.0.0.7',
};

let t: TestApp;
let admin: string;
let clubId: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp(
    { PUSH_SERVICE_HOSTS: 'push.inside.example' },
    {
      outbound: {
        resolve: async (name) => {
          const address = answers[name];
          if (!address) {
            throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
          }
          return [{ address, family: 4 }];
        },
      },
    },
  );
  admin = await setupClub(t.app);
  const me = (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin } })).json();
  clubId = me.clubId;
  userId = me._id;
});
afterAll(() => t.close());

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const subscribe = (endpoint: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscription',
    headers: { cookie: admin },
    payload: { endpoint, keys, language: 'fi' },
  });
const saved = async () => (await t.app.ctx.repos.push.ofUsers(clubId, [userId])).map((s) => s.endpoint);

describe('push subscription endpoints', () => {
  it.each([
    ['Chrome, Android, Opera, Samsung Internet', 'https://fcm.googleapis.com/fcm/send/dVz2w9X8:APA91bH3'],
    ['old Chrome', 'https://android.googleapis.com/gcm/send/dVz2w9X8:APA91bH3'],
    ['Firefox', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABkExampleToken'],
    ['Safari', 'https://web.push.apple.com/QGuQyavXutnMgqAZuUQLnqb6yZWBbdq'],
    ['Edge on Windows', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bT3fK'],
  ])('accepts the endpoint of %s', async (_browser, endpoint) => {
    const res = await subscribe(endpoint);
    expect(res.statusCode).toBe(200);
    expect(await saved()).toContain(endpoint);
  });

  it.each([
    ['a loopback address', 'https://127.0.0.1:8443/push/1'],
    ['an IPv6 loopback', 'https://[::1]/push/1'],
    ['a private address', 'https://10.0.0.1/push/1'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['a push host the club added that resolves to a private address', 'https://push.inside.example/push/1'],
    ['a push service name that does not resolve', 'https://eu.notify.windows.com/w/?token=x'],
    ['an unknown host', 'https://push.example.com/sub/1'],
  ])('refuses %s with 400 pushSubscriptionInvalid and saves nothing', async (_name, endpoint) => {
    const before = await saved();
    const res = await subscribe(endpoint);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      locale: 'error.pushSubscriptionInvalid',
      message: 'This browser gave an invalid push subscription',
    });
    expect(await saved()).toEqual(before);
  });
});
