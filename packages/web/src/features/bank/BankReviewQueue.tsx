import { type BankReviewEntry, cents, eurosToCents, formatFinnishReference } from '@dz/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { useSession } from '../../app/session/sessionContext';
import { MoneyText } from '../../components/MoneyText';
import { AssignBankEntryDialog } from './AssignBankEntryDialog';
import { useBankReview } from './api';
import { DismissBankEntryDialog } from './DismissBankEntryDialog';

function ReviewItem({
  entry,
  onAssign,
  onDismiss,
}: {
  entry: BankReviewEntry;
  onAssign: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const credit = entry.direction === 'credit' && !entry.reversal;
  const details = [
    entry.reference && t('bank.review.reference', { reference: formatFinnishReference(entry.reference) }),
    entry.message,
  ].filter(Boolean);
  return (
    <ListItem
      divider
      component="li"
      aria-label={`${formatDate(entry.bookingDate)} ${entry.payerName}`}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr) auto', px: 0 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {entry.payerName || t('bank.review.noPayer')} · {formatDate(entry.bookingDate)}
        </Typography>
        {details.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {details.join(' · ')}
          </Typography>
        )}
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {t(`bank.review.reasons.${entry.reason}`)}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 500, justifySelf: 'end' }}>
        <MoneyText cents={eurosToCents(entry.amount) ?? cents(0)} />
      </Typography>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {credit && (
          <Button variant="contained" size="small" sx={{ minHeight: 44 }} onClick={onAssign}>
            {t('bank.review.assign')}
          </Button>
        )}
        <Button size="small" sx={{ minHeight: 44 }} onClick={onDismiss}>
          {t('bank.review.dismiss')}
        </Button>
      </Box>
    </ListItem>
  );
}

/** The bank movements that did not book themselves: the admin assigns each to a member or dismisses it. */
export function BankReviewQueue() {
  const { t } = useTranslation();
  const { user } = useSession();
  const review = useBankReview(!!user);
  const [assigning, setAssigning] = useState<BankReviewEntry | null>(null);
  const [dismissing, setDismissing] = useState<BankReviewEntry | null>(null);
  const entries = review.data ?? [];
  return (
    <Box component="section" aria-labelledby="bank-review-title" sx={{ mt: 3 }}>
      <Typography id="bank-review-title" variant="subtitle2" component="h3">
        {t('bank.review.title', { count: entries.length })}
      </Typography>
      {review.isError ? (
        <Typography color="error">{t('bank.review.loadError')}</Typography>
      ) : review.isPending ? (
        <Typography color="text.secondary">{t('app.loading')}</Typography>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">{t('bank.review.empty')}</Typography>
      ) : (
        <List disablePadding>
          {entries.map((entry) => (
            <ReviewItem
              key={entry._id}
              entry={entry}
              onAssign={() => setAssigning(entry)}
              onDismiss={() => setDismissing(entry)}
            />
          ))}
        </List>
      )}
      {assigning && <AssignBankEntryDialog entry={assigning} onClose={() => setAssigning(null)} />}
      {dismissing && <DismissBankEntryDialog entry={dismissing} onClose={() => setDismissing(null)} />}
    </Box>
  );
}
