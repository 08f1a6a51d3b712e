import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { DATE_LOCALE } from '../../app/format';
import { useSession } from '../../app/session/sessionContext';
import { MoneyText } from '../../components/MoneyText';
import type { TransactionRow } from './api';
import { transactionComment, transactionMethod } from './transactionComment';

const noWrap = { whiteSpace: 'nowrap' } as const;

/** The date over the time, which keeps the column narrow in a drawer. */
function DateCell({ instant, timeZone }: { instant: string; timeZone?: string }) {
  const date = new Date(instant);
  return (
    <>
      {new Intl.DateTimeFormat(DATE_LOCALE, { timeZone, dateStyle: 'short' }).format(date)}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
        {new Intl.DateTimeFormat(DATE_LOCALE, { timeZone, timeStyle: 'short' }).format(date)}
      </Box>
    </>
  );
}

/** A short list of transactions (the member panel): date, amount, new balance, method, comment, by whom. */
export function TransactionTable({ items }: { items: TransactionRow[] }) {
  const { t } = useTranslation();
  const { club } = useSession();
  return (
    <Box sx={{ overflowX: 'auto', mx: { xs: -1, sm: 0 } }}>
      <Table size="small" aria-label={t('payments.history.title')} sx={{ '& th': noWrap }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('payments.columns.date')}</TableCell>
            <TableCell align="right">{t('payments.columns.amount')}</TableCell>
            <TableCell align="right">{t('payments.columns.newBalance')}</TableCell>
            <TableCell>{t('payments.columns.method')}</TableCell>
            <TableCell>{t('payments.columns.comment')}</TableCell>
            <TableCell>{t('payments.columns.createdBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item._id}>
              <TableCell sx={noWrap}>
                <DateCell instant={item.date} timeZone={club?.timezone} />
              </TableCell>
              <TableCell align="right">
                <MoneyText cents={item.amountCents} />
              </TableCell>
              <TableCell align="right">
                <MoneyText cents={item.newBalanceCents} />
              </TableCell>
              <TableCell>{transactionMethod(item.method, t)}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>{transactionComment(item, t)}</TableCell>
              <TableCell sx={noWrap}>{item.createdByName ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
