import { paymentBody, priceEuros } from '@dz/shared';
import { describe, expect, it } from 'vitest';
import { euroText, formatEuroInput, parseEuroInput } from './euroInput';

describe('parseEuroInput', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['12,', 1200],
    [',5', 50],
    ['0,29', 29],
    ['0,07', 7],
    ['1 234,5', 123450],
    ['1\u00a0234,56', 123456],
    ['1\u202f000 000', 100000000],
    ['  7,25  ', 725],
    ['50 €', 5000],
    ['-3', -300],
    ['\u22123', -300],
    ['\u221212,50 €', -1250],
    ['+5', 500],
    ['-0', 0],
    ['-0,00', 0],
    ['9999999999999,99', 999999999999999],
  ])('reads "%s" as %i cents', (text, expected) => {
    expect(parseEuroInput(text)).toEqual({ kind: 'amount', cents: expected });
  });

  it.each(['12,505', '12.555', '0,001', '12,500', '1 234,567'])('refuses a third decimal in "%s"', (text) => {
    expect(parseEuroInput(text)).toEqual({ kind: 'invalid', reason: 'tooManyDecimals' });
  });

  it.each([
    'abc',
    '12a',
    '1,2,3',
    '1.234,50',
    '1,234.50',
    '--3',
    '3-',
    '-',
    ',',
    '1e3',
    'Infinity',
    '0x10',
    '12 345 678 901 234',
  ])('says "%s" is no number', (text) => {
    expect(parseEuroInput(text)).toEqual({ kind: 'invalid', reason: 'notANumber' });
  });

  it.each(['', '   ', '€'])('reads "%s" as empty', (text) => {
    expect(parseEuroInput(text)).toEqual({ kind: 'empty' });
  });
});

describe('euroText', () => {
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : result.error?.issues[0]?.message;

  it.each([
    ['12,50', 12.5],
    ['1 234,5', 1234.5],
    ['0,29', 0.29],
  ])('hands "%s" to the shared rule as %d euros', (text, euros) => {
    expect(euroText(priceEuros).parse(text)).toBe(euros);
  });

  it.each([
    ['12,505', 'Invalid amount'],
    ['abc', 'Invalid amount'],
    ['', 'Required'],
    ['-3', 'Minimum 0'],
    ['0', null],
  ])('with a price rule, "%s" → %s', (text, message) => {
    expect(messageOf(euroText(priceEuros).safeParse(text))).toBe(message);
  });

  it('lets the caller name text that is no number, but a third decimal stays "Invalid amount"', () => {
    const rule = euroText(priceEuros, { notANumber: 'club.validation.notANumber' });
    expect(messageOf(rule.safeParse('abc'))).toBe('club.validation.notANumber');
    expect(messageOf(rule.safeParse('1,234'))).toBe('Invalid amount');
  });

  it('turns empty text into null where the rule allows "not set"', () => {
    expect(euroText(priceEuros.nullable(), { empty: null }).parse('  ')).toBeNull();
  });

  it('keeps the payment rule: the balance bound, and a payment is not zero', () => {
    const amount = euroText(paymentBody.shape.amount);
    expect(messageOf(amount.safeParse('\u2212100 000,00'))).toBeNull();
    expect(messageOf(amount.safeParse('100 000,01'))).toBe('Maximum 100000');
  });
});

describe('formatEuroInput', () => {
  it.each([
    [15.5, ',', '15,50'],
    [15.5, '.', '15.50'],
    [0, ',', '0,00'],
    [null, ',', ''],
    [undefined, '.', ''],
  ] as const)('%s with "%s" → "%s"', (value, separator, expected) => {
    expect(formatEuroInput(value, separator)).toBe(expected);
  });
});
