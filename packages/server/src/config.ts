import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/**
 * Which proxies' `X-Forwarded-For` to believe (Fastify's `trustProxy`): none by default, so a caller cannot
 * choose the address its limits count; a hop count (`1` behind one load balancer) or a comma-separated list of
 * addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`). Trusting every sender (`true`) is refused.
 */
const trustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      const text = value?.trim().toLowerCase();
      if (!text || text === 'off' || text === 'false' || text === 'none') {
        return false;
      }
      if (/^\d+$/.test(text)) {
        const hops = Number(text);
        if (hops < 1 || hops > 10) {
          ctx.addIssue({ code: 'custom', message: 'a hop count from 1 to 10' });
        }
        return hops;
      }
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const address = /^([0-9.]+|[0-9a-f:]+)(\/\d{1,3})?$/;
      if (text === 'true' || text === 'on' || entries.some((entry) => !address.test(entry))) {
        ctx.addIssue({
          code: 'custom',
          message: "off, a hop count, or the proxies' addresses (CIDR ranges allowed), comma-separated",
        });
      }
      return entries;
    }),
);

/** Every environment variable the server reads (README, "Configuration"). All are optional. */
const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Dropzone <no-reply@localhost>')),
  PUBLIC_URL: optionalUrl,
  GOOGLE_CLIENT_ID: optionalString,
  BOTCHECK_SITE_KEY: optionalString,
  BOTCHECK_SECRET: optionalString,
  BOTCHECK_VERIFY_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  ),
  /** Off only in tests that build several apps at once. */
  JOBS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  /**
   * Seconds between the scheduler's ticks: 60 (every minute on the minute) unless a test that watches the
   * scheduler run wants to wait for two ticks in seconds rather than minutes (1-60).
   */
  JOBS_TICK_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(60).default(60)),
  /**
   * The live altitude's first source (issue 34): the club's own receiver's `aircraft.json` (readsb, dump1090-fa,
   * tar1090), or an OpenSky-style `states/all` address (anonymous unless OpenSky's client credentials are set).
   */
  ADSB_URL: optionalUrl,
  /** OpenSky's OAuth2 client credentials: OpenSky's `states/all` is asked with a token (after ADSB_URL). */
  OPENSKY_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  OPENSKY_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  OPENSKY_URL: z.preprocess(emptyToUndefined, z.url().default('https://opensky-network.org/api/states/all')),
  OPENSKY_TOKEN_URL: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .default('https://auth.opensky-network.org/auth/realms/opensky-network/protocol/openid-connect/token'),
  ),
  /** The aviation weather service's METAR address (asked `?ids=EFUT&format=json`) for clubs that set an airport. */
  METAR_URL: z.preprocess(emptyToUndefined, z.url().default('https://aviationweather.gov/api/data/metar')),
  /** The Finnish Meteorological Institute's open data WFS for clubs that set a station. */
  FMI_URL: z.preprocess(emptyToUndefined, z.url().default('https://opendata.fmi.fi/wfs')),
  /**
   * Web Push service hosts to accept besides the browsers' own (`pushServiceHosts` in shared), comma-separated;
   * `*.example.com` for any name under one. Addresses are never accepted.
   */
  PUSH_SERVICE_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((text) =>
        (text ?? '')
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/,
              'host names such as push.example.com or *.example.com',
            ),
        ),
      ),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST: optionalString,
  TRUST_PROXY: trustProxySchema,
  /** The bearer token of `GET /metrics` (Prometheus); without it there is no such page. */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'at least 16 characters (openssl rand -hex 16)').optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'WEB_DIST'> {
  PUBLIC_URL: string;
  /** The built web app, or null when it is not built (then only the API is served). */
  webDist: string | null;
  /** Whether cookies get the Secure flag (PUBLIC_URL is https). */
  secureCookies: boolean;
}

/** Finds packages/web/dist walking up from this module, so it works from src (tsx) and from the bundle. */
function findWebDist(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'packages', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) {
      return candidate;
    }
    const sibling = join(dir, 'web', 'dist');
    if (existsSync(join(sibling, 'index.html'))) {
      return sibling;
    }
    dir = dirname(dir);
  }
  return null;
}

/** Reads the configuration from an environment; throws with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const webDist = e.WEB_DIST ? resolve(e.WEB_DIST) : findWebDist();
  return {
    ...e,
    DATA_DIR: resolve(e.DATA_DIR),
    PUBLIC_URL: publicUrl,
    webDist: webDist && existsSync(join(webDist, 'index.html')) ? webDist : null,
    secureCookies: publicUrl.startsWith('https://'),
  };
}
