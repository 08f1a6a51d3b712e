import { callMinutes, type Load } from '@dz/shared';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../app/duration';
import { slotsOf } from './loadsView';

const stateColor = { open: 'success', flying: 'info', landed: 'default' } as const;

export function StateChip({ load }: { load: Load }) {
  const { t } = useTranslation();
  // a span: the folded line puts it inside its button, which may hold phrasing content only
  return (
    <Chip
      component="span"
      size="small"
      label={t(`loads.day.state.${load.state}`)}
      color={stateColor[load.state]}
    />
  );
}

/**
 * The call: minutes to the estimated takeoff of an open load today ("Takeoff in 12 min", "Takeoff in 2 h 35 min", or how late it
 * is). Nothing once it has taken off, on other days, or without an estimated takeoff.
 */
export function CallChip({ load, now, isToday }: { load: Load; now: string; isToday: boolean }) {
  const { t } = useTranslation();
  const minutes =
    load.state === 'open' && isToday && !load.takeoff ? callMinutes(load.estimatedTakeoff, now) : null;
  if (minutes === null) {
    return null;
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<ScheduleIcon />}
      data-testid="load-call"
      label={
        minutes >= 0
          ? t('loads.day.card.callTime', { duration: durationText(t, minutes) })
          : t('loads.day.card.lateTime', { duration: durationText(t, minutes) })
      }
    />
  );
}

/**
 * An overbooked load's mark ("6/5 – overbooked"): more jumpers than its plane's slots (the server's `slotsLeft`
 * below zero). The slots are information only; the mark makes a full load seen at a glance.
 */
export function OverbookedChip({ load }: { load: Load }) {
  const { t } = useTranslation();
  const { used, total, left } = slotsOf(load);
  if (total === null || left === null || left >= 0) {
    return null;
  }
  // a span: the folded line puts it inside its button, which may hold phrasing content only
  return (
    <Chip
      component="span"
      size="small"
      color="error"
      data-testid="load-overbooked"
      label={t('loads.day.card.overbookedChip', { used, total })}
    />
  );
}
