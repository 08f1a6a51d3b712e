import { memberInput } from '@dz/shared';
import { describe, expect, it } from 'vitest';
import { NOT_A_NUMBER, numberText, parseDecimalInput } from './numberInput';

describe('parseDecimalInput', () => {
  it.each([
    ['80,5', 80.5],
    ['80.5', 80.5],
    [' 80,5 ', 80.5],
    ['1 080,5', 1080.5],
    ['80', 80],
  ])('reads %j as %d, never as 805', (text, value) => {
    expect(parseDecimalInput(text)).toBe(value);
  });

  it.each(['80,5,0', '80,5 kg', '8O'])('says %j is no number', (text) => {
    expect(parseDecimalInput(text)).toBeNaN();
  });
});

describe('numberText with the member weight rule', () => {
  const weight = numberText(memberInput.shape.exitWeight.unwrap(), null);
  const messageOf = (text: string) => weight.safeParse(text).error?.issues[0]?.message;

  it('hands the shared rule kilograms and tenths typed either way', () => {
    expect(weight.parse('80,5')).toBe(80.5);
    expect(weight.parse('80.5')).toBe(80.5);
    expect(weight.parse('')).toBeNull();
  });

  it('refuses what the rule refuses instead of rounding it', () => {
    expect(messageOf('80,55')).toBe('Too many decimals (max 1)');
    expect(messageOf('10000')).toBe('Maximum 9999');
    expect(messageOf('abc')).toBe(NOT_A_NUMBER);
  });
});
