import { describe, expect, it } from 'vitest';
import { healthOf, schedulerHealth } from './health';

const at = (iso: string) => new Date(iso);
const started = { startedAt: at('2026-11-28T10:00:00Z'), tickSeconds: 60 };

describe('schedulerHealth', () => {
  it.each([
    ['off without a scheduler', undefined, '2026-11-28T10:00:00Z', 'off'],
    ['ok just started, no tick yet', { ...started, lastTickAt: null }, '2026-11-28T10:02:00Z', 'ok'],
    ['ok at three minutes without a tick', { ...started, lastTickAt: null }, '2026-11-28T10:03:00Z', 'ok'],
    ['late past three ticks without one', { ...started, lastTickAt: null }, '2026-11-28T10:03:01Z', 'late'],
    ['ok a tick ago', { ...started, lastTickAt: at('2026-11-28T11:00:00Z') }, '2026-11-28T11:01:00Z', 'ok'],
    [
      'late when ticks stopped',
      { ...started, lastTickAt: at('2026-11-28T11:00:00Z') },
      '2026-11-28T11:05:00Z',
      'late',
    ],
    [
      'seconds ticks in tests',
      { startedAt: at('2026-11-28T10:00:00Z'), tickSeconds: 2, lastTickAt: at('2026-11-28T10:00:10Z') },
      '2026-11-28T10:00:17Z',
      'late',
    ],
  ] as const)('%s', (_name, state, now, expected) => {
    expect(schedulerHealth(state, at(now))).toBe(expected);
  });
});

describe('healthOf', () => {
  const now = at('2026-11-28T10:00:30Z');
  const ticking = { ...started, lastTickAt: at('2026-11-28T10:00:00Z') };
  it.each([
    ['all fine', 'ok', 'ready', ticking, { ok: true, database: 'ok', redis: 'ok', scheduler: 'ok' }],
    [
      'one node without Redis or jobs',
      'ok',
      undefined,
      undefined,
      { ok: true, database: 'ok', redis: 'off', scheduler: 'off' },
    ],
    [
      'database down',
      'down',
      'ready',
      ticking,
      { ok: false, database: 'down', redis: 'ok', scheduler: 'ok' },
    ],
    [
      'Redis reconnecting',
      'ok',
      'reconnecting',
      ticking,
      { ok: false, database: 'ok', redis: 'down', scheduler: 'ok' },
    ],
    ['Redis closed', 'ok', 'end', undefined, { ok: false, database: 'ok', redis: 'down', scheduler: 'off' }],
    [
      'scheduler stuck',
      'ok',
      undefined,
      { ...started, lastTickAt: at('2026-11-28T09:00:00Z') },
      { ok: false, database: 'ok', redis: 'off', scheduler: 'late' },
    ],
  ] as const)('%s', (_name, database, redisStatus, scheduler, expected) => {
    expect(healthOf({ database, redisStatus, scheduler, now })).toEqual(expected);
  });
});
