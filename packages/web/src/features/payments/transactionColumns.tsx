import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { MoneyText } from '../../components/MoneyText';
import type { TransactionRow } from './api';
import { transactionComment, transactionMethod } from './transactionComment';

/** Columns the API cannot sort by. */
const unsorted = { sortable: false } as const;

/**
 * The payments grid's columns; sorting happens on the server by date, amount, new balance, method or
 * comment. The member column is left out of one's own list.
 */
export function transactionColumns(
  t: TFunction,
  o: { timeZone?: string; showMember: boolean; isCompact: boolean },
): GridColDef<TransactionRow>[] {
  const columns: GridColDef<TransactionRow>[] = [
    {
      field: 'date',
      headerName: t('payments.columns.date'),
      width: 170,
      valueFormatter: (value: string) => formatDateTime(value, o.timeZone, currentLanguage()),
      // a phone shows one line of who and what over the date, beside the amount
      ...(o.isCompact && {
        flex: 1,
        renderCell: ({ row, formattedValue }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.75, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {[
                o.showMember ? row.forName : null,
                transactionMethod(row.method, t),
                transactionComment(row, t),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {String(formattedValue)}
            </Typography>
          </Box>
        ),
      }),
    },
    { field: 'forName', headerName: t('payments.columns.member'), flex: 1, minWidth: 150, ...unsorted },
    {
      field: 'amount',
      headerName: t('payments.columns.amount'),
      type: 'number',
      width: 120,
      renderCell: ({ row }) => <MoneyText cents={row.amountCents} />,
    },
    {
      field: 'newBalance',
      headerName: t('payments.columns.newBalance'),
      type: 'number',
      width: 130,
      renderCell: ({ row }) => <MoneyText cents={row.newBalanceCents} />,
    },
    {
      field: 'method',
      headerName: t('payments.columns.method'),
      width: 130,
      valueFormatter: (value: string | undefined) => transactionMethod(value, t),
    },
    {
      field: 'comment',
      headerName: t('payments.columns.comment'),
      flex: 1.2,
      minWidth: 160,
      // jump charges and refunds say their load in the reader's language
      valueGetter: (_value: string, row) => transactionComment(row, t),
    },
    {
      field: 'createdByName',
      headerName: t('payments.columns.createdBy'),
      width: 150,
      valueGetter: (value: string | null) => value ?? '',
      ...unsorted,
    },
  ];
  const shown = o.isCompact ? ['date', 'amount'] : columns.map((c) => c.field);
  return columns.filter((c) => shown.includes(c.field) && (o.showMember || c.field !== 'forName'));
}
