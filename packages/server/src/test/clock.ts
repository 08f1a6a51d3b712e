/**
 * A clock tests own: fixed unless a test moves it, so "today", token expiry and "only today's loads" never
 * flake around midnight or depend on when the suite runs.
 */
export interface TestClock {
  now: () => Date;
  /** Jumps to an instant (ISO text). */
  set(iso: string): void;
  /** Moves on by some milliseconds. */
  advance(ms: number): void;
}

/** Saturday 13 June 2026, 12:00 in Helsinki: a jump day in the middle of the season. */
export const FIXED_NOW = '2026-06-13T09:00:00.000Z';

export function createTestClock(start: string = FIXED_NOW): TestClock {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    set(iso) {
      at = new Date(iso).getTime();
    },
    advance(ms) {
      at += ms;
    },
  };
}
