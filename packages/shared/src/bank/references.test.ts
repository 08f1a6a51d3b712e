import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barcodeGuideInvoices } from './barcodeGuide.fixtures';
import {
  finnishReference,
  formatFinnishReference,
  formatRfReference,
  isFinnishReference,
  isRfReference,
  memberReference,
  readReference,
  rfReference,
} from './references';

const compact = (s: string) => s.replace(/ /g, '');

/** A base `finnishReference` takes: 3-19 digits, the first not 0. */
const base = fc
  .tuple(
    fc.integer({ min: 1, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 18 }),
  )
  .map(([first, rest]) => `${first}${rest.join('')}`);

/** The same string with the digit at `index` replaced by another digit. */
const changeDigit = (text: string, index: number, delta: number) =>
  `${text.slice(0, index)}${(Number(text[index]) + delta) % 10}${text.slice(index + 1)}`;

describe('finnishReference', () => {
  it.each([
    // Finance Finland, "Kotimaisen viitteen rakenneohje": 12 34561
    ['123456', '1234561'],
    // the international reference guide's example national reference 2348236
    ['234823', '2348236'],
    // Finance Finland's worked example (weights 1 3 7 ... sum 246, check 4): 1 23456 71234 56784
    ['123456712345678', '1234567123456784'],
    // the longest: 19 + 1 digits (bank bar code guide, invoice 7)
    ['9212537425253989773', '92125374252539897737'],
    // the shortest: 3 + 1 digits
    ['100', '1009'],
  ])('%s → %s', (b, reference) => {
    expect(finnishReference(b)).toBe(reference);
  });

  it.each(barcodeGuideInvoices.map((i) => [i.invoice, i.reference] as const))(
    'makes the reference of the bank bar code guide invoice %i (%s)',
    (_invoice, reference) => {
      const digits = compact(reference);
      expect(finnishReference(digits.slice(0, -1))).toBe(digits);
    },
  );

  it.each(['', '12', '12a', '1 234', '0123', '12345678901234567890', '-123', '１２３'])('refuses %j', (b) => {
    expect(() => finnishReference(b)).toThrow(RangeError);
  });

  it('makes references that validate, and any one digit changed breaks them', () => {
    fc.assert(
      fc.property(base, fc.nat(), fc.integer({ min: 1, max: 9 }), (b, at, delta) => {
        const reference = finnishReference(b);
        expect(reference.startsWith(b)).toBe(true);
        expect(reference).toHaveLength(b.length + 1);
        expect(isFinnishReference(reference)).toBe(true);
        expect(isFinnishReference(changeDigit(reference, at % reference.length, delta))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('memberReference', () => {
  it.each([
    [1, '10016'],
    [7, '10074'],
    [8999, '99998'],
    [9000, '100007'],
  ])('member %i → %s', (seq, reference) => {
    expect(memberReference(seq)).toBe(reference);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s', (seq) => {
    expect(() => memberReference(seq)).toThrow(RangeError);
  });

  it('gives every member a valid reference of at least 5 digits, made of 1000 + the number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER - 1000 }), (seq) => {
        const reference = memberReference(seq);
        expect(reference.length).toBeGreaterThanOrEqual(5);
        expect(reference.slice(0, -1)).toBe(String(1000 + seq));
        expect(isFinnishReference(reference)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never gives two members the same reference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (a, b) => {
        fc.pre(a !== b);
        expect(memberReference(a)).not.toBe(memberReference(b));
      }),
    );
  });
});

describe('isFinnishReference', () => {
  it.each([
    // Finance Finland's example, in its paper and machine-readable forms
    ['12 34561', true],
    ['1234561', true],
    ['00000000000001234561', true],
    ['1234 5 61', true],
    ['1009', true],
    ['92125 37425 25398 97737', true],
    ['1234562', false],
    ['', false],
    ['   ', false],
    // too short: 3 digits, also when padded (the minimum is 3 + check digit, leading zeros do not count)
    ['123', false],
    ['00000000000000000123', false],
    ['0000', false],
    // too long: 21 digits
    ['921253742525398977370', false],
    ['012345678901234567897', false],
    ['12345a1', false],
    ['RF341234561', false],
    ['-1234561', false],
  ])('%j → %s', (input, valid) => {
    expect(isFinnishReference(input)).toBe(valid);
  });

  it('takes back every reference with the leading zeros and spaces banks add', () => {
    fc.assert(
      fc.property(base, (b) => {
        const reference = finnishReference(b);
        expect(isFinnishReference(reference.padStart(20, '0'))).toBe(true);
        expect(isFinnishReference(formatFinnishReference(reference))).toBe(true);
      }),
    );
  });
});

describe('rfReference', () => {
  it.each([
    // the international reference guide's example: 2348236 → RF33 2348 236
    ['2348236', 'RF332348236'],
    ['1234561', 'RF341234561'],
    ['23 48236', 'RF332348236'],
  ])('%s → %s', (national, rf) => {
    expect(rfReference(national)).toBe(rf);
  });

  it.each(barcodeGuideInvoices.map((i) => [i.invoice, i.rf] as const))(
    'makes the RF reference of the bank bar code guide invoice %i (%s)',
    (_invoice, rf) => {
      expect(rfReference(compact(rf).slice(4))).toBe(compact(rf));
    },
  );

  it.each(['', '1234562', '123', 'abc', '539007547034'])(
    'refuses %j, which is not a Finnish reference',
    (n) => {
      expect(() => rfReference(n)).toThrow(RangeError);
    },
  );
});

describe('isRfReference', () => {
  it.each([
    // ISO 11649's example, printed, electronic, lower case and with the leading zeros it allows
    ['RF18 5390 0754 7034', true],
    ['RF18539007547034', true],
    ['rf18 5390 0754 7034', true],
    ['RF18000000000539007547034', true],
    // the examples of Wikipedia's "Creditor Reference" article: letters are fine
    ['RF45G72UUR', true],
    ['RF6518K5', true],
    ['RF35C4', false],
    ['RF214377', false],
    ['RF17539007547034', false],
    ['RF18 5390 0754 7035', false],
    ['RF18', false],
    ['', false],
    ['18539007547034RF', false],
    ['RF18-5390-0754-7034', false],
    // 22 characters of body: one too many
    ['RF180000000000539007547034', false],
    ['XX18539007547034', false],
  ])('%j → %s', (input, valid) => {
    expect(isRfReference(input)).toBe(valid);
  });

  it.each(barcodeGuideInvoices.map((i) => i.rf))('takes the guide reference %s', (rf) => {
    expect(isRfReference(rf)).toBe(true);
  });

  it('refuses the check digits 00, 01 and 99, which alias 97, 98 and 02', () => {
    fc.assert(
      fc.property(base, (b) => {
        const rf = rfReference(finnishReference(b));
        const check = Number(rf.slice(2, 4));
        const alias = check === 97 ? '00' : check === 98 ? '01' : check === 2 ? '99' : null;
        if (alias) {
          expect(isRfReference(`RF${alias}${rf.slice(4)}`)).toBe(false);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('takes every reference it makes, and any one digit changed breaks it', () => {
    fc.assert(
      fc.property(base, fc.nat(), fc.integer({ min: 1, max: 9 }), (b, at, delta) => {
        const rf = rfReference(finnishReference(b));
        expect(isRfReference(rf)).toBe(true);
        expect(isRfReference(formatRfReference(rf).toLowerCase())).toBe(true);
        const index = 2 + (at % (rf.length - 2));
        expect(isRfReference(changeDigit(rf, index, delta))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('readReference', () => {
  it.each([
    [null, { kind: 'none' }],
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    ['12 34561', { kind: 'national', national: '1234561' }],
    ['00000000000001234561', { kind: 'national', national: '1234561' }],
    [' 1234561 ', { kind: 'national', national: '1234561' }],
    ['RF33 2348 236', { kind: 'rf', national: '2348236' }],
    ['rf332348236', { kind: 'rf', national: '2348236' }],
    ['RF09 0000 0086 8516 2596 1989 7', { kind: 'rf', national: '868516259619897' }],
    ['1234562', { kind: 'invalid' }],
    ['123', { kind: 'invalid' }],
    ['RF34 1234 562', { kind: 'invalid' }],
    // a valid ISO 11649 reference, but not of a Finnish reference: no member's
    ['RF18 5390 0754 7034', { kind: 'invalid' }],
    ['RF45G72UUR', { kind: 'invalid' }],
    ['Lasku 1234561', { kind: 'invalid' }],
    ['ABC', { kind: 'invalid' }],
  ])('%j → %j', (input, read) => {
    expect(readReference(input)).toEqual(read);
  });

  it('reads every national reference and its RF form, in any print, as the same national reference', () => {
    fc.assert(
      fc.property(base, fc.integer({ min: 0, max: 13 }), (b, zeros) => {
        const national = finnishReference(b);
        const rf = rfReference(national);
        expect(readReference(national)).toEqual({ kind: 'national', national });
        expect(readReference('0'.repeat(Math.min(zeros, 20 - national.length)) + national)).toEqual({
          kind: 'national',
          national,
        });
        expect(readReference(formatFinnishReference(national))).toEqual({ kind: 'national', national });
        expect(readReference(rf)).toEqual({ kind: 'rf', national });
        expect(readReference(formatRfReference(rf).toLowerCase())).toEqual({ kind: 'rf', national });
      }),
      { numRuns: 2000 },
    );
  });

  it('never reads a reference with one digit changed as the original', () => {
    fc.assert(
      fc.property(base, fc.nat(), fc.integer({ min: 1, max: 9 }), (b, at, delta) => {
        const national = finnishReference(b);
        const rf = rfReference(national);
        expect(readReference(changeDigit(national, at % national.length, delta))).toEqual({
          kind: 'invalid',
        });
        expect(readReference(changeDigit(rf, 2 + (at % (rf.length - 2)), delta))).toEqual({
          kind: 'invalid',
        });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatFinnishReference', () => {
  it.each([
    // Finance Finland's paper form of 00000000000001234561
    ['1234561', '12 34561'],
    ['00000000000001234561', '12 34561'],
    ['1009', '1009'],
    ['12345', '12345'],
    ['123456', '1 23456'],
    ['12 3456 1', '12 34561'],
  ])('%s → %j', (reference, printed) => {
    expect(formatFinnishReference(reference)).toBe(printed);
  });

  it.each(barcodeGuideInvoices.map((i) => [compact(i.reference), i.reference] as const))(
    'prints %s as the bank bar code guide does: %j',
    (reference, printed) => {
      expect(formatFinnishReference(reference)).toBe(printed);
    },
  );

  it('groups five digits from the right, keeping every digit', () => {
    fc.assert(
      fc.property(base, (b) => {
        const printed = formatFinnishReference(finnishReference(b));
        expect(compact(printed)).toBe(finnishReference(b));
        const groups = printed.split(' ');
        expect(groups.slice(1).every((g) => g.length === 5)).toBe(true);
        expect(groups[0]?.length).toBeGreaterThanOrEqual(1);
        expect(groups[0]?.length).toBeLessThanOrEqual(5);
      }),
    );
  });
});

describe('formatRfReference', () => {
  it.each([
    ['RF18539007547034', 'RF18 5390 0754 7034'],
    ['rf18 5390 0754 7034', 'RF18 5390 0754 7034'],
    ['RF45G72UUR', 'RF45 G72U UR'],
    ['RF332348236', 'RF33 2348 236'],
  ])('%s → %j', (rf, printed) => {
    expect(formatRfReference(rf)).toBe(printed);
  });

  it.each(barcodeGuideInvoices.map((i) => [compact(i.rf), i.rf] as const))(
    'prints %s as the bank bar code guide does: %j',
    (rf, printed) => {
      expect(formatRfReference(rf)).toBe(printed);
    },
  );
});
