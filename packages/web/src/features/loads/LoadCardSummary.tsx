import { eurosToCents, type Load } from '@dz/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/MoneyText';
import { LoadWeight } from './LoadWeight';
import { type LoadsViewPrefs, slotsOf } from './loadsView';

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

/** What a load's card tells above its jumpers: the facts known, the slots used and left, the weight and fuel. */
export function LoadSummary({ load, prefs }: { load: Load; prefs: LoadsViewPrefs }) {
  return (
    <>
      <LoadFacts load={load} prefs={prefs} />
      <Box sx={{ display: 'flex', columnGap: 2, rowGap: 0.25, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <SlotsText load={load} />
        <LoadWeight load={load} />
      </Box>
    </>
  );
}

/** The load's total price, under its jumpers. */
export function LoadTotalPrice({ load }: { load: Load }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" data-testid="load-total-price">
      {t('loads.day.totalPrice')}: <strong>{formatMoney(eurosToCents(load.totalPrice))}</strong>
    </Typography>
  );
}

/**
 * A folded (landed) load's one line after its number, the most useful first, as a phone cuts the end:
 * times, slots, total price and plane ("10:05–10:25 · 5/6 · 120,00 € · OH-ABC").
 */
export function foldedSummary(load: Load, showPlane: boolean, t: TFunction): string {
  return [
    load.takeoff || load.land ? `${load.takeoff ?? '–'}–${load.land ?? '–'}` : null,
    slotsShort(load),
    formatMoney(eurosToCents(load.totalPrice)),
    showPlane ? (load.plane?.registration ?? t('loads.day.noPlane')) : null,
  ]
    .filter((x): x is string => x !== null)
    .join(' · ');
}
