import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BALANCE_MAX_CENTS,
  BALANCE_MIN_CENTS,
  cents,
  centsToEuros,
  eurosToCents,
  formatEuros,
  isBalanceInBounds,
} from './money';

describe('eurosToCents', () => {
  it.each([
    [12.5, 1250],
    [-3.25, -325],
    [0.29, 29],
    [0.1 + 0.2, 30],
    [100000, 10000000],
    [-0, 0],
    [0.01, 1],
  ])('%s € → %s cents', (euros, expected) => {
    expect(eurosToCents(euros)).toBe(expected);
  });

  it.each([0.001, 12.345, Number.NaN, Number.POSITIVE_INFINITY, 1e20])('refuses %s', (euros) => {
    expect(eurosToCents(euros)).toBeNull();
  });

  it('round-trips every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (c) => {
        expect(eurosToCents(centsToEuros(c))).toBe(c === 0 ? 0 : c);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses any amount with a third decimal within the balance range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 9 }), (c, d) => {
        const thousandths = c * 10 + Math.sign(c || 1) * d;
        expect(eurosToCents(thousandths / 1000)).toBeNull();
      }),
      { numRuns: 5000 },
    );
  });

  it('sums in cents exactly where euros as floats would drift', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100_000, max: 100_000 }), { maxLength: 200 }), (amounts) => {
        const total = amounts.reduce((sum, c) => sum + c, 0);
        const viaEuros = amounts
          .map((c) => eurosToCents(centsToEuros(c)) as number)
          .reduce((s, c) => s + c, 0);
        expect(viaEuros).toBe(total);
      }),
    );
  });
});

describe('cents', () => {
  it('refuses a float', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(cents(150)).toBe(150);
  });
});

describe('balance bounds', () => {
  it.each([
    [BALANCE_MIN_CENTS, true],
    [BALANCE_MAX_CENTS, true],
    [BALANCE_MIN_CENTS - 1, false],
    [BALANCE_MAX_CENTS + 1, false],
  ])('%s → %s', (value, inBounds) => {
    expect(isBalanceInBounds(value)).toBe(inBounds);
  });
});

describe('formatEuros', () => {
  it('uses the Finnish format with two decimals', () => {
    expect(formatEuros(-1250).replace(/\s/g, ' ')).toBe('−12,50 €');
    expect(formatEuros(123456).replace(/\s/g, ' ')).toBe('1 234,56 €');
    expect(formatEuros(5, 'en-IE')).toBe('€0.05');
  });
});
