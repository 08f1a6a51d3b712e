import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser, createTestApp, setupClub, type TestApp } from '../test/app';
import { createMember } from '../test/factories';

/** A built web app of one page, as `npm run build` leaves it. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dz-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'login.html'), '<!doctype html><title>login</title>');
  writeFileSync(join(dir, 'board.html'), '<!doctype html><title>board</title>');
  writeFileSync(join(dir, 'myday.html'), '<!doctype html><title>my day</title>');
  return dir;
}

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist() }, { now: () => new Date('2026-06-13T09:00:00Z') });
  cookie = await setupClub(t.app);
});
afterAll(async () => {
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const preload = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`;

describe('the first calls sent with the page (issue 30)', () => {
  it("has a signed-in member's browser fetch the start and the day with the page", async () => {
    const res = await page('/loads/2026-06-01', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe(`${preload('/api/session')}, ${preload('/api/loads/2026-06-01')}`);
  });

  it("asks for the club's today on / and /loads", async () => {
    for (const url of ['/', '/loads']) {
      const res = await page(url, { cookie });
      expect(res.headers.link).toContain(preload('/api/loads/2026-06-13'));
    }
  });

  it('asks only for the start on other pages and for a visitor', async () => {
    expect((await page('/payments', { cookie })).headers.link).toBe(preload('/api/session'));
    expect((await page('/loads/2026-06-01')).headers.link).toBe(preload('/api/session'));
  });

  it("has the board's today and weather fetched with the board, and adds nothing to the login page", async () => {
    expect((await page('/login')).headers.link).toBeUndefined();
    expect((await page('/loads-public')).headers.link).toBe(
      `${preload('/api/loads-public/today')}, ${preload('/api/weather')}`,
    );
    expect((await page('/loads-public?club=skydive%20utti')).headers.link).toBe(
      `${preload('/api/loads-public/today?club=skydive%20utti')}, ${preload('/api/weather?club=skydive%20utti')}`,
    );
  });
});

describe('the light day for a jumper (issue 30)', () => {
  let jumper = '';
  beforeAll(async () => {
    const member = await createMember(t.app, cookie, { firstName: 'Jaana', license: 'B' });
    const user = await addConfirmedUser(t, 'jaana');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: { cookie },
      payload: {
        linkedMember: member._id,
        permissions: { canCheckWaivers: false, canManifest: false, canTakePayments: false },
      },
    });
    expect(res.statusCode).toBe(200);
    jumper = user.cookie;
  });

  it('opens / as the light day for a jumper, with the start, the day and their standing on the way', async () => {
    const res = await page('/', { cookie: jumper });
    expect(res.body).toContain('<title>my day</title>');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers.link).toBe(
      [preload('/api/session'), preload('/api/loads/2026-06-13'), preload('/api/self-manifest')].join(', '),
    );
  });

  it('opens / as the app for staff and visitors, and /my-day as the light day for anyone', async () => {
    expect((await page('/', { cookie })).body).toContain('<title>app</title>');
    expect((await page('/')).body).toContain('<title>app</title>');
    expect((await page('/loads', { cookie: jumper })).body).toContain('<title>app</title>');
    const admins = await page('/my-day', { cookie });
    expect(admins.body).toContain('<title>my day</title>');
    expect(admins.headers.link).toContain(preload('/api/self-manifest'));
  });

  it('marks the light pages, whose kept copy the service worker may show at once, and not the app or login', async () => {
    expect((await page('/', { cookie: jumper })).headers['x-light-page']).toBe('my-day');
    expect((await page('/my-day', { cookie })).headers['x-light-page']).toBe('my-day');
    expect((await page('/loads-public')).headers['x-light-page']).toBe('board');
    for (const res of [
      await page('/', { cookie }),
      await page('/loads', { cookie: jumper }),
      await page('/login'),
    ]) {
      expect(res.headers['x-light-page']).toBeUndefined();
    }
  });
});
