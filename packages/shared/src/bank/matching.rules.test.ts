import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { decideMovement, referenceSeqOf, suggestPayer } from './matching.rules';
import { suggestedPaymentCents } from './payment.rules';
import { memberReference, rfReference } from './references';

const member = { hasAccount: true, deleted: false };
const credit = (reference: string | null) => ({ direction: 'credit' as const, reversal: false, reference });

describe('referenceSeqOf', () => {
  it('finds the member number of every member reference, with or without leading zeros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (seq) => {
        const reference = memberReference(seq);
        expect(referenceSeqOf(reference)).toBe(seq);
        expect(referenceSeqOf(`000${reference}`)).toBe(seq);
      }),
    );
  });

  it.each(['', '1', '1232', '10017', 'RF18539007547034', '99999999999999999999999'])(
    '%j is not ours',
    (ref) => {
      expect(referenceSeqOf(ref)).toBeNull();
    },
  );
});

describe('decideMovement', () => {
  const ref = memberReference(7);
  const known = (seq: number) => (seq === 7 ? member : undefined);
  it.each([
    ['a credit with a member reference', credit(ref), known, { book: true, seq: 7 }],
    ['its RF form', credit(rfReference(ref)), known, { book: true, seq: 7 }],
    [
      'its RF form with spaces, lower case',
      credit(
        rfReference(ref)
          .toLowerCase()
          .replace(/(.{4})/g, '$1 '),
      ),
      known,
      { book: true, seq: 7 },
    ],
    [
      'the national form with spaces',
      credit(`${ref.slice(0, 2)} ${ref.slice(2)}`),
      known,
      { book: true, seq: 7 },
    ],
    ['no reference', credit(null), known, { book: false, reason: 'noReference' }],
    ['an empty reference', credit('  '), known, { book: false, reason: 'noReference' }],
    [
      'a wrong check digit',
      credit(`${ref.slice(0, -1)}${(Number(ref.at(-1)) + 1) % 10}`),
      known,
      { book: false, reason: 'badCheckDigit' },
    ],
    [
      'a valid reference of nobody',
      credit(memberReference(8)),
      known,
      { book: false, reason: 'unknownReference' },
    ],
    ['a valid reference not made by us', credit('12344'), known, { book: false, reason: 'unknownReference' }],
    [
      'a deleted member',
      credit(ref),
      () => ({ hasAccount: true, deleted: true }),
      { book: false, reason: 'unknownReference' },
    ],
    [
      'a tandem passenger',
      credit(ref),
      () => ({ hasAccount: false, deleted: false }),
      { book: false, reason: 'noAccount' },
    ],
    [
      'money out',
      { direction: 'debit' as const, reversal: false, reference: ref },
      known,
      { book: false, reason: 'debit' },
    ],
    [
      'a reversal',
      { direction: 'credit' as const, reversal: true, reference: ref },
      known,
      { book: false, reason: 'debit' },
    ],
  ])('%s', (_name, movement, memberOf, decision) => {
    expect(decideMovement(movement, memberOf)).toEqual(decision);
  });
});

describe('suggestPayer', () => {
  const members = [
    { id: 'a', firstName: 'Matti', lastName: 'Mäkinen' },
    { id: 'b', firstName: 'Liisa', lastName: 'Laine' },
    { id: 'c', firstName: 'Liisa', lastName: 'Lehto' },
  ];
  it.each([
    ['MÄKINEN MATTI JUHANI', 'a'],
    ['MAKINEN MATTI', 'a'],
    ['Laine Liisa', 'b'],
    ['LIISA', null],
    ['Matti Virtanen', null],
    ['', null],
  ])('%j → %s', (payer, id) => {
    expect(suggestPayer(payer, members)?.id ?? null).toBe(id);
  });
});

describe('suggestedPaymentCents', () => {
  it.each([
    [-4550, 5000, 4550],
    [-1, 0, 1],
    [0, 5000, 5000],
    [1200, 5000, 5000],
    [0, 0, null],
    [300, 0, null],
  ])('balance %i, top-up %i → %s', (balance, topUp, expected) => {
    expect(suggestedPaymentCents(cents(balance), cents(topUp))).toBe(expected);
  });

  it('paying the suggested amount of a debt brings the balance to zero exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: -1 }), (balance) => {
        expect(balance + (suggestedPaymentCents(cents(balance), cents(0)) ?? 0)).toBe(0);
      }),
    );
  });
});
