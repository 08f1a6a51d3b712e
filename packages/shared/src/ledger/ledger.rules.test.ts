import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BALANCE_MAX_CENTS, BALANCE_MIN_CENTS, type Cents, cents } from '../money';
import { amountToReach, applyAmount, balanceMatchesLedger, willBeInDebt } from './ledger.rules';

describe('applyAmount', () => {
  it.each([
    [0, 1250, 1250],
    [1000, -2500, -1500],
    [BALANCE_MAX_CENTS - 1, 1, BALANCE_MAX_CENTS],
  ])('%i + %i = %i', (balance, amount, expected) => {
    expect(applyAmount(cents(balance), cents(amount))).toBe(expected);
  });

  it('refuses to leave the bounds', () => {
    expect(() => applyAmount(BALANCE_MAX_CENTS, cents(1))).toThrow('Invalid amount');
    expect(() => applyAmount(BALANCE_MIN_CENTS, cents(-1))).toThrow('Invalid amount');
    // a fraction cast past the type is still refused at run time
    expect(() => applyAmount(cents(0), 0.5 as Cents)).toThrow(RangeError);
  });
});

describe('amountToReach', () => {
  it('is the one difference that reaches the new balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: BALANCE_MIN_CENTS, max: BALANCE_MAX_CENTS }).map(cents),
        fc.integer({ min: BALANCE_MIN_CENTS, max: BALANCE_MAX_CENTS }).map(cents),
        (balance, target) => {
          expect(applyAmount(balance, amountToReach(balance, target))).toBe(target);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses a target outside the bounds', () => {
    expect(() => amountToReach(cents(0), cents(BALANCE_MAX_CENTS + 1))).toThrow('Invalid amount');
  });
});

describe('balanceMatchesLedger', () => {
  it('holds for any sequence of accepted amounts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }).map(cents), { maxLength: 300 }),
        (amounts) => {
          let balance = cents(0);
          const accepted: Cents[] = [];
          for (const a of amounts) {
            try {
              balance = applyAmount(balance, a);
              accepted.push(a);
            } catch {
              // refused amounts change nothing
            }
          }
          expect(balanceMatchesLedger(balance, accepted)).toBe(true);
        },
      ),
    );
  });
});

describe('willBeInDebt', () => {
  it.each([
    [5000, 3850, false],
    [3850, 3850, false],
    [3849, 3850, true],
    [-2000, 5350, true],
    // nothing charged: no warning, even for a member already in debt
    [-2000, 0, false],
  ])('a balance of %i charged %i → %s', (balance, charge, expected) => {
    expect(willBeInDebt(cents(balance), cents(charge))).toBe(expected);
  });
});
