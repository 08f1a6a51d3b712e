import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { debianChromium } from './chromium';

/**
 * The built app behind Caddy with the club's Caddyfile (deploy/Caddyfile, through e2e/proxy/Caddyfile): HTTPS from
 * Caddy's own certificate authority on local ports, the app on loopback trusting only the proxy (TRUST_PROXY), as
 * README "Running it for your club" sets them up. Needs `npm run build` and Caddy (Debian's `caddy` package).
 * `npm run test:e2e:proxy`.
 */
const appPort = Number(process.env.E2E_PROXY_APP_PORT ?? 3130);
const httpsPort = Number(process.env.E2E_PROXY_HTTPS_PORT ?? 8443);
const httpPort = Number(process.env.E2E_PROXY_HTTP_PORT ?? 8080);
export const proxied = `https://localhost:${httpsPort}`;
export const direct = `http://127.0.0.1:${appPort}`;
const dataDir = 'e2e/.data-proxy';
/** Caddy's certificates, its authority's among them (the spec trusts its intermediate). */
export const proxyStorage = join(dirname(fileURLToPath(import.meta.url)), '.data-proxy', 'caddy');

export default defineConfig({
  testDir: 'proxy',
  outputDir: '../test-results/proxy',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: proxied,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    trace: 'on-first-retry',
    // the certificate is from Caddy's own authority, which this browser does not know
    ignoreHTTPSErrors: true,
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? debianChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    },
    ...devices['Desktop Chrome'],
  },
  webServer: [
    {
      command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && node packages/server/dist/main.js > ${dataDir}/app.log 2>&1`,
      cwd: '..',
      url: `${direct}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: proxied,
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
    },
    {
      command: 'caddy run --adapter caddyfile --config e2e/proxy/Caddyfile',
      cwd: '..',
      url: `${proxied}/api/health`,
      ignoreHTTPSErrors: true,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        DROPZONE_DOMAIN: `localhost:${httpsPort}`,
        DROPZONE_UPSTREAM: `127.0.0.1:${appPort}`,
        PROXY_HTTP_PORT: String(httpPort),
        PROXY_HTTPS_PORT: String(httpsPort),
        PROXY_STORAGE: proxyStorage,
        XDG_CONFIG_HOME: `${dataDir}/xdg-config`,
        XDG_DATA_HOME: `${dataDir}/xdg-data`,
      },
    },
  ],
});
