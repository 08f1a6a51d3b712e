import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, clubClock, clubDate, clubTime, isIsoDate, isTimeZone, readableDateTime } from './dates';

/** The day and 24-hour clock of an instant as `Intl` reads them in a zone: what `clubClock` must agree with. */
function intlClock(instant: Date, timeZone: string): { date: string; time: string } {
  return {
    date: new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant),
    time: new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant),
  };
}

describe('clubDate', () => {
  it('is the club day in its time zone, not UTC', () => {
    // 22:30 UTC on 31 May is already 1 June in Helsinki (UTC+3 in summer)
    expect(clubDate(new Date('2026-05-31T22:30:00Z'), 'Europe/Helsinki')).toBe('2026-06-01');
    expect(clubDate(new Date('2026-05-31T22:30:00Z'), 'UTC')).toBe('2026-05-31');
  });
});

describe('clubClock', () => {
  it.each([
    // Helsinki's 2026 spring change (03:00 → 04:00 local on 29 March) and autumn change (04:00 → 03:00, 25 Oct)
    ['2026-03-29T00:59:00Z', 'Europe/Helsinki', '2026-03-29', '02:59', 179],
    ['2026-03-29T01:00:00Z', 'Europe/Helsinki', '2026-03-29', '04:00', 240],
    ['2026-10-25T00:30:00Z', 'Europe/Helsinki', '2026-10-25', '03:30', 210],
    ['2026-10-25T01:30:00Z', 'Europe/Helsinki', '2026-10-25', '03:30', 210],
    ['2026-05-31T21:00:00Z', 'Europe/Helsinki', '2026-06-01', '00:00', 0],
    ['2026-05-31T23:59:00Z', 'UTC', '2026-05-31', '23:59', 1439],
    ['2026-01-01T04:59:00Z', 'America/New_York', '2025-12-31', '23:59', 1439],
  ])('%s in %s is %s %s (%i min)', (instant, zone, date, time, minutes) => {
    expect(clubClock(new Date(instant), zone)).toEqual({ date, time, minutes });
  });

  it("agrees with Intl's own day and 24-hour clock in every zone", () => {
    const zones = ['Europe/Helsinki', 'UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2040-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const result = clubClock(instant, zone);
          expect({ date: result.date, time: result.time }).toEqual(intlClock(instant, zone));
          expect(result.minutes).toBe(Number(result.time.slice(0, 2)) * 60 + Number(result.time.slice(3)));
          expect(clubDate(instant, zone)).toBe(result.date);
          expect(clubTime(instant, zone)).toBe(result.time);
        },
      ),
    );
  });
});

describe('clubClock in Europe/Helsinki, worked out without Intl', () => {
  it('agrees with Intl within three hours of every summer-time change, 2000-2040', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2040 }),
        fc.constantFrom(2, 9),
        fc.integer({ min: -180, max: 180 }),
        (year, month, minutes) => {
          const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
          const change = lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
          const instant = new Date(change + minutes * 60_000);
          const { date, time } = clubClock(instant, 'Europe/Helsinki');
          expect({ date, time }).toEqual(intlClock(instant, 'Europe/Helsinki'));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('agrees with Intl at any instant, 1996-2040', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1996-01-01T00:00:00Z'),
          max: new Date('2040-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const { date, time } = clubClock(instant, 'Europe/Helsinki');
          expect({ date, time }).toEqual(intlClock(instant, 'Europe/Helsinki'));
        },
      ),
      { numRuns: 2000 },
    );
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

describe('readableDateTime', () => {
  it('writes a moment in the zone: day first in Finnish, ISO order in English', () => {
    expect(readableDateTime('2026-11-22T12:05:00Z', 'Europe/Helsinki', 'fi')).toBe('22.11.2026 14:05');
    expect(readableDateTime('2026-11-22T12:05:00Z', 'Europe/Helsinki', 'en')).toBe('2026-11-22 14:05');
    expect(readableDateTime(new Date('2026-07-01T21:30:00Z'), 'Europe/Helsinki', 'fi')).toBe(
      '2.7.2026 00:30',
    );
    expect(readableDateTime('2026-01-05T08:00:00Z', 'America/New_York', 'en')).toBe('2026-01-05 03:00');
  });

  it('agrees with Intl in any zone (what the CSV exports and the waiver document printed before)', () => {
    const intl = (ms: number, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(ms);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
      return `${Number(part('day'))}.${Number(part('month'))}.${part('year')} ${part('hour')}:${part('minute')}`;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom('Europe/Helsinki', 'UTC', 'America/New_York', 'Asia/Kolkata'),
        (ms, zone) => readableDateTime(new Date(ms), zone, 'fi') === intl(ms, zone),
      ),
    );
  });
});
