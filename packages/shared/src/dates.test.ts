import { describe, expect, it } from 'vitest';
import { addDays, clubDate, isIsoDate, isTimeZone } from './dates';

describe('clubDate', () => {
  it('is the club day in its time zone, not UTC', () => {
    // 22:30 UTC on 31 May is already 1 June in Helsinki (UTC+3 in summer)
    expect(clubDate(new Date('2026-05-31T22:30:00Z'), 'Europe/Helsinki')).toBe('2026-06-01');
    expect(clubDate(new Date('2026-05-31T22:30:00Z'), 'UTC')).toBe('2026-05-31');
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-1-1', false],
  ])('%s → %s', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });
});

describe('addDays and isTimeZone', () => {
  it('moves across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('knows real zones', () => {
    expect(isTimeZone('Europe/Helsinki')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
