import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupClub, type TestApp } from '../test/app';

/** A built web app of one page, as `npm run build` leaves it. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dz-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'login.html'), '<!doctype html><title>login</title>');
  writeFileSync(join(dir, 'board.html'), '<!doctype html><title>board</title>');
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

  it('adds nothing to the light pages, which make no such calls', async () => {
    expect((await page('/login')).headers.link).toBeUndefined();
    expect((await page('/loads-public')).headers.link).toBeUndefined();
  });
});
