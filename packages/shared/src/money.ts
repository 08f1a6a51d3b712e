import { BALANCE_MAX_EUROS, BALANCE_MIN_EUROS } from './constants';
import { numberFormat } from './intl';

/** Integer euro cents. Money is never a float inside the product. */
export type Cents = number & { readonly __brand: 'Cents' };

/** Largest magnitude we accept, well inside 2^53 so sums of many amounts stay exact. */
const SAFE_CENTS = 2 ** 51;

export const BALANCE_MIN_CENTS = (BALANCE_MIN_EUROS * 100) as Cents;
export const BALANCE_MAX_CENTS = (BALANCE_MAX_EUROS * 100) as Cents;

/** Marks an integer as cents; throws on a non-integer so a float never slips into the ledger. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value) || Math.abs(value) > SAFE_CENTS) {
    throw new RangeError(`Not an integer amount of cents: ${value}`);
  }
  return value as Cents;
}

/**
 * Converts a euro amount from the API edge to cents. Returns null when the number has more than two
 * decimals or is not finite (12.5 → 1250, -3.25 → -325, 0.1 + 0.2 → 30).
 */
export function eurosToCents(euros: number): Cents | null {
  if (!Number.isFinite(euros)) {
    return null;
  }
  const scaled = euros * 100;
  const rounded = Math.round(scaled);
  // tolerate binary representation error (0.29 * 100 = 28.999999999999996), which grows with the
  // magnitude, but not a third decimal
  const tolerance = Math.abs(scaled) * Number.EPSILON * 8 + 1e-9;
  if (Math.abs(scaled - rounded) > tolerance || Math.abs(rounded) > SAFE_CENTS) {
    return null;
  }
  return (rounded === 0 ? 0 : rounded) as Cents;
}

/** Cents to the API's euro number (at most two decimals). */
export function centsToEuros(value: Cents | number): number {
  return value / 100;
}

/** Whether a balance in cents is inside the product's bounds. */
export function isBalanceInBounds(value: number): boolean {
  return value >= BALANCE_MIN_CENTS && value <= BALANCE_MAX_CENTS;
}

/** Formats cents as euros with two decimals in the given locale ("12,50 €" in fi-FI). */
export function formatEuros(value: Cents | number, locale = 'fi-FI'): string {
  return numberFormat(locale, EUROS).format(value / 100);
}

const EUROS: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
