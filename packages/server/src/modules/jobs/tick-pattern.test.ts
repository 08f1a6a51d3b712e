import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { tickPattern } from './scheduler';

describe('the scheduler tick', () => {
  it.each([
    [60, '* * * * *', ['2026-11-28T10:01:00.000Z', '2026-11-28T10:02:00.000Z']],
    [2, '*/2 * * * * *', ['2026-11-28T10:00:32.000Z', '2026-11-28T10:00:34.000Z']],
    [15, '*/15 * * * * *', ['2026-11-28T10:00:45.000Z', '2026-11-28T10:01:00.000Z']],
  ])('every %i s is %s', (seconds, pattern, next) => {
    expect(tickPattern(seconds)).toBe(pattern);
    const runs = new Cron(tickPattern(seconds), { timezone: 'UTC' }).nextRuns(
      2,
      new Date('2026-11-28T10:00:30.5Z'),
    );
    expect(runs.map((d) => d.toISOString())).toEqual(next);
  });

  it('is every minute unless set, and refuses what is not 1-60 s', () => {
    expect(loadConfig({}).JOBS_TICK_SECONDS).toBe(60);
    expect(loadConfig({ JOBS_TICK_SECONDS: '2' }).JOBS_TICK_SECONDS).toBe(2);
    expect(() => loadConfig({ JOBS_TICK_SECONDS: '0' })).toThrow();
    expect(() => loadConfig({ JOBS_TICK_SECONDS: '90' })).toThrow();
  });
});
