import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from './useNumberFormat';

/** One kind of jump's count per month, January first. */
export interface MonthlySeries {
  id: string;
  label: string;
  months: number[];
}

interface MonthlyChartProps {
  series: MonthlySeries[];
  /** Month names, January first. */
  monthNames: string[];
}

/**
 * The year's jumps per month and kind as grouped bars, as wide as its box. It is a picture for the eye: the
 * same numbers are in the table beside it, which is what a screen reader reads (so the chart is one image
 * with a name pointing there).
 */
export function MonthlyChart({ series, monthNames }: MonthlyChartProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Box role="img" aria-label={t('stats.monthly.chartLabel')} sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={300}
        skipAnimation
        margin={{ left: 0, right: 8 }}
        xAxis={[{ scaleType: 'band', data: monthNames, tickLabelInterval: 'auto' }]}
        yAxis={[{ width: 36, tickMinStep: 1, valueFormatter: (value: number) => format(value) }]}
        series={series.map((s) => ({
          id: s.id,
          label: s.label,
          data: s.months,
          valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
        }))}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } },
        }}
      />
    </Box>
  );
}
