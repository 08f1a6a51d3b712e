import { Redis } from 'ioredis';
import pg from 'pg';
import type { Config } from '../config';
import type { Finding } from './diagnose';

const TIMEOUT_MS = 3000;

/** The address without its password, for printing. */
function shown(url: string): string {
  const u = new URL(url);
  u.password = u.password ? '***' : '';
  return u.toString();
}

/**
 * `npm run doctor -- --check`: connects to the configured PostgreSQL and Redis once (a `select 1`, a `PING`),
 * so a wrong password or a closed port shows before the service is started with them.
 */
export async function reach(config: Pick<Config, 'DATABASE_URL' | 'REDIS_URL'>): Promise<Finding[]> {
  const findings: Finding[] = [];
  if (config.DATABASE_URL) {
    const client = new pg.Client({
      connectionString: config.DATABASE_URL,
      connectionTimeoutMillis: TIMEOUT_MS,
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ version: string }>(
        "select current_setting('server_version') as version",
      );
      findings.push({
        level: 'ok',
        topic: 'database',
        text: `PostgreSQL ${rows[0]?.version ?? ''} answers at ${shown(config.DATABASE_URL)}.`,
      });
    } catch (error) {
      findings.push({
        level: 'error',
        topic: 'database',
        text: `PostgreSQL at ${shown(config.DATABASE_URL)} does not answer: ${(error as Error).message}`,
        fix: 'Check that PostgreSQL runs, the database exists and the user and password in DATABASE_URL are right.',
      });
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (config.REDIS_URL) {
    const redis = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      connectTimeout: TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      await redis.ping();
      findings.push({ level: 'ok', topic: 'redis', text: `Redis answers at ${shown(config.REDIS_URL)}.` });
    } catch (error) {
      findings.push({
        level: 'error',
        topic: 'redis',
        text: `Redis at ${shown(config.REDIS_URL)} does not answer: ${(error as Error).message}`,
        fix: 'Check that Redis runs and REDIS_URL names its address (redis://127.0.0.1:6379).',
      });
    } finally {
      redis.disconnect();
    }
  }
  return findings;
}
