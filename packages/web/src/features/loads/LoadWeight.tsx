import { jumperWeight, type Load } from '@dz/shared';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WARNING_TEXT_ON_LIGHT } from '../../app/theme';
import { formatKg } from './SafetyWarnings';

/**
 * The weight's colour by level. The theme's warning orange is 3.1:1 on white, too light for text: on light
 * the darker orange the theme keeps for warning text (5.0:1), on dark the theme's own.
 */
const levelColor = (level: 'ok' | 'warning' | 'danger') => (theme: Theme) =>
  level === 'ok'
    ? theme.palette.text.primary
    : level === 'danger'
      ? theme.palette.error.main
      : theme.palette.mode === 'light'
        ? WARNING_TEXT_ON_LIGHT
        : theme.palette.warning.main;

/**
 * What the pilot adds to the load's weight: the total less the jumpers' rows (`jumperWeight`, as the total
 * counts them), so the rows and the pilot add up to the total. Null without a pilot.
 */
export function pilotShare(load: Load): number | null {
  if (!load.weight || !load.pilot) {
    return null;
  }
  const share = load.weight.total - load.jumpers.reduce((sum, j) => sum + (jumperWeight(j) ?? 0), 0);
  // weights have one decimal: no float dust (70.00000001)
  return Math.round(share * 10) / 10;
}

/** The load's total weight (with the pilot's share) and the weight left for fuel, coloured by the plane's thresholds. */
export function LoadWeight({ load }: { load: Load }) {
  const { t } = useTranslation();
  const { weight } = load;
  if (!weight) {
    return null;
  }
  const pilot = pilotShare(load);
  return (
    <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap' }}>
      <Typography variant="body2" data-testid="load-weight">
        {t('loads.day.weightTotal')}: <strong>{formatKg(weight.total)} kg</strong>
        {pilot ? ` (${t('loads.day.pilotWeight', { kg: formatKg(pilot) })})` : ''}
      </Typography>
      <Typography
        variant="body2"
        data-testid="load-fuel"
        data-level={weight.level}
        sx={(theme) => ({
          color: levelColor(weight.level)(theme),
          fontWeight: weight.level === 'ok' ? undefined : 700,
        })}
      >
        {t('loads.day.weightAvailable')}: {formatKg(weight.available)} kg
        {weight.level !== 'ok' ? ` · ${t(`loads.day.fuel.${weight.level}`)}` : ''}
      </Typography>
    </Box>
  );
}
