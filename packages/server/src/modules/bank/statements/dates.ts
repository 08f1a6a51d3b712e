/** Days in a month of the Gregorian calendar (month 1–12). */
function daysIn(year: number, month: number): number {
  if (month === 2) {
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A calendar date as YYYY-MM-DD when the digits name a real day (no 30 February, no month 13), else null:
 * read from "2026-11-20" (camt `Dt`, or the date part of a `DtTm` such as "2026-11-20T06:00:00+02:00").
 */
export function isoDate(value: string | undefined): string | null {
  // a date may carry a time (`DtTm`) or a time zone (xs:date "2026-11-20+02:00"): the bank's own day is kept
  const match = /^(\d{4})-(\d{2})-(\d{2})(?=$|T|Z|[+-]\d{2}:\d{2}$)/.exec(value?.trim() ?? '');
  if (!match) {
    return null;
  }
  const [, y = '', m = '', d = ''] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) ? `${y}-${m}-${d}` : null;
}

/** A YYMMDD date of the reference payment file (always this century) as YYYY-MM-DD, or null when not a real day. */
export function yymmddDate(value: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value);
  return match ? isoDate(`20${match[1]}-${match[2]}-${match[3]}`) : null;
}
