import { describe, expect, it } from 'vitest';
import { clubTime } from '../dates';
import { DomainError } from '../errors';
import { assertCanCallLoad, isNewCall, loadCallRecipients, minutesToTakeoff } from './loadCall.rules';

describe('assertCanCallLoad', () => {
  it.each([
    ['open', '2026-06-01', true],
    ['flying', '2026-06-01', false],
    ['landed', '2026-06-01', false],
    ['open', '2026-05-31', false],
    ['open', '2026-06-02', false],
  ] as const)('a %s load of %s, today 2026-06-01: allowed %s', (state, date, allowed) => {
    const call = () => assertCanCallLoad({ state, date }, '2026-06-01');
    if (allowed) {
      expect(call).not.toThrow();
    } else {
      expect(call).toThrow(DomainError);
      expect(call).toThrow("Only today's open loads can be called");
    }
  });
});

describe('isNewCall', () => {
  it.each([
    [null, 'min20', true],
    ['min20', 'min15', true],
    ['min15', 'min20', true],
    ['min15', 'min15', false],
    ['boarding', 'boarding', false],
    ['min10', null, false],
    [null, null, false],
  ] as const)('from %s to %s is news: %s', (from, to, news) => {
    expect(isNewCall(from, to)).toBe(news);
  });
});

describe('loadCallRecipients', () => {
  it('names each linked user once and leaves out unlinked and did-not-jump jumpers', () => {
    expect(
      loadCallRecipients([
        { linkedUserId: 'u1', didNotJump: false },
        { linkedUserId: null, didNotJump: false },
        { linkedUserId: 'u2', didNotJump: true },
        { linkedUserId: 'u1', didNotJump: false },
        { linkedUserId: 'u3', didNotJump: false },
      ]),
    ).toEqual(['u1', 'u3']);
  });
});

describe('minutesToTakeoff', () => {
  // 2026-06-01 09:00 UTC is 12:00 in Helsinki (summer time, UTC+3)
  const now = new Date('2026-06-01T09:00:30Z');
  it.each([
    ['12:20', 20],
    ['12:00', 0],
    ['11:45', -15],
    ['9:05', -175],
    [null, null],
    ['soon', null],
  ] as const)('takeoff %s is %s minutes away in Helsinki', (takeoff, minutes) => {
    expect(minutesToTakeoff(takeoff, now, 'Europe/Helsinki')).toBe(minutes);
  });

  it('reads the wall clock in the club zone, on both sides of a daylight-saving change', () => {
    expect(clubTime(new Date('2026-03-29T00:30:00Z'), 'Europe/Helsinki')).toBe('02:30');
    expect(clubTime(new Date('2026-03-29T01:30:00Z'), 'Europe/Helsinki')).toBe('04:30');
    expect(minutesToTakeoff('12:00', new Date('2026-12-01T10:00:00Z'), 'Europe/Helsinki')).toBe(0);
  });
});
