import type { Load } from '@dz/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const levelColor = { ok: 'text.primary', warning: 'warning.main', danger: 'error.main' } as const;

/** The load's total weight and the weight left for fuel, coloured by the plane's thresholds. */
export function LoadWeight({ weight }: { weight: Load['weight'] }) {
  const { t } = useTranslation();
  if (!weight) {
    return null;
  }
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="body2" data-testid="load-weight">
        {t('loads.day.weightTotal')}: <strong>{weight.total} kg</strong>
      </Typography>
      <Typography
        variant="body2"
        data-testid="load-fuel"
        data-level={weight.level}
        sx={{ color: levelColor[weight.level], fontWeight: weight.level === 'ok' ? undefined : 700 }}
      >
        {t('loads.day.weightAvailable')}: {weight.available} kg
        {weight.level !== 'ok' ? ` · ${t(`loads.day.fuel.${weight.level}`)}` : ''}
      </Typography>
    </Box>
  );
}
