import { neutralizeCsvCell } from '@dz/shared';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { saveBlob } from '../../app/download';
import type { Language } from '../../app/i18n';

/** A club day `YYYY-MM-DD` in a CSV: `22.11.2026` in Finnish, as it is in English (as the server's exports). */
export function csvDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-');
  return language === 'fi' ? `${Number(date)}.${Number(month)}.${year}` : day;
}

/**
 * CSV text as the server's exports write it: a BOM so spreadsheets read UTF-8, `;` between fields in Finnish
 * and `,` in English, the headers first; every text cell neutralised.
 */
export function toCsv(language: Language, headers: string[], rows: (string | number)[][]): string {
  return stringify(
    [headers, ...rows].map((row) => row.map(neutralizeCsvCell)),
    {
      bom: true,
      delimiter: language === 'fi' ? ';' : ',',
    },
  );
}

/** Saves rows as a CSV file. */
export function downloadCsv(
  filename: string,
  language: Language,
  headers: string[],
  rows: (string | number)[][],
): void {
  saveBlob(new Blob([toCsv(language, headers, rows)], { type: 'text/csv;charset=utf-8' }), filename);
}
