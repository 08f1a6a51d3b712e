/** A cell a spreadsheet would run as a formula (OWASP, CSV injection): `=`, `+`, `-`, `@`, a tab or a return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number as the exports write them (`-40,00`, `-40.00`, `12`): a spreadsheet reads it as a number. */
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/**
 * A CSV cell that cannot execute in the reader's spreadsheet: text that could start a formula gets a leading `'`
 * (the spreadsheet then shows it as text, apostrophe hidden); numbers, negative ones too, stay as they are.
 */
export function neutralizeCsvCell(value: string | number): string {
  if (typeof value === 'number') {
    return String(value);
  }
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
