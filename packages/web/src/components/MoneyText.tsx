import { type Cents, formatEuros } from '@dz/shared';
import Box from '@mui/material/Box';

/**
 * The web's one way to write money: cents as Finnish-formatted euros, `-12,50 €` (shared `formatEuros`;
 * Intl's minus sign U+2212 becomes a plain hyphen). An amount the API gives in euros goes through shared
 * `eurosToCents` first (`formatMoney(eurosToCents(load.totalPrice))`); its null (no amount of cents) is a
 * dash, as is a null amount. What a user types is read by `parseEuroInput` (app/euroInput.ts).
 */
export function formatMoney(cents: Cents | number | null): string {
  return cents === null ? '–' : formatEuros(cents, 'fi-FI').replace('\u2212', '-');
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
