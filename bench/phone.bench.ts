/**
 * A jumper's phone on the airfield, as issue 30 measures it: the built server (`npm run build` first) on a fresh
 * embedded database with a busy day (30 loads of 15 jumpers, the admin on two of them, a few payments), opened in
 * the installed Chromium as a Pixel 7 with DevTools' throttling (CPU 4x slower, "Fast 3G": 562.5 ms round trips,
 * 1.44 Mbit/s down). Each page cold (a new browser profile: no HTTP cache, no service worker, signed in by cookie)
 * and then warm (the same profile again, its service worker and caches in place), BENCH_RUNS (3) times, medians.
 *
 * For each: the time from navigation to the page's first content (the first load card, the first "My loads" line,
 * the first payment row, the board's first card) twice: as the test driver sees it (its polling, slowed with the
 * CPU, adds 0.1-0.3 s) and as the page sees it (the first frame after the content is in the document with a size,
 * from the navigation's start: what a user sees), the requests and bytes before it, and the long tasks (over 50 ms
 * on the throttled CPU) before it. The public board is the floor: a page with no sign-in and no UI kit.
 * `npm run bench:phone`; `BENCH_PAGES=day,board` picks pages; `BENCH_SERVE=1` seeds and keeps the server up.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, devices, type Page } from '@playwright/test';
import { pct } from './busy-club';
import { seedBusyDay, waitForHealth } from './served-club';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3242);
const base = `http://127.0.0.1:${PORT}`;
const root = join(import.meta.dirname, '..');
const serverMain = join(root, 'packages', 'server', 'dist', 'main.js');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LOADS = 30;
const JUMPERS = 15;

/** DevTools' "Fast 3G" and a mid-range phone's CPU. */
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;

interface PageSpec {
  name: string;
  path: (today: string) => string;
  /** The page's first content. */
  ready: string;
  signedIn: boolean;
}

const PAGES: PageSpec[] = [
  { name: 'day', path: (d) => `/loads/${d}`, ready: 'main article:not([data-stand-in])', signedIn: true },
  { name: 'my loads', path: (d) => `/loads/${d}`, ready: '[data-testid="my-load"]', signedIn: true },
  // the light day (what `/` opens for a jumper who does not manifest): first content is their own first load
  { name: 'light day', path: () => '/my-day', ready: 'main article', signedIn: true },
  { name: 'payments', path: () => '/payments', ready: '.MuiDataGrid-row', signedIn: true },
  { name: 'board', path: () => '/loads-public', ready: 'article', signedIn: false },
];
const picked = process.env.BENCH_PAGES?.split(',');

interface Visit {
  /** From the driver's `goto` to the driver seeing the first content (its polling, slowed 4x too, included). */
  ms: number;
  /** From the navigation's start to the first frame after the first content showed, as the page saw it. */
  pageMs: number;
  requests: number;
  kb: number;
  longTasks: number;
  longTaskMs: number;
  /** The API calls before the first content, in order, with their start time. */
  api: string[];
}

if (!existsSync(serverMain)) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'dz-phone-'));
const server = spawn(process.execPath, [serverMain], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JOBS: 'off',
  },
  stdio: 'inherit',
});

/**
 * The page's own first-content time: the first frame after an element of `selector` is in the document with a
 * size (a MutationObserver, checked in the next animation frame), in ms since the navigation started.
 */
const firstContentScript = (selector: string) => `
  window.__firstContent = 0;
  const check = () => {
    if (window.__firstContent || !document.querySelector(${JSON.stringify(selector)})) return;
    requestAnimationFrame(() => {
      const el = document.querySelector(${JSON.stringify(selector)});
      if (!window.__firstContent && el && el.getClientRects().length > 0) {
        setTimeout(() => { window.__firstContent = window.__firstContent || performance.now(); }, 0);
      }
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
`;

const LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

/** Opens `url` on the throttled phone; answers when `ready` shows, with what it took. */
async function visit(context: BrowserContext, url: string, ready: string): Promise<Visit> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const started = new Map<string, { url: string; at: number }>();
  const finished: { at: number; bytes: number }[] = [];
  let t0 = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    started.set(e.requestId, { url: e.request.url, at: e.timestamp });
    if (!t0) {
      t0 = e.timestamp;
    }
  });
  const done = new Map<string, number>();
  cdp.on('Network.loadingFinished', (e) => {
    finished.push({ at: e.timestamp, bytes: e.encodedDataLength });
    done.set(e.requestId, e.timestamp);
  });
  const begin = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
  const ms = Date.now() - begin;
  await page.waitForFunction('window.__firstContent > 0', undefined, { timeout: 10_000 });
  const pageMs = (await page.evaluate('window.__firstContent')) as number;
  const tasks = (await page.evaluate('window.__longTasks')) as [number, number][];
  const before = tasks.filter(([start]) => start < ms);
  const until = t0 + ms / 1000;
  const requests = [...started.values()].filter((r) => r.at <= until);
  const ms0 = (at: number | undefined) => (at === undefined ? '?' : ((at - t0) * 1000).toFixed(0));
  const api = [...started.entries()]
    .filter(([, r]) => r.at <= until)
    .filter(([, r]) => process.env.BENCH_VERBOSE === 'all' || new URL(r.url).pathname.startsWith('/api/'))
    .map(([id, r]) => `${new URL(r.url).pathname} @${ms0(r.at)}-${ms0(done.get(id))}`);
  const bytes = finished.filter((f) => f.at <= until).reduce((sum, f) => sum + f.bytes, 0);
  await page.close();
  return {
    ms,
    pageMs,
    requests: requests.length,
    kb: bytes / 1024,
    longTasks: before.length,
    longTaskMs: before.reduce((sum, [, d]) => sum + d, 0),
    api,
  };
}

function median(visits: Visit[], pick: (v: Visit) => number) {
  return pct(visits.map(pick), 50);
}

function row(name: string, kind: string, visits: Visit[], target: string) {
  const s = (median(visits, (v) => v.ms) / 1000).toFixed(2);
  const page = (median(visits, (v) => v.pageMs) / 1000).toFixed(2);
  console.log(
    `| ${name} | ${kind} | ${s} s (${target}) | ${page} s | ${median(visits, (v) => v.requests)} | ` +
      `${median(visits, (v) => v.kb).toFixed(0)} KB | ${median(visits, (v) => v.longTasks)} · ` +
      `${median(visits, (v) => v.longTaskMs).toFixed(0)} ms |`,
  );
}

try {
  if (!(await waitForHealth(base))) {
    throw new Error('the server did not start');
  }
  const { cookie, today } = await seedBusyDay(base, 'phoneclub', { loads: LOADS, jumpers: JUMPERS });
  if (process.env.BENCH_SERVE) {
    // to profile by hand: the seeded server stays up until Ctrl-C
    console.log(`serving ${base}/loads/${today}\nCOOKIE='${cookie}'`);
    await new Promise(() => undefined);
  }
  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox'] });
  const cookies = cookie.split('; ').map((pair) => {
    const [name = '', value = ''] = pair.split('=');
    return { name, value, url: base };
  });
  console.log(
    `a day of ${LOADS} loads × ${JUMPERS} jumpers; Pixel 7, CPU ${CPU_SLOWDOWN}x, Fast 3G; medians of ${RUNS}`,
  );
  console.log(
    '| page | visit | first content (driver) | first frame (page) | requests before | bytes before | long tasks before |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const spec of PAGES.filter((p) => !picked || picked.includes(p.name))) {
    const cold: Visit[] = [];
    const warm: Visit[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'allow' });
      await context.addInitScript(LONG_TASKS);
      await context.addInitScript(firstContentScript(spec.ready));
      if (spec.signedIn) {
        await context.addCookies(cookies);
      }
      const url = `${base}${spec.path(today)}`;
      cold.push(await visit(context, url, spec.ready));
      // the service worker takes its copies after the first visit: give it time, as a phone in a pocket would
      await new Promise((r) => setTimeout(r, 3000));
      warm.push(await visit(context, url, spec.ready));
      await context.close();
    }
    const board = spec.name === 'board';
    row(spec.name, 'cold', cold, board ? 'floor' : 'target 4 s');
    row(spec.name, 'warm', warm, board ? 'floor' : 'target 1 s');
    if (process.env.BENCH_VERBOSE) {
      console.log(`  cold API calls: ${cold[0]?.api.join(', ')}`);
      console.log(`  warm API calls: ${warm[0]?.api.join(', ')}`);
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
