import { type Language, languageOf, neutralizeCsvCell, sharedText } from '@dz/shared';
import { stringify } from 'csv-stringify/sync';
import type { FastifyRequest } from 'fastify';

/*
 * CSV exports as the reader's spreadsheet expects them: Finnish has `;` between fields, decimal commas and
 * `d.M.yyyy HH:mm`; English has `,`, decimal points and `yyyy-MM-dd HH:mm`. Times are in the club's zone
 * (shared `readableDateTime`, as the signed waiver's document prints them).
 */

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
