import { describe, expect, it } from 'vitest';
import { diagnose, type Finding } from './diagnose';

const levelOf = (findings: Finding[], topic: Finding['topic']) =>
  findings.filter((f) => f.topic === topic).map((f) => f.level);

describe('diagnose (npm run doctor)', () => {
  it.each<[string, NodeJS.ProcessEnv, Finding['topic'], Finding['level'][]]>([
    ['a laptop: the embedded database', {}, 'database', ['ok']],
    ['no SMTP: mails only in the outbox', {}, 'mail', ['warn']],
    ['SMTP set', { SMTP_URL: 'smtp://u:p@smtp.example.com:587' }, 'mail', ['ok']],
    ['no public address', {}, 'address', ['warn']],
    ['an http address on the internet', { PUBLIC_URL: 'http://dz.example.fi' }, 'address', ['warn']],
    ['an http address on this machine', { PUBLIC_URL: 'http://localhost:3000' }, 'address', ['ok']],
    ['an https address', { PUBLIC_URL: 'https://dz.example.fi' }, 'address', ['ok']],
    ['https behind a proxy not trusted', { PUBLIC_URL: 'https://dz.example.fi' }, 'proxy', ['warn']],
    [
      'https behind a trusted proxy',
      { PUBLIC_URL: 'https://dz.example.fi', TRUST_PROXY: '127.0.0.1' },
      'proxy',
      ['ok'],
    ],
    ['PostgreSQL without Redis: one node', { DATABASE_URL: 'postgres://pg@db:5432/dz' }, 'redis', ['warn']],
    ['Redis with the embedded database', { REDIS_URL: 'redis://127.0.0.1:6379' }, 'redis', ['ok', 'error']],
    [
      'PostgreSQL and Redis',
      { DATABASE_URL: 'postgres://pg@db:5432/dz', REDIS_URL: 'redis://r:6379' },
      'redis',
      ['ok'],
    ],
    ['half a bot check', { BOTCHECK_SITE_KEY: 'site' }, 'sign-in', ['error']],
    ['no altitude source', {}, 'adsb', ['ok']],
    [
      'a receiver and OpenSky',
      { ADSB_URL: 'http://pi.local/data/aircraft.json', OPENSKY_CLIENT_ID: 'c', OPENSKY_CLIENT_SECRET: 's' },
      'adsb',
      ['ok'],
    ],
    ['half an OpenSky client', { OPENSKY_CLIENT_ID: 'club' }, 'adsb', ['error', 'ok']],
    ['a bad variable: the server will not start', { TRUST_PROXY: 'true' }, 'configuration', ['error']],
    ['no metrics token: /metrics off', {}, 'health', ['ok']],
    ['a metrics token', { METRICS_TOKEN: '0123456789abcdef0123' }, 'health', ['ok']],
    ['a metrics token too short to be safe', { METRICS_TOKEN: 'short' }, 'configuration', ['error']],
  ])('%s', (_name, env, topic, levels) => {
    expect(levelOf(diagnose(env), topic)).toEqual(levels);
  });

  it('names each bad variable, with the fix, and nothing else when the server would not start', () => {
    const findings = diagnose({ PORT: '99999', TRUST_PROXY: 'true' });
    expect(findings.map((f) => f.topic)).toEqual(['configuration', 'configuration']);
    expect(findings[0]?.text).toMatch(/^The server will not start: PORT/);
    expect(findings.every((f) => f.fix)).toBe(true);
  });

  it('gives every warning and error a fix', () => {
    const findings = diagnose({ PUBLIC_URL: 'http://dz.example.fi', DATABASE_URL: 'postgres://pg@db/dz' });
    expect(findings.filter((f) => f.level !== 'ok').every((f) => (f.fix ?? '').length > 0)).toBe(true);
  });
});
