import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberTransactions } from './api';
import { TransactionTable } from './TransactionTable';

/**
 * A member's payment history (spec section 2): collapsed at first and loaded on the first opening, 20 at a
 * time with a "load more" link.
 */
export function MemberTransactionsPanel({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const [wasOpened, setOpened] = useState(false);
  const history = useMemberTransactions(memberId, wasOpened);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={isExpanded}
      onChange={(_event, expanded) => {
        setExpanded(expanded);
        setOpened(true);
      }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" variant="subtitle1">
          {t('payments.history.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 1, sm: 2 } }}>
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
      </AccordionDetails>
    </Accordion>
  );
}
