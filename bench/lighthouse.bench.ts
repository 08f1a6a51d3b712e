/**
 * Lighthouse's mobile performance of the public board and the login page, as the speed issue measures them: the
 * built server (`npm run build` first) on a fresh embedded database with a club and two loads of today, and
 * Lighthouse 12.2.3 (the last one for Node 20, fetched by npx) in the installed Chromium (`CHROME_PATH`, default
 * /usr/bin/chromium), with its simulated throttling (the score) and with DevTools' applied throttling (what a
 * slow phone sees), each page BENCH_RUNS (1) times (`BENCH_PAGES` picks pages). Beside them the floor: `/privacy`, a page with nothing but
 * the app's start. Signed-in pages (issue 30: `BENCH_PAGES=/loads/today,/my-day`; `today` is the club's date) are
 * opened with the admin's cookie on a busy day (30 loads × 15 jumpers, as bench:phone). `npm run bench:lighthouse`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { callApi, seedBusyDay, waitForHealth } from './served-club';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
/** `BENCH_PAGES=/loads-public,/login` measures only those. */
const PAGES = (process.env.BENCH_PAGES ?? '/loads-public,/login,/privacy').split(',');
const PORT = 3241;
const SKY = process.env.BENCH_SKY_URL;
const base = `http://127.0.0.1:${PORT}`;
const root = join(import.meta.dirname, '..');
const serverMain = join(root, 'packages', 'server', 'dist', 'main.js');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(serverMain)) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'dz-lighthouse-'));
const server = spawn(process.execPath, [serverMain], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JOBS: 'off',
    // `BENCH_SKY_URL=http://127.0.0.1:3190` (node e2e/sky-fixture.mjs): the board with its weather, limit lines
    // and a flying load's live altitude (issue 34)
    ...(SKY
      ? { ADSB_URL: `${SKY}/data/aircraft.json`, METAR_URL: `${SKY}/metar`, FMI_URL: `${SKY}/wfs` }
      : {}),
  },
  stdio: 'inherit',
});

/** The club's airport and limits, and a flying load of a plane the sky fixture's receiver hears. */
async function addSky(cookie: string, today: string) {
  const club = (await callApi(base, 'GET', '/api/club', cookie)).json as Record<string, unknown>;
  const keep = ['name', 'clubKey', 'slug', 'notificationEmail', 'timezone', 'defaultGearRent', 'creditLimit'];
  await callApi(base, 'PUT', '/api/club', cookie, {
    ...Object.fromEntries(keep.map((k) => [k, club[k]])),
    weatherIcao: 'EFUT',
    windLimits: { students: { meanMs: 6, gustMs: 8 }, aLicence: { meanMs: 7, gustMs: 10 } },
  });
  const planes = (
    await callApi(base, 'POST', '/api/club/plane', cookie, {
      aircraftModel: 'Cessna 182',
      registration: 'OH-SKY',
      icaoCode: '461f2a',
      slots: 4,
      jumpLines: [{ altitude: 3000, price: 30 }],
    })
  ).json as { planes: { _id: string; registration: string }[] };
  const plane = planes.planes.find((p) => p.registration === 'OH-SKY')?._id;
  const load = (await callApi(base, 'POST', '/api/loads', cookie, { date: today, plane })).json as {
    _id: string;
  };
  await callApi(base, 'PUT', `/api/loads/${load._id}`, cookie, { state: 'flying' });
}

interface Figures {
  score: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
}

/** The pages anyone opens; any other is opened signed in. */
const PUBLIC_PAGES = ['/loads-public', '/login', '/privacy'];

function lighthouse(path: string, throttling: 'simulate' | 'devtools', port?: number): Figures {
  const out = join(dataDir, 'report.json');
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.2.3',
      `${base}${path}`,
      '--only-categories=performance',
      `--throttling-method=${throttling}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      // a signed-in page: the browser that holds the cookies (Lighthouse keeps cookies when it clears storage)
      ...(port ? [`--port=${port}`] : ['--chrome-flags=--headless=new --no-sandbox']),
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (process.env.BENCH_KEEP_REPORTS) {
    // `BENCH_KEEP_REPORTS=dir` keeps each report (what shifted, what blocked) for a closer look
    copyFileSync(
      out,
      join(process.env.BENCH_KEEP_REPORTS, `${path.replaceAll('/', '_')}-${throttling}-${Date.now()}.json`),
    );
  }
  const audit = (id: string) => report.audits[id].displayValue as string;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

const DEBUG_PORT = 9333;
let signedIn: ChildProcess | undefined;
let browserCookie = '';

/**
 * A headless Chromium holding the admin's cookies, for Lighthouse to open signed-in pages in (Lighthouse keeps
 * cookies when it clears a page's storage): answers its debugging port.
 */
async function signedInBrowser(): Promise<number> {
  if (!signedIn) {
    signedIn = spawn(
      chrome,
      [
        '--headless=new',
        '--no-sandbox',
        `--remote-debugging-port=${DEBUG_PORT}`,
        `--user-data-dir=${mkdtempSync(join(tmpdir(), 'dz-lighthouse-chrome-'))}`,
        'about:blank',
      ],
      { stdio: 'ignore' },
    );
    let browser: Browser | undefined;
    for (let i = 0; i < 50 && !browser; i++) {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`).catch(async () => {
        await new Promise((r) => setTimeout(r, 200));
        return undefined;
      });
    }
    await browser?.contexts()[0]?.addCookies(
      browserCookie.split('; ').map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return { name, value, url: base };
      }),
    );
    // only lets go of the browser: it stays up for Lighthouse
    await browser?.close();
  }
  return DEBUG_PORT;
}

try {
  if (!(await waitForHealth(base))) {
    throw new Error('the server did not start');
  }
  const { cookie, today } = await seedBusyDay(base, 'lighthouse', { loads: 30, jumpers: 15 });
  browserCookie = cookie;
  if (SKY) {
    await addSky(cookie, today);
  }
  console.log('| page | throttling | performance | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|');
  for (const path of PAGES) {
    for (const throttling of ['simulate', 'devtools'] as const) {
      for (let run = 0; run < RUNS; run++) {
        const signedIn = !PUBLIC_PAGES.includes(path);
        const f = lighthouse(
          path.replace('today', today),
          throttling,
          signedIn ? await signedInBrowser() : undefined,
        );
        const target = path === '/privacy' ? 'floor' : signedIn ? 'target 85' : 'target 90';
        console.log(
          `| ${path} | ${throttling} | ${f.score} (${target}) | ${f.fcp} | ${f.lcp} | ${f.tbt} | ${f.cls} |`,
        );
      }
    }
  }
} finally {
  signedIn?.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
