import { type Cents, formatEuros } from '@dz/shared';

/**
 * The web's one way to write money: cents as Finnish-formatted euros, `-12,50 €` (shared `formatEuros`;
 * Intl's minus sign U+2212 becomes a plain hyphen). An amount the API gives in euros goes through shared
 * `eurosToCents` first (`formatMoney(eurosToCents(load.totalPrice))`); its null (no amount of cents) is a
 * dash, as is a null amount. What a user types is read by `parseEuroInput` (app/euroInput.ts). No UI library:
 * the light pages write money with it too.
 */
export function formatMoney(cents: Cents | number | null): string {
  return cents === null ? '–' : formatEuros(cents, 'fi-FI').replace('\u2212', '-');
}
