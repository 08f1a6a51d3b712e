import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LazyPanel } from '../../components/LazyPanel';
import { useMemberTransactions } from './api';
import { TransactionTable } from './TransactionTable';

/**
 * A member's payment history (spec section 2): collapsed at first and loaded on the first opening, 20 at a
 * time with a "load more" link.
 */
export function MemberTransactionsPanel({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  return (
    <LazyPanel title={t('payments.history.title')}>
      <MemberTransactionHistory memberId={memberId} />
    </LazyPanel>
  );
}

/** The history itself, mounted (and so loaded) only while the panel is open. */
function MemberTransactionHistory({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const history = useMemberTransactions(memberId, true);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      {history.isPending ? (
        <Typography color="text.secondary" role="status">
          {t('payments.history.loading')}
        </Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('payments.history.empty')}
        </Typography>
      ) : (
        <>
          <TransactionTable items={items} />
          {history.hasNextPage && (
            <Box sx={{ mt: 1.5, textAlign: 'center' }}>
              {history.isFetchingNextPage ? (
                <Typography color="text.secondary" role="status">
                  {t('payments.history.loading')}
                </Typography>
              ) : (
                <Link component="button" type="button" onClick={() => void history.fetchNextPage()}>
                  {t('payments.history.loadMore')}
                </Link>
              )}
            </Box>
          )}
        </>
      )}
    </>
  );
}
