import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('separates with ; in Finnish and , in English, with a BOM and quoting', () => {
    expect(toCsv('fi', ['Nimi', 'Hypyt'], [['Matti; M', 3]])).toBe('\uFEFFNimi;Hypyt\n"Matti; M";3\n');
    expect(toCsv('en', ['Name', 'Jumps'], [['=1+1', 3]])).toBe("\uFEFFName,Jumps\n'=1+1,3\n");
  });
});
