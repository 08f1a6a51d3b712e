import { defineConfig, devices } from '@playwright/test';
import { debianChromium } from './chromium';

/**
 * Two app processes on one PostgreSQL and Redis, with no load balancer in front (so nothing is sticky): node A
 * on E2E_NODE_A_PORT (3120), node B on E2E_NODE_B_PORT (3121). Both run the scheduled jobs and share one data
 * folder (the mail outbox; each node's log goes there too, node-a.log and node-b.log). Node A creates a new database first (E2E_PG, default postgres://postgres@127.0.0.1:5432)
 * and B waits for it; `global-teardown.ts` drops it. Needs `npm run build`. `npm run test:e2e:two-nodes`.
 */
/** Seconds between the nodes' scheduler ticks in this run. */
export const TICK_SECONDS = 2;
const portA = Number(process.env.E2E_NODE_A_PORT ?? 3120);
const portB = Number(process.env.E2E_NODE_B_PORT ?? 3121);
export const nodeA = `http://127.0.0.1:${portA}`;
export const nodeB = `http://127.0.0.1:${portB}`;
export const dataDir = 'e2e/.data-two-nodes';
const pgServer = process.env.E2E_PG ?? 'postgres://postgres@127.0.0.1:5432';
export const database = process.env.E2E_TWO_NODES_DB ?? `dz_e2e_two_nodes_${portA}`;
process.env.E2E_TWO_NODES_DB = database;
const databaseUrl = `${pgServer}/${database}`;
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.E2E_REDIS ?? 'redis://127.0.0.1:6379',
  // info: the scheduler logs each run it makes, and the job test counts them in both nodes' logs
  LOG_LEVEL: 'info',
  JOBS: 'on',
  // the job test waits for ticks of both nodes: every 2 s here, where a club's node ticks every minute
  JOBS_TICK_SECONDS: String(TICK_SECONDS),
  E2E_NODE_B: nodeB,
};
const server = 'node packages/server/dist/main.js';

export default defineConfig({
  testDir: 'two-nodes',
  outputDir: '../test-results/two-nodes',
  globalTeardown: './two-nodes/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: nodeA,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // recording a trace (DOM snapshots and a screencast of every action) took CPU from every passing test; a failure
    // is retried in CI with the trace on (locally: --trace on)
    trace: 'on-first-retry',
    // as in playwright.config.ts: no test here is about the service worker
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? debianChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    },
    ...devices['Desktop Chrome'],
  },
  webServer: [
    {
      command: `rm -rf ${dataDir} && psql "${pgServer}/postgres" -qc "drop database if exists ${database} with (force)" -c "create database ${database}" && mkdir -p ${dataDir} && ${server} > ${dataDir}/node-a.log 2>&1`,
      cwd: '..',
      url: `${nodeA}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...env, PORT: String(portA), PUBLIC_URL: nodeA },
    },
    {
      // node B starts once node A has made the database (and migrated it: both migrate under an advisory lock)
      command: `until curl -sf ${nodeA}/api/health >/dev/null; do sleep 0.3; done; ${server} > ${dataDir}/node-b.log 2>&1`,
      cwd: '..',
      url: `${nodeB}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...env, PORT: String(portB), PUBLIC_URL: nodeB },
    },
  ],
});
