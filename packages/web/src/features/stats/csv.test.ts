import { describe, expect, it } from 'vitest';
import { neutralizeCell, toCsv } from './csv';

describe('neutralizeCell', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+358', "'+358"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['Matti = Masa', 'Matti = Masa'],
    ['', ''],
  ])('writes %j as %j', (cell, written) => {
    expect(neutralizeCell(cell)).toBe(written);
  });

  it('keeps numbers as numbers, negative ones too', () => {
    expect(neutralizeCell(-3)).toBe('-3');
  });
});

describe('toCsv', () => {
  it('separates with ; in Finnish and , in English, with a BOM and quoting', () => {
    expect(toCsv('fi', ['Nimi', 'Hypyt'], [['Matti; M', 3]])).toBe('\uFEFFNimi;Hypyt\n"Matti; M";3\n');
    expect(toCsv('en', ['Name', 'Jumps'], [['=1+1', 3]])).toBe("\uFEFFName,Jumps\n'=1+1,3\n");
  });
});
