import { defineConfig, devices } from '@playwright/test';
import { debianChromium } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** The local stand-in for the ADS-B receiver and the weather services (`sky-fixture.mjs`). */
export const skyPort = port + 90;
export const skyURL = `http://127.0.0.1:${skyPort}`;
/** Per port, so two runs on one machine do not share a database. */
export const dataDir = port === 3100 ? 'e2e/.data' : `e2e/.data-${port}`;

/**
 * The e2e suite runs the built app on a fresh embedded database (e2e/.data) and drives Debian's
 * Chromium (no browser download works on these machines). `setup` creates the club first; every
 * other spec signs in as the admin it created.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // recording a trace (DOM snapshots and a screencast of every action) took CPU from every passing test; a failure
    // is retried in CI with the trace on (locally: --trace on)
    trace: 'on-first-retry',
    // a new context per test: the service worker would fetch every asset the page loaded a second time to keep it
    // (sw.ts), which cost each test's cold start about a sixth; the offline test of public-board.spec allows it
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? debianChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'setup',
      testMatch: /setup\.spec\.ts/,
      testIgnore: [/two-nodes\//, /proxy\//],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'chromium',
      testMatch: /.*\.spec\.ts/,
      // two-nodes/ and proxy/ have configurations of their own (playwright.two-nodes.config.ts, .proxy.config.ts)
      testIgnore: [/setup\.spec\.ts/, /two-nodes\//, /proxy\//],
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      // the sky's outside services (ADS-B receiver, METAR, FMI) as local fixtures: no test reaches the internet
      command: 'node e2e/sky-fixture.mjs',
      cwd: '..',
      url: `${skyURL}/health`,
      reuseExistingServer: false,
      env: { SKY_PORT: String(skyPort) },
    },
    {
      command: `rm -rf ${dataDir} && node scripts/start.mjs`,
      cwd: '..',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        ADSB_URL: `${skyURL}/data/aircraft.json`,
        METAR_URL: `${skyURL}/metar`,
        FMI_URL: `${skyURL}/wfs`,
      },
    },
  ],
});
