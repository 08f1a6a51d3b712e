import { type Cents, cents, eurosToCents, formatEuros } from '@dz/shared';
import Box from '@mui/material/Box';

/**
 * Euros of the API as cents: the API's amounts have at most two decimals, so rounding only guards a float
 * that computed its way there. Typed euros are read by `parseEuroInput` instead, which refuses a third
 * decimal.
 */
export function centsOfEuros(euros: number): Cents {
  return eurosToCents(euros) ?? cents(Math.round(euros * 100));
}

/** Euros of the API as Finnish-formatted money: `12,5` → `12,50 €`. */
export function formatEuroAmount(euros: number): string {
  return formatMoney(centsOfEuros(euros));
}

/** Cents as Finnish-formatted euros: `-12,50 €`. Intl's minus sign (U+2212) becomes a plain hyphen. */
export function formatMoney(cents: Cents | number): string {
  return formatEuros(cents, 'fi-FI').replace('\u2212', '-');
}

/**
 * A euro amount, two decimals, red when negative (spec section 2); a dash where the reader may not see it
 * (null: another member's balance for a plain jumper).
 */
export function MoneyText({ cents }: { cents: Cents | number | null }) {
  if (cents === null) {
    return <span>–</span>;
  }
  const isNegative = cents < 0;
  return (
    <Box
      component="span"
      data-negative={isNegative || undefined}
      sx={{
        color: isNegative ? 'error.main' : 'inherit',
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {formatMoney(cents)}
    </Box>
  );
}
