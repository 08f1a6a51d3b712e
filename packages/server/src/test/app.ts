import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_COOKIE, REFRESH_COOKIE, type SetupBody } from '@dz/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { OutboundOptions } from '../outbound/outbound';
import { createTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/** The outbound client of tests: every name but `localhost` is unknown. */
const offlineOutbound: OutboundOptions = {
  resolve: async (name) => {
    if (name === 'localhost') {
      return [{ address: '127.0.0.1', family: 4 }];
    }
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  },
};

/** The whole app on a fresh database, with logging off and mail going to a temporary outbox. */
export async function createTestApp(
  env: Record<string, string> = {},
  extra: Omit<Parameters<typeof buildApp>[0], 'config' | 'database'> & {
    onQuery?: (sql: string) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dz-test-'));
  const { onQuery, ...buildExtra } = extra;
  const database = await createTestDatabase(onQuery);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    JOBS: 'off',
    ...env,
  });
  // no test reaches the internet: names resolve only where a test says (IP-literal fixture servers still answer)
  const app = await buildApp({ config, database, outbound: offlineOutbound, ...buildExtra });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** The test club's public name: setup makes it from `setupBody.clubName`. */
export const clubSlug = 'skydive-utti';

export const setupBody: SetupBody = {
  clubName: 'Skydive Utti',
  clubKey: 'utti2026',
  email: 'chief@example.com',
  username: 'chief',
  displayName: 'Anna Virtanen',
  password: 'Secret-pass1',
};

/** The session cookies a response set, as a Cookie header value. */
export function cookiesOf(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.name === ACCESS_COOKIE || c.name === REFRESH_COOKIE)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/** The value of one cookie a response set. */
export function cookieValue(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

/** Runs first-run setup and answers the signed-in overlord's cookie header. */
export async function setupClub(app: FastifyInstance, body: Partial<SetupBody> = {}): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/setup', payload: { ...setupBody, ...body } });
  if (res.statusCode !== 201) {
    throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  }
  return cookiesOf(res);
}

/** The newest mail in a test app's outbox, and the first link in it with the given path. */
export function lastMail(
  dataDir: string,
  path?: string,
): { raw: string; to: string; link?: string; token?: string } {
  const dir = join(dataDir, 'outbox');
  const files = existsSync(dir) ? readdirSync(dir).sort() : [];
  const file = files.at(-1);
  if (!file) {
    throw new Error('no mail in the outbox');
  }
  // quoted-printable soft line breaks and =3D
  const raw = readFileSync(join(dir, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const to = /^To: (.*)$/m.exec(raw)?.[1] ?? '';
  const link = path ? new RegExp(`https?://\\S*${path}\\?token=[\\w%-]+`).exec(raw)?.[0] : undefined;
  const token = link ? decodeURIComponent(new URL(link).searchParams.get('token') ?? '') : undefined;
  return { raw, to, link, token };
}

/** How many mails the outbox holds. */
export function mailCount(dataDir: string): number {
  const dir = join(dataDir, 'outbox');
  return existsSync(dir) ? readdirSync(dir).length : 0;
}

/**
 * Registers a user with the club key, follows the confirmation link from the outbox and signs in;
 * answers its id and cookie header. A fresh address per call keeps the registration limit away.
 */
export async function addConfirmedUser(
  t: TestApp,
  username: string,
): Promise<{ id: string; cookie: string }> {
  await t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: `10.5.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: {
      clubKey: setupBody.clubKey,
      username,
      email: `${username}@example.com`,
      displayName: `${username} Jumper`,
      password: 'Password-1',
    },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/confirm-email',
    payload: { token: lastMail(t.dataDir, '/confirm-email').token },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { usernameOrEmail: username, password: 'Password-1' },
  });
  return { id: res.json()._id, cookie: cookiesOf(res) };
}

/** A second club as the host makes it (issue 35): its key, public name and first admin's address. */
export const secondClub = {
  name: 'Kerho Kaksi',
  clubKey: 'kaksi2026',
  slug: 'kerho-kaksi',
  timezone: 'Europe/Helsinki',
  adminEmail: 'second-admin@example.com',
};

/**
 * The host creates a second club and its invited admin accepts with a new account; answers the club's id and
 * the admin's cookie header (signed in to that club).
 */
export async function addSecondClub(
  t: TestApp,
  hostCookie: string,
  club: Partial<typeof secondClub> & { username?: string } = {},
): Promise<{ clubId: string; adminCookie: string; adminId: string }> {
  const { username = 'secondadmin', ...fields } = club;
  const body = { ...secondClub, ...fields };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/clubs',
    headers: { cookie: hostCookie },
    payload: body,
  });
  if (created.statusCode !== 201) {
    throw new Error(`club not created: ${created.statusCode} ${created.body}`);
  }
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    remoteAddress: `10.6.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: {
      token: lastMail(t.dataDir, '/invitation').token,
      username,
      displayName: 'Toinen Ylläpitäjä',
      password: 'Password-2',
    },
  });
  if (accepted.statusCode !== 201) {
    throw new Error(`invitation not accepted: ${accepted.statusCode} ${accepted.body}`);
  }
  return { clubId: created.json()._id, adminCookie: cookiesOf(accepted), adminId: accepted.json()._id };
}
