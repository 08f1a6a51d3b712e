import { describe, expect, it } from 'vitest';
import { decimalBetween, hasAtMostDecimals, validationKey } from '../validation';
import { memberInput } from './members.schemas';

const base = { firstName: 'Maija', lastName: 'Hyppääjä' };

describe('weights take one decimal, and more is refused, never rounded', () => {
  it.each([
    [80, 80],
    [80.5, 80.5],
    [80.3, 80.3],
    [0.1, 0.1],
    [9999, 9999],
    [null, null],
  ])('exit weight %s is saved as %s', (given, saved) => {
    expect(memberInput.parse({ ...base, exitWeight: given }).exitWeight).toBe(saved);
  });

  it.each([80.55, 80.05, 80.123, 0.01])(
    'exit weight %s is refused with "Too many decimals (max 1)"',
    (given) => {
      for (const field of ['exitWeight', 'tandemExitWeight', 'pilotExitWeight']) {
        const res = memberInput.safeParse({ ...base, [field]: given });
        expect(res.success).toBe(false);
        expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
          [field, 'Too many decimals (max 1)'],
        ]);
      }
    },
  );

  it('says the limit with its own locale key and n', () => {
    expect(validationKey('exitWeight: Too many decimals (max 1)')).toEqual({
      key: 'validation.maxDecimals',
      n: 1,
    });
    expect(decimalBetween(0, 10, 2).safeParse(1.25).success).toBe(true);
    expect(decimalBetween(0, 10, 2).safeParse(1.255).success).toBe(false);
    expect(hasAtMostDecimals(0.29, 2)).toBe(true);
    expect(hasAtMostDecimals(1234.5, 1)).toBe(true);
    expect(hasAtMostDecimals(1234.56, 1)).toBe(false);
  });
});
