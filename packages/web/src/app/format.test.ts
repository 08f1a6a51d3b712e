import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClock } from '../features/loadsPublic/time';
import { formatDate, formatDateTime, formatDayHeading, formatMetres } from './format';

// the board's first paint cannot wait for ICU's data (about 200 ms on a slow phone), so these are written out;
// they must say exactly what Intl says
const isoDates = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('formats written without Intl say what Intl says', () => {
  it.each([
    ['2025-11-21', '21.11.2025', 'perjantai 21.11.2025', 'Friday 21.11.2025'],
    ['2026-01-04', '4.1.2026', 'sunnuntai 4.1.2026', 'Sunday 4.1.2026'],
  ])('%s → %s', (iso, date, fi, en) => {
    expect(formatDate(iso)).toBe(date);
    expect(formatDayHeading(iso, 'fi')).toBe(fi);
    expect(formatDayHeading(iso, 'en')).toBe(en);
  });

  it('dates and weekdays, for any day', () => {
    fc.assert(
      fc.property(isoDates, (iso) => {
        const short = new Intl.DateTimeFormat('fi-FI', { timeZone: 'UTC', dateStyle: 'short' }).format(
          utc(iso),
        );
        expect(formatDate(iso)).toBe(short);
        for (const [language, locale] of [
          ['fi', 'fi-FI'],
          ['en', 'en-GB'],
        ] as const) {
          const weekday = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long' }).format(
            utc(iso),
          );
          expect(formatDayHeading(iso, language)).toBe(`${weekday} ${short}`);
        }
      }),
      { seed: 15, numRuns: 300 },
    );
  });

  it('metres, for any height', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (metres) => {
        expect(formatMetres(metres)).toBe(`${new Intl.NumberFormat('fi-FI').format(Math.round(metres))} m`);
      }),
      { seed: 15, numRuns: 300 },
    );
  });

  it('the club clock, for any instant, summer and winter time', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), (instant) => {
        const intl = new Intl.DateTimeFormat('fi-FI', { timeZone: 'Europe/Helsinki', timeStyle: 'short' });
        expect(formatClock(instant)).toBe(intl.format(instant));
      }),
      { seed: 15, numRuns: 300 },
    );
  });
});

describe('formatDateTime', () => {
  it.each([
    ['fi', '2026-06-01T21:00:00Z', '2.6.2026 klo 0.00'],
    ['en', '2026-06-01T21:00:00Z', '2.6.2026 0.00'],
    ['fi', '2026-01-15T11:57:00Z', '15.1.2026 klo 13.57'],
    ['en', '2026-01-15T11:57:00Z', '15.1.2026 13.57'],
  ] as const)(
    'in %s: %s is %s in Helsinki (the Finnish form; "klo" only in Finnish)',
    (language, instant, text) => {
      expect(formatDateTime(instant, 'Europe/Helsinki', language)).toBe(text);
    },
  );
});
