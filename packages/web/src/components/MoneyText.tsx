import { type Cents, formatEuros } from '@dz/shared';
import Box from '@mui/material/Box';

/** Cents as Finnish-formatted euros: `-12,50 €`. Intl's minus sign (U+2212) becomes a plain hyphen. */
export function formatMoney(cents: Cents | number): string {
  return formatEuros(cents, 'fi-FI').replace('\u2212', '-');
}

/** A euro amount, two decimals, red when negative (spec section 2). */
export function MoneyText({ cents }: { cents: Cents | number }) {
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
