import { describe, expect, it } from 'vitest';
import { reach } from './reach';

describe('reach (npm run doctor -- --check)', () => {
  it('says which service does not answer, with the fix, and hides the password', async () => {
    const findings = await reach({
      DATABASE_URL: 'postgres://dz:hunter2secret@127.0.0.1:1/dz',
      REDIS_URL: 'redis://:hunter2secret@127.0.0.1:1',
    });
    expect(findings.map((f) => [f.topic, f.level])).toEqual([
      ['database', 'error'],
      ['redis', 'error'],
    ]);
    expect(findings.every((f) => f.fix)).toBe(true);
    expect(JSON.stringify(findings)).not.toContain('hunter2secret');
  });

  it.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
    'answers ok for the test PostgreSQL and Redis',
    async () => {
      const findings = await reach({
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        REDIS_URL: process.env.TEST_REDIS_URL,
      });
      expect(findings.map((f) => f.level)).toEqual(['ok', 'ok']);
    },
  );

  it('checks nothing on the embedded database without Redis', async () => {
    expect(await reach({})).toEqual([]);
  });
});
