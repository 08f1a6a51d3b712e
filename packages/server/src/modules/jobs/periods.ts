import { clubDate } from '@dz/shared';

/**
 * When a scheduled job is due, in a club's own time zone (pure: `now` and the zone passed in). The scheduler
 * ticks every minute; a job is due for a period from its local start until the period's day ends, and the
 * claim in `job_runs` makes the first tick (on any node) the only run, so a node that was down at midnight
 * still catches up that day, and a daylight-saving change neither skips nor repeats a run.
 */

/** The weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD` date. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The ISO week (`YYYY-Www`) of a `YYYY-MM-DD` date: weeks start on Monday, week 1 holds the year's Thursday. */
export function isoWeek(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  // the Thursday of the same week decides the year
  day.setUTCDate(day.getUTCDate() + 4 - isoWeekday(date));
  const year = day.getUTCFullYear();
  const week = Math.floor((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** A club's period of a job: `club:<id>:<period>`. */
export function clubPeriod(clubId: string, period: string): string {
  return `club:${clubId}:${period}`;
}

/** The payment reminders' period due now: the ISO week, on its Monday (from 00:00) in the club's zone; else null. */
export function weeklyMondayPeriod(now: Date, timeZone: string): string | null {
  const today = clubDate(now, timeZone);
  return isoWeekday(today) === 1 ? isoWeek(today) : null;
}

/** A daily job's period due now: the club's date (each local day from 00:00). */
export function dailyPeriod(now: Date, timeZone: string): string {
  return clubDate(now, timeZone);
}
