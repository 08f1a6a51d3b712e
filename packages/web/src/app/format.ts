import { dateTimeFormat } from '@dz/shared';
import type { Language } from './language';

/**
 * Dates and times use the Finnish formats (spec section 1) in both languages; only words such as weekday
 * names follow the UI language.
 */
export const DATE_LOCALE = 'fi-FI';

function utcDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** `2025-11-21` → `21.11.2025` (as `Intl`'s Finnish short date, `format.test.ts`, without loading its data). */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${d}.${m}.${y}`;
}

/** The weekday names `Intl` gives, Sunday first: a table, as the public board's first paint cannot wait for ICU. */
const WEEKDAYS: Record<Language, readonly string[]> = {
  fi: ['sunnuntai', 'maanantai', 'tiistai', 'keskiviikko', 'torstai', 'perjantai', 'lauantai'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** `2025-11-21` → `perjantai 21.11.2025` (fi) or `Friday 21.11.2025` (en). */
export function formatDayHeading(isoDate: string, language: Language): string {
  return `${WEEKDAYS[language][utcDate(isoDate).getUTCDay()]} ${formatDate(isoDate)}`;
}

/**
 * An instant as a date and time in the club's time zone, in the Finnish form in both languages: `21.11.2025 klo
 * 13.57` in Finnish, `21.11.2025 13.57` in English (no Finnish word in the English UI).
 */
export function formatDateTime(
  instant: string | Date,
  timeZone: string | undefined,
  language: Language,
): string {
  if (language === 'fi') {
    return dateTimeFormat(DATE_LOCALE, { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(instant),
    );
  }
  const at = new Date(instant);
  const date = dateTimeFormat(DATE_LOCALE, { timeZone, dateStyle: 'short' }).format(at);
  const time = dateTimeFormat(DATE_LOCALE, { timeZone, timeStyle: 'short' }).format(at);
  return `${date} ${time}`;
}

/** Metres the Finnish way in both languages: `4 000 m` (a no-break space between thousands, as `Intl`'s). */
export function formatMetres(metres: number): string {
  return `${String(Math.round(metres)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')} m`;
}
