import { dateTimeFormat, numberFormat } from '@dz/shared';
import type { Language } from './language';

/**
 * Dates and times use the Finnish formats (spec section 1) in both languages; only words such as weekday
 * names follow the UI language.
 */
export const DATE_LOCALE = 'fi-FI';

const WORD_LOCALES: Record<Language, string> = { fi: 'fi-FI', en: 'en-GB' };

function utcDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** `2025-11-21` → `21.11.2025`. */
export function formatDate(isoDate: string): string {
  return dateTimeFormat(DATE_LOCALE, { timeZone: 'UTC', dateStyle: 'short' }).format(utcDate(isoDate));
}

/** `2025-11-21` → `perjantai 21.11.2025` (fi) or `Friday 21.11.2025` (en). */
export function formatDayHeading(isoDate: string, language: Language): string {
  const weekday = dateTimeFormat(WORD_LOCALES[language], {
    timeZone: 'UTC',
    weekday: 'long',
  }).format(utcDate(isoDate));
  return `${weekday} ${formatDate(isoDate)}`;
}

/** An instant as a Finnish date and time, `21.11.2025 klo 13.57`, in the club's time zone. */
export function formatDateTime(instant: string | Date, timeZone?: string): string {
  return dateTimeFormat(DATE_LOCALE, { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(instant),
  );
}

/** Metres the Finnish way in both languages: `4 000 m`. */
export function formatMetres(metres: number): string {
  return `${numberFormat(DATE_LOCALE).format(Math.round(metres))} m`;
}
