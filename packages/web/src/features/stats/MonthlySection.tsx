import type { StatsResponse } from '@dz/shared';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../components/lazyPart';
import { PageLoadFailed } from '../../components/PartStates';
import { type StatsColumn, StatsTable } from './StatsTable';
import { useNumberFormat } from './useNumberFormat';

// the charts library is big: only the stats page with a year of jumps loads it (and asks again after a
// dropped download)
const MonthlyChart = lazyPart(() => import('./MonthlyChart'), 'MonthlyChart', {
  fallback: <ChartLoading />,
  failed: (_props, retry) => <PageLoadFailed retry={retry} />,
}).Part;

type Kind = 'sportJumps' | 'studentJumps' | 'tandems' | 'tandemVideoJumps' | 'jumps';
const chartKinds = ['sportJumps', 'studentJumps', 'tandems', 'tandemVideoJumps'] as const;
const tableKinds: Kind[] = [...chartKinds, 'jumps'];

/** A month's line of the table (`month` 1–12, or 0 for the year's total). */
type MonthLine = { month: number } & Record<Kind, number>;

/** Month names in the UI language, January first (short ones for the chart's axis). */
function monthNames(language: string, month: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fi-FI', { month, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2024, i, 1))));
}

/** The chart's place while its code downloads. */
function ChartLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ height: 300, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}

/**
 * Jumps per month by kind (sport, student, tandems, tandem video): a bar chart for the eye and the same
 * counts as a table (with the year's totals), which screen readers read and the CSV exports.
 */
export function MonthlySection({ stats }: { stats: StatsResponse }) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const longNames = useMemo(() => monthNames(i18n.language, 'long'), [i18n.language]);
  const shortNames = useMemo(() => monthNames(i18n.language, 'short'), [i18n.language]);
  const label = (kind: Kind) => t(`stats.kinds.${kind}`);

  const lines: MonthLine[] = longNames.map((_, i) => ({
    month: i + 1,
    ...(Object.fromEntries(tableKinds.map((kind) => [kind, stats[kind].months[i] ?? 0])) as Record<
      Kind,
      number
    >),
  }));
  const total: MonthLine = {
    month: 0,
    ...(Object.fromEntries(tableKinds.map((kind) => [kind, stats[kind].total])) as Record<Kind, number>),
  };
  const monthName = (line: MonthLine) =>
    line.month === 0 ? t('stats.columns.total') : (longNames[line.month - 1] ?? '');
  const columns: StatsColumn<MonthLine>[] = [
    {
      id: 'month',
      label: t('stats.columns.month'),
      value: (line) => line.month,
      render: monthName,
      csv: monthName,
    },
    ...tableKinds.map(
      (kind): StatsColumn<MonthLine> => ({
        id: kind,
        label: label(kind),
        value: (line) => line[kind],
        render: (line) => format(line[kind]),
        numeric: true,
      }),
    ),
  ];

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="stats-monthly-chart"
        sx={{ p: 2, minWidth: 0 }}
      >
        <Typography id="stats-monthly-chart" variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
          {t('stats.monthly.chartTitle')}
        </Typography>
        <MonthlyChart
          monthNames={shortNames}
          series={chartKinds.map((kind) => ({ id: kind, label: label(kind), months: stats[kind].months }))}
        />
      </Paper>
      <StatsTable
        title={t('stats.monthly.tableTitle')}
        note={t('stats.monthly.tandemNote')}
        columns={columns}
        rows={lines}
        rowKey={(line) => String(line.month)}
        footer={total}
        filename={`jumps-per-month-${stats.year}.csv`}
      />
    </Box>
  );
}
