import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicLoad } from './api';
import { minutesToTakeoff } from './time';

/** "in 12 min", "Now" or "5 min late": the big countdown of an open load. */
export function Countdown({ load, now }: { load: PublicLoad; now: Date }) {
  const { t } = useTranslation();
  const minutes =
    load.state === 'open' && !load.takeoff ? minutesToTakeoff(load.estimatedTakeoff, now) : null;
  if (minutes === null) {
    return null;
  }
  const text =
    minutes > 0
      ? t('loadsPublic.inMinutes', { count: minutes })
      : minutes === 0
        ? t('loadsPublic.now')
        : t('loadsPublic.lateMinutes', { count: -minutes });
  return (
    <Typography
      data-testid="countdown"
      data-minutes={minutes}
      aria-label={t('loadsPublic.toTakeoff', { text })}
      sx={{
        fontWeight: 700,
        lineHeight: 1.1,
        fontSize: { xs: '1.5rem', xl: '2rem', xxl: '2.75rem' },
        color: minutes <= 5 ? (minutes < 0 ? 'error.main' : 'warning.main') : 'text.primary',
      }}
    >
      {text}
    </Typography>
  );
}

function TimeCell({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Typography
        component="div"
        color="text.secondary"
        sx={{ fontSize: { xs: '0.75rem', xl: '0.9rem', xxl: '1.15rem' }, textTransform: 'uppercase' }}
      >
        {label}
      </Typography>
      <Typography
        component="div"
        sx={{
          fontWeight: 500,
          fontSize: { xs: '1.25rem', xl: '1.5rem', xxl: '2rem' },
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value ?? '–'}
      </Typography>
    </Box>
  );
}

/** Estimated takeoff, takeoff and landing side by side. */
export function LoadTimes({ load }: { load: PublicLoad }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      <TimeCell label={t('loadsPublic.estimatedTakeoff')} value={load.estimatedTakeoff} />
      <TimeCell label={t('loadsPublic.takeoff')} value={load.takeoff} />
      <TimeCell label={t('loadsPublic.land')} value={load.land} />
    </Box>
  );
}
