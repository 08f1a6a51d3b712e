import { DEFAULT_TIMEZONE } from './constants';
import type { Language } from './i18n/translate';
import { dateTimeFormat } from './intl';

/**
 * Europe/Helsinki's offset from UTC in minutes, by the EU's summer-time rule (in force since 1996): UTC+3 from
 * the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC, UTC+2 otherwise. `dates.test.ts`
 * checks it against `Intl` over 2000-2040, so a change of the rule in the time zone data fails the tests.
 */
function helsinkiOffsetMinutes(ms: number, year: number): number {
  const lastSundayAtOne = (month: number) => {
    const day = new Date(Date.UTC(year, month + 1, 0, 1));
    return day.getTime() - day.getUTCDay() * 86_400_000;
  };
  return ms >= lastSundayAtOne(2) && ms < lastSundayAtOne(9) ? 180 : 120;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The club's calendar day and wall clock at an instant. Any zone is read with `Intl`; the clubs' own zone,
 * Europe/Helsinki, is worked out by its rule instead, because making the first `Intl` formatter loads ICU's
 * locale and zone data: about 200 ms of a slow phone's main thread, which the public board's first paint
 * waited for.
 */
export function clubClock(
  now: Date | number,
  timeZone: string = DEFAULT_TIMEZONE,
): { date: string; time: string; minutes: number } {
  const ms = typeof now === 'number' ? now : now.getTime();
  const year = new Date(ms).getUTCFullYear();
  if (timeZone === 'Europe/Helsinki' && year >= 1996) {
    const local = new Date(ms + helsinkiOffsetMinutes(ms, year) * 60_000);
    const hour = local.getUTCHours();
    const minute = local.getUTCMinutes();
    return {
      date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
      time: `${pad(hour)}:${pad(minute)}`,
      minutes: hour * 60 + minute,
    };
  }
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = get('hour');
  const minute = get('minute');
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${hour}:${minute}`,
    minutes: Number(hour) * 60 + Number(minute),
  };
}

/** The club day (`YYYY-MM-DD`) of an instant in a time zone: "today" is always the club's today. */
export function clubDate(now: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  return clubClock(now, timeZone).date;
}

/** The club's wall clock (`HH:MM`, 24 hours) at an instant. */
export function clubTime(now: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  return clubClock(now, timeZone).time;
}

/**
 * A moment for people to read, in a time zone (the club's): `22.11.2026 14:05` in Finnish, `2026-11-22 14:05`
 * in English. CSV exports and the signed waiver's document print their times with it.
 */
export function readableDateTime(at: string | Date, timeZone: string, language: Language): string {
  const { date, time } = clubClock(typeof at === 'string' ? new Date(at) : at, timeZone);
  if (language !== 'fi') {
    return `${date} ${time}`;
  }
  const [year, month, day] = date.split('-');
  return `${Number(day)}.${Number(month)}.${year} ${time}`;
}

/** The minutes of the day of a time of day written `HH:MM`; null for anything else. */
export function minutesOfDay(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Whether a string is a real calendar date in `YYYY-MM-DD` form. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) {
    return false;
  }
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/** Adds days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whether a time zone name is one the runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
