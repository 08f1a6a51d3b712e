import { type Config, loadConfig } from '../config';

/** One finding of `npm run doctor`: what a setting means, or what is wrong or missing and how to fix it. */
export interface Finding {
  level: 'ok' | 'warn' | 'error';
  topic:
    | 'configuration'
    | 'database'
    | 'redis'
    | 'mail'
    | 'address'
    | 'proxy'
    | 'push'
    | 'adsb'
    | 'sign-in'
    | 'health';
  text: string;
  /** What to do about a warning or an error. */
  fix?: string;
}

const isLocal = (url: string) => /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/.test(url);

/**
 * What the environment's configuration means for a club's server, and what is missing, with the fix: the
 * database and Redis, mail, the public address (HTTPS for the installable app and Web Push), the proxy in front,
 * the push keys, ADS-B and sign-in. A configuration the server refuses to start with is an error per variable.
 * Pure: it reads only `env` (no connections, no files).
 */
export function diagnose(env: NodeJS.ProcessEnv): Finding[] {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    const lines = (error as Error).message.split('\n').slice(1);
    return lines.map((line) => ({
      level: 'error' as const,
      topic: 'configuration' as const,
      text: `The server will not start: ${line.trim()}`,
      fix: 'Correct the variable (README, "Configuration") or leave it empty for its default.',
    }));
  }
  const findings: Finding[] = [];
  const add = (finding: Finding) => findings.push(finding);

  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    add({
      level: 'ok',
      topic: 'database',
      text: `PostgreSQL ${url.hostname}${url.pathname} (DATABASE_URL).`,
    });
  } else {
    add({
      level: 'ok',
      topic: 'database',
      text: `The embedded database in ${config.DATA_DIR} (one node; back up with the club settings' backup).`,
    });
  }

  if (config.REDIS_URL) {
    add({
      level: 'ok',
      topic: 'redis',
      text: 'Redis shares live updates and sign-in limits between nodes (REDIS_URL).',
    });
    if (!config.DATABASE_URL) {
      add({
        level: 'error',
        topic: 'redis',
        text: 'REDIS_URL is set but the database is the embedded one, which only one node can open.',
        fix: 'Set DATABASE_URL to a PostgreSQL database for several nodes, or leave REDIS_URL empty for one.',
      });
    }
  } else if (config.DATABASE_URL) {
    add({
      level: 'warn',
      topic: 'redis',
      text: 'No Redis: run one node only (live updates and sign-in limits stay inside the node).',
      fix: 'Set REDIS_URL=redis://… before starting a second node.',
    });
  }

  if (config.SMTP_URL) {
    add({
      level: 'ok',
      topic: 'mail',
      text: `Mail is sent through ${new URL(config.SMTP_URL).hostname} as ${config.MAIL_FROM}.`,
    });
  } else {
    add({
      level: 'warn',
      topic: 'mail',
      text: `No SMTP_URL: mails (e-mail confirmation, password reset, reminders) are only written to ${config.DATA_DIR}/outbox.`,
      fix: 'Set SMTP_URL=smtp://user:password@smtp.example.com:587 and MAIL_FROM to the club’s address.',
    });
  }

  if (!env.PUBLIC_URL) {
    add({
      level: 'warn',
      topic: 'address',
      text: `No PUBLIC_URL: links in mails and the QR posters say ${config.PUBLIC_URL}.`,
      fix: 'Set PUBLIC_URL=https://dz.example.fi, the address the club opens.',
    });
  } else if (!config.PUBLIC_URL.startsWith('https://') && !isLocal(config.PUBLIC_URL)) {
    add({
      level: 'warn',
      topic: 'address',
      text: `PUBLIC_URL ${config.PUBLIC_URL} is not HTTPS: browsers do not install the app, keep it offline or allow load calls by Web Push, and sign-in cookies are not Secure.`,
      fix: 'Put the app behind Caddy (deploy/Caddyfile) and set PUBLIC_URL=https://….',
    });
  } else {
    add({ level: 'ok', topic: 'address', text: `The club opens ${config.PUBLIC_URL}.` });
  }

  if (config.TRUST_PROXY === false) {
    if (config.PUBLIC_URL.startsWith('https://')) {
      add({
        level: 'warn',
        topic: 'proxy',
        text: 'TRUST_PROXY is off while PUBLIC_URL is HTTPS: behind a proxy every client looks like the proxy, so one person’s failed sign-ins limit everyone’s.',
        fix: 'Set TRUST_PROXY=127.0.0.1 when Caddy runs on the same machine (or the proxy’s address), never true.',
      });
    } else {
      add({
        level: 'ok',
        topic: 'proxy',
        text: 'No proxy is trusted: the limits count the connection’s own address.',
      });
    }
  } else {
    const trusted =
      typeof config.TRUST_PROXY === 'number' ? `${config.TRUST_PROXY} hop(s)` : config.TRUST_PROXY.join(', ');
    add({ level: 'ok', topic: 'proxy', text: `X-Forwarded-For is believed from ${trusted} (TRUST_PROXY).` });
  }

  add({
    level: 'ok',
    topic: 'push',
    text: 'Web Push keys are made at the first start and kept in the database (every node uses the same).',
  });

  const openSky = Boolean(config.OPENSKY_CLIENT_ID) && Boolean(config.OPENSKY_CLIENT_SECRET);
  if (Boolean(config.OPENSKY_CLIENT_ID) !== Boolean(config.OPENSKY_CLIENT_SECRET)) {
    add({
      level: 'error',
      topic: 'adsb',
      text: 'Only one of OPENSKY_CLIENT_ID and OPENSKY_CLIENT_SECRET is set: OpenSky is not asked.',
      fix: 'Set both (an API client of your OpenSky account) or neither.',
    });
  }
  const sources = [
    config.ADSB_URL ? `${new URL(config.ADSB_URL).hostname} (ADSB_URL)` : null,
    openSky ? `OpenSky with client credentials (${new URL(config.OPENSKY_URL).hostname})` : null,
  ].filter((x): x is string => x !== null);
  add(
    sources.length > 0
      ? {
          level: 'ok',
          topic: 'adsb',
          text: `Live altitude from ${sources.join(', then ')}, asked only while a load flies or is called.`,
        }
      : {
          level: 'ok',
          topic: 'adsb',
          text: 'No ADSB_URL and no OpenSky credentials: the board shows no live altitude.',
        },
  );

  if (Boolean(config.BOTCHECK_SITE_KEY) !== Boolean(config.BOTCHECK_SECRET)) {
    add({
      level: 'error',
      topic: 'sign-in',
      text: 'Only one of BOTCHECK_SITE_KEY and BOTCHECK_SECRET is set: the registration form’s bot check cannot work.',
      fix: 'Set both (from the reCAPTCHA admin console) or neither.',
    });
  }
  if (config.GOOGLE_CLIENT_ID) {
    add({ level: 'ok', topic: 'sign-in', text: 'Sign-in with Google is offered (GOOGLE_CLIENT_ID).' });
  }
  add(
    config.METRICS_TOKEN
      ? {
          level: 'ok',
          topic: 'health',
          text: '/metrics answers Prometheus with the token (METRICS_TOKEN); /api/health answers anyone.',
        }
      : {
          level: 'ok',
          topic: 'health',
          text: 'No METRICS_TOKEN: /metrics is off; /api/health still says whether the database, Redis and the scheduler are fine.',
        },
  );
  return findings;
}
