import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { barcodeGuideInvoices } from './barcodeGuide.fixtures';
import { formatRfReference, memberReference, rfReference } from './references';
import { type VirtualBarcodePayment, virtualBarcode } from './virtualBarcode';

const guide = barcodeGuideInvoices.map((i) => [i.invoice, i] as const);

const payment: VirtualBarcodePayment = {
  iban: 'FI79 4405 2020 0360 82',
  amountCents: cents(488315),
  reference: '86851 62596 19897',
  dueDate: '2010-06-12',
};

/** A bar code's fields by the guide's layout (version, account, euros, cents, then by version). */
function fields(code: string) {
  return {
    version: code.slice(0, 1),
    account: code.slice(1, 17),
    euros: code.slice(17, 23),
    cents: code.slice(23, 25),
    middle: code.slice(25, 48),
    due: code.slice(48),
  };
}

describe('virtualBarcode', () => {
  it.each(guide)('makes the version 4 code of the bank bar code guide invoice %i', (_invoice, i) => {
    expect(
      virtualBarcode({
        iban: i.iban,
        amountCents: cents(i.amountCents),
        reference: i.reference,
        dueDate: i.dueDate4,
      }),
    ).toBe(i.v4);
  });

  it.each(guide)('makes the version 5 code of the bank bar code guide invoice %i', (_invoice, i) => {
    expect(
      virtualBarcode({
        iban: i.iban,
        amountCents: cents(i.amountCents),
        reference: i.rf,
        dueDate: i.dueDate5,
      }),
    ).toBe(i.v5);
  });

  it.each([
    ['no due date', { dueDate: undefined }, '479440520200360820048831500000000868516259619897000000'],
    ['a null due date', { dueDate: null }, '479440520200360820048831500000000868516259619897000000'],
    ['no amount', { amountCents: null }, '479440520200360820000000000000000868516259619897100612'],
    [
      '999 999,99 €, the most it holds',
      { amountCents: cents(99_999_999) },
      '479440520200360829999999900000000868516259619897100612',
    ],
    [
      'over 999 999,99 €: zeros',
      { amountCents: cents(100_000_000) },
      '479440520200360820000000000000000868516259619897100612',
    ],
    [
      'the IBAN electronic, the reference without spaces',
      { iban: 'FI7944052020036082', reference: '868516259619897' },
      '479440520200360820048831500000000868516259619897100612',
    ],
    [
      'the reference padded with zeros',
      { reference: '00000868516259619897' },
      '479440520200360820048831500000000868516259619897100612',
    ],
    [
      'the RF reference in lower case',
      { reference: 'rf09 8685 1625 9619 897' },
      '579440520200360820048831509000000868516259619897100612',
    ],
    ['a member reference', { reference: '10016' }, '479440520200360820048831500000000000000000010016100612'],
  ])('%s', (_name, change, code) => {
    expect(virtualBarcode({ ...payment, ...change })).toBe(code);
  });

  it.each([
    ['DE89 3704 0044 0532 0130 00'],
    ['SE45 5000 0000 0583 9825 7466'],
    ['AX21 1234 5600 0007 85'],
    [''],
  ])('has none for the account %j, which is not Finnish', (iban) => {
    expect(virtualBarcode({ ...payment, iban })).toBeNull();
  });

  it.each<[string, Partial<VirtualBarcodePayment>]>([
    ['an invalid Finnish IBAN', { iban: 'FI79 4405 2020 0360 83' }],
    ['a negative amount', { amountCents: cents(-1) }],
    ['a reference with a wrong check digit', { reference: '86851 62596 19898' }],
    ['an RF reference with a wrong check', { reference: 'RF08 8685 1625 9619 897' }],
    ['an RF reference with letters', { reference: 'RF45 G72U UR' }],
    ['no reference', { reference: '' }],
    ['a due date that is not a date', { dueDate: '2010-02-30' }],
    ['a due date in another format', { dueDate: '12.6.2010' }],
    ['a due date with a two-digit year', { dueDate: '10-06-12' }],
  ])('refuses %s', (_name, change) => {
    expect(() => virtualBarcode({ ...payment, ...change })).toThrow(RangeError);
  });

  it('lays out every member payment as the guide says, in both versions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.option(fc.integer({ min: 0, max: 200_000_000 })),
        fc.option(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })),
        (seq, amount, due) => {
          const national = memberReference(seq);
          const dueDate = due?.toISOString().slice(0, 10) ?? null;
          const base = {
            iban: 'FI21 1234 5600 0007 85',
            amountCents: amount === null ? null : cents(amount),
            dueDate,
          };
          const v4 = virtualBarcode({ ...base, reference: national }) ?? '';
          const v5 = virtualBarcode({ ...base, reference: formatRfReference(rfReference(national)) }) ?? '';
          const amountDigits =
            amount === null || amount > 99_999_999 ? '00000000' : String(amount).padStart(8, '0');
          const dueDigits = dueDate === null ? '000000' : dueDate.slice(2).replace(/-/g, '');
          for (const [code, version] of [
            [v4, '4'],
            [v5, '5'],
          ] as const) {
            expect(code).toMatch(/^\d{54}$/);
            const f = fields(code);
            expect(f.version).toBe(version);
            expect(f.account).toBe('2112345600000785');
            expect(f.euros + f.cents).toBe(amountDigits);
            expect(f.due).toBe(dueDigits);
          }
          expect(fields(v4).middle).toBe(`000${national.padStart(20, '0')}`);
          const rf = rfReference(national);
          expect(fields(v5).middle).toBe(`${rf.slice(2, 4)}${national.padStart(21, '0')}`);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
