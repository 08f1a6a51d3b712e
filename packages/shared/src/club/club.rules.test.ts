import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fuelMarginsInOrder,
  isPaymentMethodAllowed,
  movePaymentMethod,
  removePaymentMethod,
  sortJumpLines,
} from './club.rules';

describe('sortJumpLines', () => {
  it('orders by altitude and keeps equal altitudes in order', () => {
    const lines = [
      { altitude: 4000, id: 'a' },
      { altitude: 1000, id: 'b' },
      { altitude: 4000, id: 'c' },
    ];
    expect(sortJumpLines(lines).map((l) => l.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('movePaymentMethod', () => {
  const methods = ['Käteinen', 'Kortti', 'MobilePay'];
  it.each([
    [0, 2, ['Kortti', 'MobilePay', 'Käteinen']],
    [2, 0, ['MobilePay', 'Käteinen', 'Kortti']],
    [1, 1, methods],
  ])('moves %i to %i', (from, to, expected) => {
    expect(movePaymentMethod(methods, from, to)).toEqual(expected);
  });

  it.each([
    [-1, 0],
    [3, 0],
    [0, 3],
    [0.5, 1],
  ])('refuses %s → %s with Invalid index', (from, to) => {
    expect(() => movePaymentMethod(methods, from, to)).toThrow('Invalid index');
  });

  it('never loses or duplicates a method', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.nat(),
        (list, a, b) => {
          const from = a % list.length;
          const to = b % list.length;
          expect([...movePaymentMethod(list, from, to)].sort()).toEqual([...list].sort());
        },
      ),
    );
  });

  it('renames while moving and removes by index', () => {
    expect(movePaymentMethod(methods, 0, 0, 'Cash')).toEqual(['Cash', 'Kortti', 'MobilePay']);
    expect(removePaymentMethod(methods, 1)).toEqual(['Käteinen', 'MobilePay']);
    expect(() => removePaymentMethod(methods, 5)).toThrow('Invalid index');
  });
});

describe('isPaymentMethodAllowed', () => {
  it('allows only the list unless custom methods are on', () => {
    expect(
      isPaymentMethodAllowed('Kortti', { paymentMethods: ['Kortti'], allowCustomPaymentMethods: false }),
    ).toBe(true);
    expect(
      isPaymentMethodAllowed('Bitcoin', { paymentMethods: ['Kortti'], allowCustomPaymentMethods: false }),
    ).toBe(false);
    expect(isPaymentMethodAllowed('Bitcoin', { paymentMethods: [], allowCustomPaymentMethods: true })).toBe(
      true,
    );
  });
});

describe('fuelMarginsInOrder', () => {
  it.each([
    // warning, danger (kg left for fuel), in order
    [0, 0, true],
    [150, 100, true],
    [150, 150, true],
    [150, 0, true],
    [100, 150, false],
    [0, 100, false],
    [550, 580, false],
  ])('warning below %i kg, danger below %i kg: %s', (warning, danger, ok) => {
    expect(fuelMarginsInOrder({ weightWarningThreshold: warning, weightDangerThreshold: danger })).toBe(ok);
  });
});
