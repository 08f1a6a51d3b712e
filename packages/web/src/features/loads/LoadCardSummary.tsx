import { callMinutes, type Load } from '@dz/shared';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../app/duration';
import { type LoadsViewPrefs, slotsOf } from './loadsView';

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

/** Slots used of the plane's slots and the slots left ("4/6 slots · 2 free"), red when overbooked. */
export function SlotsText({ load }: { load: Load }) {
  const { t } = useTranslation();
  const { used, total, left } = slotsOf(load);
  if (total === null || left === null) {
    return (
      <Typography variant="body2" data-testid="load-slots">
        {t('loads.day.card.jumpers', { count: used })}
      </Typography>
    );
  }
  return (
    <Typography
      variant="body2"
      data-testid="load-slots"
      sx={{ color: left < 0 ? 'error.main' : undefined, fontWeight: left < 0 ? 700 : undefined }}
    >
      {t('loads.day.card.slots', { used, total })}
      {' · '}
      {left >= 0
        ? t('loads.day.card.slotsLeft', { count: left })
        : t('loads.day.card.overbooked', { count: -left })}
    </Typography>
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

/** The short form of slots in a landed load's one-line summary: "5/6". */
export function slotsShort(load: Load): string {
  const { used, total } = slotsOf(load);
  return total === null ? String(used) : `${used}/${total}`;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="div" sx={{ display: 'flex', gap: 0.5, minWidth: 0 }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Box>
    </Box>
  );
}

/** A load's times, people, comment and refuelling as one wrapping line of facts (only the ones known). */
export function LoadFacts({ load, prefs }: { load: Load; prefs: LoadsViewPrefs }) {
  const { t } = useTranslation();
  const hidden = (c: (typeof prefs.hidden)[number]) => prefs.hidden.includes(c);
  const facts: ReactNode[] = [];
  if (load.estimatedTakeoff) {
    facts.push(
      <Fact key="eta" label={t('loads.day.estimatedTakeoff')}>
        {load.estimatedTakeoff}
      </Fact>,
    );
  }
  if (load.takeoff) {
    facts.push(
      <Fact key="takeoff" label={t('loads.day.takeoff')}>
        {load.takeoff}
      </Fact>,
    );
  }
  if (load.land) {
    facts.push(
      <Fact key="land" label={t('loads.day.landTime')}>
        {load.land}
      </Fact>,
    );
  }
  if (load.flightMinutes !== null) {
    facts.push(
      <Fact key="flight" label={t('loads.day.flightTime')} testId="flight-time">
        {t('loads.day.minutes', { count: load.flightMinutes })}
      </Fact>,
    );
  }
  if (load.pilot && !hidden('pilot')) {
    facts.push(
      <Fact key="pilot" label={t('loads.day.pilot')}>
        {load.pilot.name}
      </Fact>,
    );
  }
  if (load.jumpLeader) {
    facts.push(
      <Fact key="leader" label={t('loads.day.jumpLeader')}>
        {load.jumpLeader.name}
      </Fact>,
    );
  }
  if (load.comment && !hidden('comment')) {
    facts.push(
      <Fact key="comment" label={t('loads.day.comment')}>
        {load.comment}
      </Fact>,
    );
  }
  if (load.refuelAfter) {
    facts.push(
      <Fact key="refuel" label={t('loads.day.refuelAfter')}>
        {t('loads.day.card.yes')}
      </Fact>,
    );
  }
  if (facts.length === 0) {
    return null;
  }
  return (
    <Box
      component="dl"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, m: 0, typography: 'body2' }}
    >
      {facts}
    </Box>
  );
}
