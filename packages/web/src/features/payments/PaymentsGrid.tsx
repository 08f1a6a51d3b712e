import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gridLocaleText } from '../users/gridLocaleText';
import {
  type TransactionParams,
  type TransactionRow,
  useExportTransactions,
  type useTransactions,
} from './api';
import type { usePaymentsQueryState } from './paymentsQuery';
import { transactionColumns } from './transactionColumns';

interface PaymentsGridProps {
  query: ReturnType<typeof usePaymentsQueryState>;
  transactions: ReturnType<typeof useTransactions>;
  personal: boolean;
  timeZone?: string;
  /** The list's filters and sort (no paging): what "export all" writes. */
  filter: Omit<TransactionParams, 'page' | 'limit'>;
}

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The ids a selection picks: kept across pages; "select all" picks the rows of the page on screen. */
function selectedIds(model: GridRowSelectionModel, rows: readonly TransactionRow[]): string[] {
  if (model.type === 'include') {
    return [...model.ids].map(String);
  }
  return rows.filter((row) => !model.ids.has(row._id)).map((row) => row._id);
}

/**
 * The transactions grid, paged (30 a page) and sorted on the server, with a CSV export of the chosen rows or,
 * when none are chosen, of every row the filters match (all pages), in the UI language.
 */
export function PaymentsGrid({ query, transactions, personal, timeZone, filter }: PaymentsGridProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const exportTransactions = useExportTransactions();
  const rows = transactions.data?.items ?? [];
  const ids = selectedIds(selection, rows);
  const total = transactions.data?.pagination.totalItems ?? 0;
  const columns = useMemo(
    () => transactionColumns(t, { timeZone, showMember: !personal, isCompact }),
    [t, timeZone, personal, isCompact],
  );
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fi';

  return (
    <>
      <Box
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1 }}
        aria-live="polite"
      >
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {ids.length > 0 ? t('payments.selected', { count: ids.length }) : t('payments.selectHint')}
        </Typography>
        {ids.length > 0 && (
          <Button size="small" onClick={() => setSelection(noSelection)}>
            {t('payments.clearSelection')}
          </Button>
        )}
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={ids.length === 0 && total === 0}
          loading={exportTransactions.isPending}
          onClick={() =>
            exportTransactions.mutate(
              ids.length > 0
                ? { ids, personal, lang: language }
                : { ids: [], personal, lang: language, filter },
            )
          }
        >
          {ids.length > 0 ? t('payments.exportCsv') : t('payments.exportAll', { count: total })}
        </Button>
      </Box>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowId={(row) => row._id}
        rowCount={transactions.data?.pagination.totalItems ?? 0}
        loading={transactions.isFetching}
        paginationMode="server"
        sortingMode="server"
        paginationModel={query.pagination}
        onPaginationModelChange={query.setPagination}
        pageSizeOptions={[query.pagination.pageSize]}
        sortModel={query.sort}
        onSortModelChange={query.setSort}
        sortingOrder={['desc', 'asc']}
        checkboxSelection
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        disableRowSelectionOnClick
        disableColumnFilter
        getRowHeight={() => (isCompact ? 'auto' : null)}
        localeText={{ ...gridLocaleText[language], noRowsLabel: t('payments.empty') }}
        label={t('payments.title')}
        autoHeight
        sx={{
          border: 0,
          borderTop: 1,
          borderColor: 'divider',
          borderRadius: 0,
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
        }}
      />
    </>
  );
}
