import { canSeeClubLedger, canTakePayments } from '@dz/shared';
import EuroIcon from '@mui/icons-material/Euro';
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/sessionContext';
import { PageHeader } from '../../components/PageHeader';
import { BankSection } from '../bank/BankSection';
import { useClub } from '../club/api';
import { useMembers } from '../members/api';
import { useUsers } from '../users/api';
import { useTransactions } from './api';
import { OwnBalance } from './OwnBalance';
import { PaymentsFilters } from './PaymentsFilters';
import { PaymentsGrid } from './PaymentsGrid';
import { usePaymentDialog } from './paymentDialogContext';
import {
  activeTransactionFilterCount,
  noTransactionFilters,
  toTransactionParams,
  usePaymentsQueryState,
} from './paymentsQuery';

type View = 'all' | 'personal';

/**
 * `/payments`: the signed-in user's balance and transactions; admins see everyone's (or switch to their
 * own), take payments and filter by member and by who entered them. Paged and sorted on the server.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const { user, club } = useSession();
  // the whole club's rows, their filters by member and by who entered them: admins (screen-level, no resource)
  const admin = canSeeClubLedger(user);
  const [view, setView] = useState<View>(admin ? 'all' : 'personal');
  const [showFilters, setShowFilters] = useState(isDesktop);
  const query = usePaymentsQueryState();
  const paymentDialog = usePaymentDialog();
  const scope: View = admin ? view : 'personal';
  const personal = scope === 'personal';
  const members = useMembers({ enabled: admin });
  const users = useUsers({ enabled: admin });
  const paymentMethods = useClub().data?.paymentMethods ?? [];
  const params = useMemo(
    () => toTransactionParams(query.pagination, query.sort, query.queryFilters, { personal }),
    [query.pagination, query.sort, query.queryFilters, personal],
  );
  const transactions = useTransactions(scope, params);
  const exportFilter = useMemo(() => {
    const { page: _page, limit: _limit, ...rest } = params;
    return rest;
  }, [params]);
  const filterCount = activeTransactionFilterCount(query.filters);

  return (
    <>
      <PageHeader
        title={t('payments.title')}
        actions={
          canTakePayments(user) && (
            <Button variant="contained" startIcon={<EuroIcon />} onClick={() => paymentDialog.open()}>
              {t('payments.newPayment')}
            </Button>
          )
        }
      />
      <OwnBalance />
      {canTakePayments(user) && <BankSection />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        {admin && (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={view}
            aria-label={t('payments.view.label')}
            onChange={(_event, next: View | null) => {
              if (next) {
                setView(next);
                query.toFirstPage();
              }
            }}
          >
            <ToggleButton value="all">{t('payments.view.all')}</ToggleButton>
            <ToggleButton value="personal">{t('payments.view.personal')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        <Button
          size="small"
          startIcon={
            <Badge badgeContent={filterCount} color="primary">
              <FilterListIcon />
            </Badge>
          }
          aria-expanded={showFilters}
          onClick={() => setShowFilters((shown) => !shown)}
        >
          {t('payments.filters.toggle')}
        </Button>
        {filterCount > 0 && (
          <Button size="small" onClick={() => query.setFilters(noTransactionFilters)}>
            {t('payments.filters.clear')}
          </Button>
        )}
      </Box>
      <Collapse in={showFilters}>
        <PaymentsFilters
          filters={query.filters}
          onChange={query.setFilters}
          members={admin && !personal ? members.data : undefined}
          users={admin ? users.data : undefined}
          paymentMethods={paymentMethods}
        />
      </Collapse>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PaymentsGrid
          key={scope}
          query={query}
          transactions={transactions}
          personal={personal}
          timeZone={club?.timezone}
          filter={exportFilter}
        />
      </Paper>
    </>
  );
}
