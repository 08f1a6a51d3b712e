import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';
import { finnishIban } from './reference-file';
import type { StatementEntry } from './statement';

function read(file: string | Buffer) {
  const result = parseStatement(file);
  if (!result.ok) {
    throw new Error(`refused: ${result.problem} (${result.detail})`);
  }
  return result.statement;
}

const problem = (file: string | Buffer) => {
  const result = parseStatement(file);
  return result.ok ? 'read' : result.problem;
};

/** Fields placed by their 1-based positions, written here by hand and not by the writer under test. */
function line(fields: [from: number, value: string][]): string {
  const chars = Array.from({ length: 90 }, () => ' ');
  for (const [from, value] of fields) {
    chars.splice(from - 1, value.length, ...value);
  }
  expect(chars).toHaveLength(90);
  return chars.join('');
}

const batch = (created: string, currency = '1') =>
  line([
    [1, '0'],
    [2, created],
    [8, '0612'],
    [12, '13'],
    [14, '123456789'],
    [23, currency],
  ]);

const payment = (p: {
  type?: '3' | '5';
  booked: string;
  archive: string;
  reference: string;
  name: string;
  cents: string;
  correction?: '0' | '1';
  currency?: string;
}) =>
  line([
    [1, p.type ?? '3'],
    [2, '12345600000785'],
    [16, p.booked],
    [22, p.booked],
    [28, p.archive],
    [44, p.reference],
    [64, p.name],
    [76, p.currency ?? '1'],
    [77, 'A'],
    [78, p.cents],
    [88, p.correction ?? '0'],
    [89, 'A'],
  ]);

const sums = (payments: string, paid: string, corrections = '000000', corrected = '00000000000') =>
  line([
    [1, '9'],
    [2, payments],
    [8, paid],
    [19, corrections],
    [25, corrected],
    [36, '00000000000000000'],
  ]);

const day1 = [
  batch('261130'),
  payment({
    booked: '261130',
    archive: '261130OKOY001234',
    reference: '00000000000000010016',
    name: 'MÄKINEN MATT',
    cents: '0000123456',
  }),
  payment({
    booked: '261130',
    archive: '261130OKOY001235',
    reference: '00000000000000010029',
    name: 'LAINE LIISA',
    cents: '0000000050',
  }),
  payment({
    type: '5',
    booked: '261130',
    archive: '261130OKOY001236',
    reference: '00000000000000010016',
    name: 'MÄKINEN MATT',
    cents: '0000001200',
    correction: '1',
  }),
  sums('000002', '00000123506', '000001', '00000001200'),
];
const day2 = [
  batch('261201'),
  payment({
    booked: '261201',
    archive: '261201OKOY000001',
    reference: '00000000000000000000',
    name: 'ÅKERLUND ÖRJ',
    cents: '0000001200',
  }),
  sums('000001', '00000001200'),
];
const file = (lines: string[], eol = '\r\n') => `${lines.join(eol)}${eol}`;

const payment1 = {
  entryRef: '261130OKOY001234',
  bookingDate: '2026-11-30',
  amountCents: 123456,
  direction: 'credit',
  reversal: false,
  reference: '00000000000000010016',
  payerName: 'MÄKINEN MATT',
  message: null,
} as const;

describe('the reference payment file', () => {
  it('reads every batch: payments, a correction record, the account as an IBAN; ISO-8859-1 and CRLF', () => {
    const statement = read(Buffer.from(file([...day1, ...day2]), 'latin1'));
    expect(statement.format).toBe('referenceFile');
    expect(statement.account).toBe('FI2112345600000785');
    expect(statement.entries).toEqual<StatementEntry[]>([
      payment1,
      {
        ...payment1,
        entryRef: '261130OKOY001235',
        amountCents: 50,
        reference: '00000000000000010029',
        payerName: 'LAINE LIISA',
      },
      { ...payment1, entryRef: '261130OKOY001236', amountCents: 1200, direction: 'debit', reversal: true },
      {
        ...payment1,
        entryRef: '261201OKOY000001',
        bookingDate: '2026-12-01',
        amountCents: 1200,
        reference: null,
        payerName: 'ÅKERLUND ÖRJ',
      },
    ]);
  });

  it('reads UTF-8, LF, lines without their trailing spaces and blank lines between batches', () => {
    const lines = [...day1, '', '   ', ...day2].map((l) => l.trimEnd());
    const statement = read(Buffer.from(file(lines, '\n'), 'utf8'));
    expect(statement.entries.map((e) => [e.entryRef, e.payerName])).toEqual([
      ['261130OKOY001234', 'MÄKINEN MATT'],
      ['261130OKOY001235', 'LAINE LIISA'],
      ['261130OKOY001236', 'MÄKINEN MATT'],
      ['261201OKOY000001', 'ÅKERLUND ÖRJ'],
    ]);
  });

  it('reads a payment record whose correction code says it is one as a reversal', () => {
    const correction = payment({ ...day1Payment(), correction: '1' });
    const statement = read(
      file([batch('261130'), correction, sums('000000', '00000000000', '000001', '00000123456')]),
    );
    expect(statement.entries).toEqual([{ ...payment1, direction: 'debit', reversal: true }]);
  });

  it('takes a sum record that counts the corrections among the payments too', () => {
    const lines = [...day1.slice(0, -1), sums('000003', '00000124706', '000001', '00000001200')];
    expect(read(file(lines)).entries).toHaveLength(3);
  });

  it('counts a payment of nothing in the sums but leaves it out', () => {
    const nothing = payment({ ...day1Payment(), archive: '261130OKOY009999', cents: '0000000000' });
    const lines = [batch('261130'), nothing, day1[1] ?? '', sums('000002', '00000123456')];
    expect(read(file(lines)).entries).toEqual([payment1]);
  });

  it('reads a day without payments', () => {
    expect(read(file([batch('261130'), sums('000000', '00000000000')])).entries).toEqual([]);
  });

  const replace = (lines: string[], i: number, by: string) => lines.map((l, n) => (n === i ? by : l));
  it.each([
    [
      'a sum one cent off',
      replace(day1, 4, sums('000002', '00000123507', '000001', '00000001200')),
      'sumMismatch',
    ],
    [
      'a count one off',
      replace(day1, 4, sums('000003', '00000123506', '000001', '00000001200')),
      'sumMismatch',
    ],
    [
      'corrections that do not match',
      replace(day1, 4, sums('000002', '00000123506', '000000', '00000000000')),
      'sumMismatch',
    ],
    ['the second batch wrong', [...day1, ...replace(day2, 2, sums('000001', '00000001201'))], 'sumMismatch'],
    ['a batch without its sums', day1.slice(0, -1), 'brokenFile'],
    ['a batch inside a batch', [...day1.slice(0, -1), ...day2], 'brokenFile'],
    ['a payment outside a batch', [...day1, day1[1] ?? ''], 'brokenFile'],
    [
      'a payment in another currency',
      replace(day1, 1, payment({ ...day1Payment(), currency: '2' })),
      'otherCurrency',
    ],
    ['a batch in another currency', replace(day1, 0, batch('261130', '2')), 'otherCurrency'],
    [
      'an amount that is not digits',
      replace(day1, 1, payment({ ...day1Payment(), cents: '00001234,5' })),
      'brokenFile',
    ],
    [
      'a day that does not exist',
      replace(day1, 1, payment({ ...day1Payment(), booked: '260230' })),
      'brokenFile',
    ],
    [
      'a payment without an archive id',
      replace(day1, 1, payment({ ...day1Payment(), archive: '' })),
      'brokenFile',
    ],
    [
      'an unknown correction code',
      replace(day1, 1, payment({ ...day1Payment(), correction: '7' as '1' })),
      'brokenFile',
    ],
    ['a record cut short', replace(day1, 1, (day1[1] ?? '').slice(0, 80)), 'brokenFile'],
    ['a record too long', replace(day1, 1, `${day1[1]}XX`), 'brokenFile'],
    ['a line of another kind', replace(day1, 1, `7${(day1[1] ?? '').slice(1)}`), 'unknownFormat'],
    ['a CSV export', ['Kirjauspäivä;Summa;Viite', '30.11.2026;1234,56;10016'], 'unknownFormat'],
  ])('refuses %s', (_name, lines, expected) => {
    expect(problem(file(lines))).toBe(expected);
  });
});

/** The fields of the first payment of day 1, to vary one. */
function day1Payment() {
  return {
    booked: '261130',
    archive: '261130OKOY001234',
    reference: '00000000000000010016',
    name: 'MÄKINEN MATT',
    cents: '0000123456',
  };
}

describe('finnishIban', () => {
  it.each([
    ['12345600000785', 'FI2112345600000785'],
    ['10093000123458', 'FI1410093000123458'],
    ['00000000000000', null],
    ['1234560000078', null],
  ])('%s → %s', (bban, iban) => {
    expect(finnishIban(bban)).toBe(iban);
  });
});
