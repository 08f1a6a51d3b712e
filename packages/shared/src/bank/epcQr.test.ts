import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { EPC_QR_MAX_BYTES, type EpcQrPayment, epcQrPayload } from './epcQr';
import { formatIban } from './iban';
import { formatRfReference, memberReference, rfReference } from './references';

/** UTF-8 bytes of a well-formed string, without TextEncoder (the shared package's lib is ES only). */
const utf8Bytes = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;

const club: EpcQrPayment = {
  bic: 'NDEAFIHH',
  recipient: 'Skydive Utti ry',
  iban: 'FI2112345600000785',
  amountCents: cents(4550),
  rfReference: 'RF332348236',
};
const lines = (...elements: string[]) => elements.join('\n');
const HEADER = ['BCD', '002', '1', 'SCT'];

describe('epcQrPayload', () => {
  it.each<[string, EpcQrPayment, string]>([
    [
      'a member paying the club',
      club,
      lines(...HEADER, 'NDEAFIHH', 'Skydive Utti ry', 'FI2112345600000785', 'EUR45.50', '', 'RF332348236'),
    ],
    [
      // the values of Wikipedia's EPC QR code sample (Wikimedia), with its RF18 5390 0754 7034
      'the sample transfer with an ISO 11649 reference',
      {
        bic: 'BFSWDE33BER',
        recipient: 'Wikimedia Foerdergesellschaft',
        iban: 'DE33100205000001194700',
        amountCents: cents(12345),
        rfReference: 'RF18 5390 0754 7034',
      },
      lines(
        ...HEADER,
        'BFSWDE33BER',
        'Wikimedia Foerdergesellschaft',
        'DE33100205000001194700',
        'EUR123.45',
        '',
        'RF18539007547034',
      ),
    ],
    [
      'the account in print format and lower case',
      { ...club, bic: ' ndeafihh ', iban: 'fi21 1234 5600 0007 85', rfReference: 'rf33 2348 236' },
      lines(...HEADER, 'NDEAFIHH', 'Skydive Utti ry', 'FI2112345600000785', 'EUR45.50', '', 'RF332348236'),
    ],
    [
      'no amount: the payer types it',
      { ...club, amountCents: null },
      lines(...HEADER, 'NDEAFIHH', 'Skydive Utti ry', 'FI2112345600000785', '', '', 'RF332348236'),
    ],
    [
      'an amount of 0 is no amount',
      { ...club, amountCents: cents(0) },
      lines(...HEADER, 'NDEAFIHH', 'Skydive Utti ry', 'FI2112345600000785', '', '', 'RF332348236'),
    ],
    [
      'no BIC (version 002 inside the EEA)',
      { ...club, bic: '' },
      lines(...HEADER, '', 'Skydive Utti ry', 'FI2112345600000785', 'EUR45.50', '', 'RF332348236'),
    ],
    [
      'no reference: the amount is the last element',
      { ...club, rfReference: '' },
      lines(...HEADER, 'NDEAFIHH', 'Skydive Utti ry', 'FI2112345600000785', 'EUR45.50'),
    ],
    [
      'neither amount nor reference: the IBAN is the last element',
      { ...club, amountCents: null, rfReference: '' },
      lines(...HEADER, 'NDEAFIHH', 'Skydive Utti ry', 'FI2112345600000785'),
    ],
    [
      'a name with spaces and a line break around and inside',
      { ...club, recipient: '  Skydive\n Utti\t\try \r\n' },
      lines(...HEADER, 'NDEAFIHH', 'Skydive Utti ry', 'FI2112345600000785', 'EUR45.50', '', 'RF332348236'),
    ],
  ])('%s', (_name, payment, payload) => {
    expect(epcQrPayload(payment)).toBe(payload);
  });

  it.each([
    [1, 'EUR0.01'],
    [10, 'EUR0.10'],
    [100, 'EUR1.00'],
    [123456, 'EUR1234.56'],
    [10000000, 'EUR100000.00'],
    [99999999999, 'EUR999999999.99'],
  ])('writes %i cents as %s', (amount, element) => {
    expect(epcQrPayload({ ...club, amountCents: cents(amount) }).split('\n')[7]).toBe(element);
  });

  it.each<[string, Partial<EpcQrPayment>]>([
    ['an amount over 999 999 999,99 €', { amountCents: cents(100_000_000_000) }],
    ['a negative amount', { amountCents: cents(-1) }],
    ['an invalid IBAN', { iban: 'FI2112345600000786' }],
    ['no IBAN', { iban: '' }],
    ['an invalid BIC', { bic: 'NOTABIC' }],
    ['no name', { recipient: ' \n ' }],
    ['a reference that is not an RF reference', { rfReference: '2348236' }],
    ['an RF reference with a wrong check', { rfReference: 'RF342348236' }],
  ])('refuses %s', (_name, change) => {
    expect(() => epcQrPayload({ ...club, ...change })).toThrow(RangeError);
  });

  it('cuts the name at 70 characters, not inside a character', () => {
    const name = `${'Å'.repeat(69)}😀😀`;
    const element = epcQrPayload({ ...club, recipient: name }).split('\n')[5];
    expect(element).toBe(`${'Å'.repeat(69)}😀`);
    expect(Array.from(element ?? '')).toHaveLength(70);
  });

  it('cuts a name further when the payload would be over 331 bytes', () => {
    const payload = epcQrPayload({
      ...club,
      bic: 'NDEAFIHHXXX',
      amountCents: cents(99999999999),
      recipient: '😀'.repeat(70),
    });
    expect(utf8Bytes(payload)).toBeLessThanOrEqual(EPC_QR_MAX_BYTES);
    expect(utf8Bytes(payload)).toBeGreaterThan(EPC_QR_MAX_BYTES - 4);
    expect(payload.split('\n')[5]).toMatch(/^(😀)+$/u);
  });

  it('always writes the elements in their places, within 331 bytes, with nothing after the last one', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 90 }).filter((s) => /[^\s\p{Cc}]/u.test(s)),
        fc.option(fc.integer({ min: 0, max: 99_999_999_999 })),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('', 'NDEAFIHH', 'OKOYFIHHXXX'),
        (recipient, amount, seq, bic) => {
          const rf = rfReference(memberReference(seq));
          const payload = epcQrPayload({
            bic,
            recipient,
            iban: formatIban('FI2112345600000785'),
            amountCents: amount === null ? null : cents(amount),
            rfReference: formatRfReference(rf),
          });
          expect(utf8Bytes(payload)).toBeLessThanOrEqual(EPC_QR_MAX_BYTES);
          const elements = payload.split('\n');
          expect(elements).toHaveLength(10);
          expect(elements.slice(0, 5)).toEqual([...HEADER, bic]);
          const name = recipient.replace(/[\s\p{Cc}]+/gu, ' ').trim();
          expect(elements[5]?.length).toBeGreaterThan(0);
          expect(name.startsWith(elements[5] ?? '\n')).toBe(true);
          expect(Array.from(elements[5] ?? '').length).toBeLessThanOrEqual(70);
          expect(elements[6]).toBe('FI2112345600000785');
          expect(elements[7]).toBe(amount ? `EUR${(amount / 100).toFixed(2)}` : '');
          expect(elements[8]).toBe('');
          expect(elements[9]).toBe(rf);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads back the amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (amount) => {
        const element = epcQrPayload({ ...club, amountCents: cents(amount) }).split('\n')[7] ?? '';
        expect(element).toMatch(/^EUR\d{1,9}\.\d{2}$/);
        const [euros, hundredths] = element.slice(3).split('.');
        expect(Number(euros) * 100 + Number(hundredths)).toBe(amount);
      }),
      { numRuns: 2000 },
    );
  });
});
