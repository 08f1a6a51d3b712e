import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { downloadCsv } from './csv';

/** One column of a stats table. */
export interface StatsColumn<T> {
  id: string;
  label: string;
  /** The cell's value: sorted by, written to the CSV and, without `render`, shown as it is. */
  value: (row: T) => string | number;
  /** What the cell shows, when not the plain value (a formatted number, a name with a "you" chip). */
  render?: (row: T) => ReactNode;
  /** The CSV's text, when not the value (a date in the reader's format). */
  csv?: (row: T) => string | number;
  numeric?: boolean;
  /** Not sortable (the rank). */
  fixed?: boolean;
  /** The cell that names the row for a screen reader (else the first column's). */
  rowHeader?: boolean;
  /** Left out on a phone, so the counts fit beside the names (still in the CSV). */
  hideOnPhone?: boolean;
}

type Direction = 'asc' | 'desc';

interface StatsTableProps<T> {
  title: string;
  columns: StatsColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** The CSV file's name. */
  filename: string;
  /** The row of the signed-in member, shown highlighted with a "you" chip. */
  isMine?: (row: T) => boolean;
  /** The first sort; without it the rows keep the server's order until a header is clicked. */
  defaultSort?: { column: string; direction: Direction };
  /** A last row (a total): never sorted, written last in the CSV too. */
  footer?: T;
  /** A line under the table (how something is counted). */
  note?: string;
  /** A long table scrolls inside a box this high (its header and total stay in view); else it is as long as it is. */
  maxHeight?: number;
}

/** Narrower cells on a phone; a column marked so is left out there. */
const cellSpacing = (column: { hideOnPhone?: boolean }) => ({
  px: { xs: 1, sm: 2 },
  display: column.hideOnPhone ? { xs: 'none', sm: 'table-cell' } : undefined,
});

/** The total row reads as the table's text, and stays in view at the bottom of a scrolling table. */
const footerCell = {
  fontWeight: 500,
  fontSize: '0.875rem',
  color: 'text.primary',
  position: 'sticky',
  bottom: 0,
  bgcolor: 'background.paper',
  borderTop: 1,
  borderColor: 'divider',
} as const;

const collator = new Intl.Collator('fi', { numeric: true });

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/**
 * A table of the stats page: a heading with a CSV export, sortable columns (numbers most first on the first
 * click), the member's own row highlighted. On a phone it scrolls sideways inside its own box, never the page.
 */
export function StatsTable<T>({
  title,
  columns,
  rows,
  rowKey,
  filename,
  isMine,
  defaultSort,
  footer,
  note,
  maxHeight,
}: StatsTableProps<T>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [sort, setSort] = useState<{ column: string; direction: Direction } | undefined>(defaultSort);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.column);
    if (!column || !sort) {
      return rows;
    }
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(column.value(a), column.value(b)));
  }, [rows, columns, sort]);

  const handleSort = (column: StatsColumn<T>) => {
    setSort((current) =>
      current?.column === column.id
        ? { column: column.id, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column: column.id, direction: column.numeric ? 'desc' : 'asc' },
    );
  };

  const handleExport = () => {
    const csvOf = (row: T) => columns.map((c) => (c.csv ?? c.value)(row));
    downloadCsv(
      filename,
      currentLanguage(),
      columns.map((c) => c.label),
      [...sorted.map(csvOf), ...(footer ? [csvOf(footer)] : [])],
    );
  };

  const headerColumn = Math.max(
    columns.findIndex((c) => c.rowHeader),
    0,
  );
  const cells = (row: T, isFooter = false) =>
    columns.map((c, i) => (
      <TableCell
        key={c.id}
        align={c.numeric ? 'right' : 'left'}
        component={i === headerColumn ? 'th' : 'td'}
        scope={i === headerColumn ? 'row' : undefined}
        sx={[
          { fontVariantNumeric: c.numeric ? 'tabular-nums' : undefined, whiteSpace: 'nowrap' },
          cellSpacing(c),
          isFooter && footerCell,
        ]}
      >
        {c.render ? c.render(row) : c.value(row)}
      </TableCell>
    ));

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 500 }}>
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={handleExport}
          aria-label={t('stats.exportCsvOf', { title })}
        >
          {t('stats.exportCsv')}
        </Button>
      </Box>
      <TableContainer sx={{ maxHeight, overflowX: 'auto' }}>
        <Table size="small" stickyHeader aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.id}
                  align={c.numeric ? 'right' : 'left'}
                  sortDirection={sort?.column === c.id ? sort.direction : false}
                  sx={[{ whiteSpace: 'nowrap' }, cellSpacing(c)]}
                >
                  {c.fixed ? (
                    c.label
                  ) : (
                    <TableSortLabel
                      active={sort?.column === c.id}
                      direction={sort?.column === c.id ? sort.direction : c.numeric ? 'desc' : 'asc'}
                      onClick={() => handleSort(c)}
                    >
                      {c.label}
                    </TableSortLabel>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((row) => {
              const mine = isMine?.(row) ?? false;
              return (
                <TableRow
                  key={rowKey(row)}
                  selected={mine}
                  aria-current={mine ? 'true' : undefined}
                  data-mine={mine || undefined}
                >
                  {cells(row)}
                </TableRow>
              );
            })}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                  {t('stats.noRows')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          {footer && (
            <TableFooter>
              <TableRow>{cells(footer, true)}</TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}

/** A member's name with a "you" chip on the signed-in member's own row. */
export function NameCell({ name, mine }: { name: string; mine: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      {name}
      {mine && (
        // the text in the text colour: the primary blue on the highlighted row is under AA's 4.5:1 (axe)
        <Chip
          label={t('stats.you')}
          size="small"
          variant="outlined"
          sx={{ color: 'text.primary', borderColor: 'primary.main' }}
        />
      )}
    </Box>
  );
}
