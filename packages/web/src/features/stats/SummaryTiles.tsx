import { eurosToCents, type StatsSummary } from '@dz/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/MoneyText';
import { useNumberFormat } from './useNumberFormat';

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ px: 2, py: { xs: 1, sm: 1.5 }, listStyle: 'none', minWidth: 0 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Paper>
  );
}

/**
 * The club now as tiles: licences, members and their groups; the balance sums only when the server sent them
 * (admins).
 */
export function SummaryTiles({ summary }: { summary: StatsSummary }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const counts: [string, number][] = [
    [t('stats.summary.members'), summary.members],
    [t('stats.summary.clubMembers'), summary.clubMembers],
    [t('stats.summary.licensedJumpers'), summary.licensedJumpers],
    [t('stats.summary.students'), summary.students],
    [t('stats.summary.tandemStudents'), summary.tandemStudents],
    [t('stats.summary.pilots'), summary.pilots],
    ...(['A', 'B', 'C', 'D'] as const).map((l): [string, number] => [
      t('stats.summary.license', { license: l }),
      summary.licenses[l],
    ]),
  ];
  return (
    <Box
      component="ul"
      aria-label={t('stats.summary.title')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(160px, 1fr))' },
        gap: 1.5,
        p: 0,
        m: 0,
      }}
    >
      {counts.map(([label, value]) => (
        <Tile key={label} label={label}>
          {format(value)}
        </Tile>
      ))}
      {summary.balanceSum !== null && (
        <Tile label={t('stats.summary.balanceSum')}>
          <MoneyText cents={eurosToCents(summary.balanceSum)} />
        </Tile>
      )}
      {summary.negativeBalanceSum !== null && (
        <Tile label={t('stats.summary.negativeBalanceSum')}>
          <MoneyText cents={eurosToCents(summary.negativeBalanceSum)} />
        </Tile>
      )}
    </Box>
  );
}
