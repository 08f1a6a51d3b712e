import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeCsvCell } from './csv.rules';

describe('neutralizeCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+358 40 123 4567', "'+358 40 123 4567"],
    ['-1+1', "'-1+1"],
    ['@cmd', "'@cmd"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['Matti = Masa', 'Matti = Masa'],
    ['', ''],
    // the exports' own numbers: a spreadsheet reads them as numbers, they cannot run
    ['-40,00', '-40,00'],
    ['-40.00', '-40.00'],
    ['12', '12'],
  ])('writes %j as %j', (cell, written) => {
    expect(neutralizeCsvCell(cell)).toBe(written);
  });

  it('keeps numbers as numbers, negative ones too', () => {
    expect(neutralizeCsvCell(-3)).toBe('-3');
  });

  it('never leaves a cell that starts a formula, and only ever adds one apostrophe', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (text) => {
        const cell = neutralizeCsvCell(text);
        expect(cell === text || cell === `'${text}`).toBe(true);
        expect(/^[=+@\t\r]/.test(cell)).toBe(false);
        expect(/^-/.test(cell) && !/^-?\d+(?:[.,]\d+)?$/.test(cell)).toBe(false);
      }),
    );
  });
});
