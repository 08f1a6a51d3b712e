import { eurosToCents } from '@dz/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { formatMoney, MoneyText } from './MoneyText';

/** Intl puts no-break spaces in Finnish amounts; compare with plain ones. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('MoneyText', () => {
  it('formats cents as Finnish euros with two decimals', () => {
    expect(plain(formatMoney(-1250))).toBe('-12,50 €');
    expect(plain(formatMoney(0))).toBe('0,00 €');
    expect(plain(formatMoney(123456))).toBe('1 234,56 €');
  });

  it('shows a negative balance in red', () => {
    renderWithTheme(<MoneyText cents={-1250} />);
    const amount = screen.getByText('-12,50 €');
    expect(amount).toHaveAttribute('data-negative', 'true');
    expect(amount).toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });

  it('shows a positive balance in the text colour', () => {
    renderWithTheme(<MoneyText cents={500} />);
    const amount = screen.getByText('5,00 €');
    expect(amount).not.toHaveAttribute('data-negative');
    expect(amount).not.toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });

  it.each([
    [12.5, '12,50 €'],
    [0.29, '0,29 €'],
    [-100000, '-100 000,00 €'],
    // a sum of the API's euros that floats past two decimals is still its cents
    [0.1 + 0.2, '0,30 €'],
  ])('formats the API’s %d euros through shared eurosToCents', (euros, expected) => {
    expect(plain(formatMoney(eurosToCents(euros)))).toBe(expected);
  });

  it('writes a dash for no amount: an unknown one, or euros that are no cents', () => {
    expect(formatMoney(null)).toBe('–');
    expect(formatMoney(eurosToCents(12.345))).toBe('–');
  });

  it('formats the API’s euros', () => {
    expect(plain(formatMoney(eurosToCents(1234.5)))).toBe('1 234,50 €');
  });
});
