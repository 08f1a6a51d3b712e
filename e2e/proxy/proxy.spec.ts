import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { admin, createPlane, json, loginThroughForm, today, uniqueLetters } from '../fixtures';
import { direct, proxied, proxyStorage } from '../playwright.proxy.config';

/** The first run's setup through the form, as a club's volunteer does it on the new server. */
async function setUpClub(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ota kerho käyttöön' })).toBeVisible();
  for (const [name, value] of Object.entries({
    clubName: admin.clubName,
    clubKey: admin.clubKey,
    displayName: admin.displayName,
    username: admin.username,
    email: admin.email,
    password: admin.password,
    passwordConfirmation: admin.password,
  })) {
    await page.locator(`input[name="${name}"]`).fill(value);
  }
  await page.getByRole('button', { name: 'Luo kerho' }).click();
  await expect(page).toHaveURL(new RegExp(`/loads/${today()}$`), { timeout: 20_000 });
}

test.describe.configure({ mode: 'serial' });

test('over HTTPS through Caddy: HTTP/2, compressed answers, hashed files kept a year, setup and a sign-in', async ({
  page,
  context,
}) => {
  const assets: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js')) {
      assets.push({ url: response.url(), headers: await response.allHeaders() });
    }
  });
  await setUpClub(page);
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
    ),
  ).toBe('h2');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    expect(asset.headers['cache-control'], asset.url).toContain('max-age=31536000');
    expect(asset.headers['cache-control'], asset.url).toContain('immutable');
    expect(asset.headers['content-encoding'], asset.url).toMatch(/^(br|gzip|zstd)$/);
  }
  // the session cookies are Secure: PUBLIC_URL is https
  const cookies = await context.cookies();
  expect(cookies.length).toBeGreaterThan(0);
  expect(cookies.every((c) => c.secure)).toBe(true);

  // signed out, then in again through the login form
  await context.clearCookies();
  await loginThroughForm(page);
  await expect(page.getByTestId('side-bar')).toContainText(admin.displayName);
});

/**
 * A browser that takes Caddy's certificates as valid, as a phone does a certificate from Let's Encrypt: a service
 * worker does not install on a page whose certificate is in error, ignored or not. Chromium is told the public key
 * of Caddy's intermediate certificate, which signs the site's and comes with it.
 */
async function browserTrustingCaddy(): Promise<Browser> {
  const pem = readFileSync(join(proxyStorage, 'pki', 'authorities', 'local', 'intermediate.crt'), 'utf8');
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  const hash = createHash('sha256').update(spki).digest('base64');
  const launch = test.info().project.use.launchOptions ?? {};
  return chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--ignore-certificate-errors-spki-list=${hash}`],
  });
}

test("the board's live updates come over the WebSocket through Caddy, and its service worker installs", async ({
  page,
}) => {
  await page.request.post('/api/login', {
    data: { usernameOrEmail: admin.username, password: admin.password },
  });
  const browser = await browserTrustingCaddy();
  const visitor = await browser.newContext({
    baseURL: proxied,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    serviceWorkers: 'allow',
  });
  const board = await visitor.newPage();
  const sockets: string[] = [];
  board.on('websocket', (ws) => sockets.push(ws.url()));
  await board.goto('/loads-public');
  await expect(board.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => sockets.some((url) => url.startsWith('wss://localhost:'))).toBe(true);

  // a load made now shows on the open board without a reload
  const plane = await createPlane(page, { jumpLines: [{ altitude: 4000, price: 35 }] });
  const load = await json<{ number: number }>(
    await page.request.post('/api/loads', {
      data: { date: today(), plane: plane.id, estimatedTakeoff: '23:59' },
    }),
  );
  await expect(board.getByRole('article', { name: `Nousu ${load.number}` })).toBeVisible();

  // the installable app's service worker runs only over HTTPS: it installs and takes the page
  await board.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await board.reload();
  await expect.poll(() => board.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await browser.close();
});

test("the sign-in limits count the client's real address: a forged X-Forwarded-For is not believed", async ({
  request,
}) => {
  const attempt = (base: string, forged: string) =>
    request.post(`${base}/api/login`, {
      headers: { 'x-forwarded-for': forged },
      data: { usernameOrEmail: `nobody${uniqueLetters(8)}`, password: 'wrong-password' },
    });
  // the app believes X-Forwarded-For from the proxy's address only: straight from loopback (where Caddy runs) a
  // forged one would give each attempt an address of its own, so this test would see no limit if Caddy passed it on
  const trusted = await attempt(direct, '203.0.113.77');
  expect(trusted.status()).toBe(401);

  // through Caddy, 30 failures in two minutes from one address, each claiming another address
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) {
    statuses.push((await attempt('', `198.51.100.${i + 1}`)).status());
  }
  expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
  expect(statuses[30]).toBe(429);
});
