import type { Quote } from '@dz/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/MoneyText';
import type { MemberRow } from '../members/api';
import { memberName } from './loadsView';

interface PriceQuoteProps {
  /** The group's jumpers with what landing will charge them (`payersOf`, the shared `quoteAdding`). */
  payers: readonly { member: MemberRow; quote: Quote }[];
}

/**
 * What landing will charge each jumper of the group being added: the same price function landing charges
 * with, so the dialog never quotes one price and landing another. Says nothing until the group can be added.
 */
export function PriceQuote({ payers }: PriceQuoteProps) {
  const { t } = useTranslation();
  if (payers.length === 0) {
    return null;
  }
  const minuteUnknown = payers.some((p) => p.quote.minuteUnknown);
  return (
    <Box data-testid="price-quote" aria-live="polite">
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {t('loads.day.add.quoteTitle')}
      </Typography>
      {minuteUnknown ? (
        <Typography variant="body2" color="text.secondary">
          {t('loads.day.add.minutePrice')}
        </Typography>
      ) : (
        payers.map((p) => (
          <Typography key={p.member._id} variant="body2" color="text.secondary">
            {t('loads.day.add.quoteLine', { name: memberName(p.member), price: formatMoney(p.quote.cents) })}
          </Typography>
        ))
      )}
    </Box>
  );
}
