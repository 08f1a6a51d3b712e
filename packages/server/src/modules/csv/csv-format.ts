import { type Language, languageOf, neutralizeCsvCell, sharedText } from '@dz/shared';
import { stringify } from 'csv-stringify/sync';
import type { FastifyRequest } from 'fastify';

/**
 * CSV exports as the reader's spreadsheet expects them: Finnish has `;` between fields, decimal commas and
 * `d.M.yyyy HH:mm`; English has `,`, decimal points and `yyyy-MM-dd HH:mm`. Times are in the club's zone.
 */
export interface CsvFormat {
  language: Language;
  timeZone: string;
}

/** The export's language: the body's or query's `lang`, else the browser's `Accept-Language`, else Finnish. */
export function csvLanguage(request: FastifyRequest): Language {
  const body = request.body as { lang?: unknown } | undefined;
  const query = request.query as { lang?: unknown } | undefined;
  const lang =
    typeof body?.lang === 'string' ? body.lang : typeof query?.lang === 'string' ? query.lang : null;
  return languageOf(lang ?? request.headers['accept-language']);
}

/** An amount in euros with two decimals: `-40,00` in Finnish, `-40.00` in English. */
export function csvAmount(euros: number, language: Language): string {
  const text = euros.toFixed(2);
  return language === 'fi' ? text.replace('.', ',') : text;
}

/** Any other number (an exit weight): as it is, with a decimal comma in Finnish. */
export function csvNumber(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined) {
    return '';
  }
  const text = String(value);
  return language === 'fi' ? text.replace('.', ',') : text;
}

/** A moment in the club's zone: `22.11.2026 14:05` in Finnish, `2026-11-22 14:05` in English. */
export function csvDateTime(iso: string | Date, format: CsvFormat): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: format.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(typeof iso === 'string' ? new Date(iso) : iso);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return format.language === 'fi'
    ? `${Number(part('day'))}.${Number(part('month'))}.${part('year')} ${time}`
    : `${part('year')}-${part('month')}-${part('day')} ${time}`;
}

/** A club day `YYYY-MM-DD`: `22.11.2026` in Finnish, as it is in English. */
export function csvDate(day: string, language: Language): string {
  const [year, month, date] = day.split('-');
  return language === 'fi' ? `${Number(date)}.${Number(month)}.${year}` : day;
}

/** `kyllä`/`ei` or `yes`/`no`. */
export function csvBoolean(value: boolean | null | undefined, language: Language): string {
  return sharedText(language, value ? 'csv.yes' : 'csv.no');
}

/**
 * The CSV text (with a BOM, so spreadsheets read UTF-8) of rows under headers from `csv.<section>.<key>`; every
 * cell that could start a formula is neutralised (`neutralizeCsvCell`: names and comments are as members typed them).
 */
export function writeCsv(
  language: Language,
  section: 'transactions' | 'members' | 'logbook',
  keys: readonly string[],
  rows: Record<string, string>[],
): string {
  const safe = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, neutralizeCsvCell(v)])),
  );
  return stringify(safe, {
    header: true,
    bom: true,
    delimiter: language === 'fi' ? ';' : ',',
    columns: keys.map((key) => ({ key, header: sharedText(language, `csv.${section}.${key}`) })),
  });
}
