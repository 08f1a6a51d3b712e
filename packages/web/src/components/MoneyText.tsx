import type { Cents } from '@dz/shared';
import Box from '@mui/material/Box';
import { formatMoney } from '../app/money';

export { formatMoney } from '../app/money';

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
