import { describe, expect, it } from 'vitest';
import { clubPeriod, dailyPeriod, isoWeek, isoWeekday, weeklyMondayPeriod } from './periods';

const HEL = 'Europe/Helsinki';

describe('job periods', () => {
  it.each([
    ['2026-01-01', 4, '2026-W01'],
    ['2025-12-29', 1, '2026-W01'],
    ['2027-01-03', 7, '2026-W53'],
    ['2026-03-30', 1, '2026-W14'],
    ['2026-10-26', 1, '2026-W44'],
    ['2024-12-30', 1, '2025-W01'],
  ])('%s is weekday %i of %s', (date, weekday, week) => {
    expect(isoWeekday(date)).toBe(weekday);
    expect(isoWeek(date)).toBe(week);
  });

  it.each([
    // spring forward (Sunday 29 March 2026, 03:00 → 04:00): Monday 00:00 is 21:00Z
    ['2026-03-29T20:59:00Z', HEL, null],
    ['2026-03-29T21:00:00Z', HEL, '2026-W14'],
    ['2026-03-30T20:59:00Z', HEL, '2026-W14'],
    ['2026-03-30T21:00:00Z', HEL, null],
    // the Monday before, still winter time: 00:00 is 22:00Z
    ['2026-03-22T21:59:00Z', HEL, null],
    ['2026-03-22T22:00:00Z', HEL, '2026-W13'],
    // fall back (Sunday 25 October 2026, 04:00 → 03:00): Monday 00:00 is 22:00Z again
    ['2026-10-25T21:59:00Z', HEL, null],
    ['2026-10-25T22:00:00Z', HEL, '2026-W44'],
    // a Wednesday is never due
    ['2026-06-17T00:00:00Z', HEL, null],
    // another zone: Monday 00:00 in New York is 04:00Z in summer
    ['2026-06-15T03:59:00Z', 'America/New_York', null],
    ['2026-06-15T04:00:00Z', 'America/New_York', '2026-W25'],
    ['2026-06-15T00:00:00Z', 'UTC', '2026-W25'],
  ])('payment reminders at %s in %s: %s', (iso, zone, period) => {
    expect(weeklyMondayPeriod(new Date(iso), zone)).toBe(period);
  });

  it.each([
    ['2026-03-28T21:59:00Z', '2026-03-28'],
    ['2026-03-28T22:00:00Z', '2026-03-29'],
    // the day of the change is 23 hours long: its next day starts at 21:00Z
    ['2026-03-29T20:59:00Z', '2026-03-29'],
    ['2026-03-29T21:00:00Z', '2026-03-30'],
    // the fall-back day is 25 hours long
    ['2026-10-24T21:00:00Z', '2026-10-25'],
    ['2026-10-25T21:59:00Z', '2026-10-25'],
    ['2026-10-25T22:00:00Z', '2026-10-26'],
  ])('the unlanded-load reminders’ day at %s in Helsinki is %s', (iso, day) => {
    expect(dailyPeriod(new Date(iso), HEL)).toBe(day);
  });

  it('names a club’s period', () => {
    expect(clubPeriod('abc', '2026-W14')).toBe('club:abc:2026-W14');
  });
});
