import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadCallChip } from '../loads/LoadCallChip';
import type { PublicLoad } from './api';
import { Countdown, LoadTimes } from './LoadTimes';
import type { BoardSettings } from './settings';

const stateColor = { open: 'info', flying: 'warning', landed: 'success' } as const;
const big = { xs: '1rem', xl: '1.3rem', xxl: '1.75rem' };

export function formatMetres(metres: number): string {
  return `${new Intl.NumberFormat('fi-FI').format(Math.round(metres))} m`;
}

type PublicJumper = PublicLoad['jumpers'][number];

/** Public jumpers have no ids: key them by name, numbering repeats. */
function withKeys(jumpers: PublicJumper[]): (PublicJumper & { key: string })[] {
  const seen = new Map<string, number>();
  return jumpers.map((jumper) => {
    const n = (seen.get(jumper.name) ?? 0) + 1;
    seen.set(jumper.name, n);
    return { ...jumper, key: `${jumper.name}#${n}` };
  });
}

interface PublicLoadCardProps {
  load: PublicLoad;
  settings: BoardSettings;
  now: Date;
  /** The plane's live altitude in metres, when known and the load is flying. */
  liveAltitude?: number;
}

/** One load on the board, readable from across the hangar. */
export function PublicLoadCard({ load, settings, now, liveAltitude }: PublicLoadCardProps) {
  const { t } = useTranslation();
  const jumpers = withKeys(
    settings.sortHighToLow ? [...load.jumpers].sort((a, b) => b.altitude - a.altitude) : load.jumpers,
  );
  const title = t('loadsPublic.loadNumber', { number: load.number });
  return (
    <Paper
      component="article"
      aria-label={title}
      data-state={load.state}
      variant="outlined"
      sx={{
        p: { xs: 2, xxl: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: { xs: 1.5, xxl: 2 },
        borderLeft: 8,
        borderLeftColor: `${stateColor[load.state]}.main`,
        // a landed load steps back on a muted background: fading it (opacity) left its grey text and the
        // green chip under WCAG AA's contrast (axe, in the e2e run's offline board)
        bgcolor: load.state === 'landed' ? 'action.hover' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography
          component="h2"
          sx={{ fontWeight: 900, lineHeight: 1, fontSize: { xs: '2.5rem', xl: '3.25rem', xxl: '4.5rem' } }}
        >
          <Box
            component="span"
            sx={{ fontSize: '0.4em', fontWeight: 500, mr: 0.75, color: 'text.secondary' }}
          >
            {t('loadsPublic.load')}
          </Box>
          {load.number}
        </Typography>
        {!settings.hideState && (
          <Chip
            data-testid="load-state"
            label={t(`loadsPublic.state.${load.state}`)}
            color={stateColor[load.state]}
            sx={{ fontWeight: 700, fontSize: { xs: '0.9rem', xxl: '1.3rem' }, height: { xxl: 44 } }}
          />
        )}
        {load.state === 'open' && <LoadCallChip call={load.call} size="medium" />}
        <Box sx={{ flexGrow: 1 }} />
        <Countdown load={load} now={now} />
        {load.state === 'flying' && liveAltitude !== undefined && (
          <Typography data-testid="live-altitude" sx={{ fontWeight: 700, fontSize: big }}>
            {formatMetres(liveAltitude)}
          </Typography>
        )}
      </Box>
      {(!settings.hidePlane || !settings.hidePilot) && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', fontSize: big }}>
          {!settings.hidePlane && (
            <span>
              {load.plane
                ? `${load.plane.registration} · ${load.plane.aircraftModel}`
                : t('loadsPublic.noPlane')}
            </span>
          )}
          {!settings.hidePilot && load.pilot && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('loadsPublic.pilot', { name: load.pilot })}
            </Box>
          )}
        </Box>
      )}
      <LoadTimes load={load} />
      <Box
        component="ol"
        aria-label={t('loadsPublic.jumpersOf', { title })}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {jumpers.map((jumper, index) => (
          <Box
            component="li"
            key={jumper.key}
            sx={{
              display: 'flex',
              gap: 1,
              py: 0.5,
              fontSize: big,
              borderTop: index === 0 ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <Box
              component="span"
              sx={{ flexGrow: 1, fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {jumper.name}
            </Box>
            {!settings.hideType && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t(`loadsPublic.type.${jumper.type}`)}
              </Box>
            )}
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatMetres(jumper.altitude)}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography color="text.secondary" sx={{ fontSize: { xs: '0.85rem', xxl: '1.2rem' } }}>
        {t('loadsPublic.jumperCount', { count: load.jumpers.length })}
        {load.state === 'open' && load.slotsLeft !== null && (
          <Box
            component="span"
            data-testid="slots-left"
            sx={{ fontWeight: 700, color: load.slotsLeft > 0 ? 'text.primary' : 'error.main' }}
          >
            {' · '}
            {load.slotsLeft >= 0
              ? t('loadsPublic.slotsLeft', { count: load.slotsLeft })
              : t('loadsPublic.overbooked', { count: -load.slotsLeft })}
          </Box>
        )}
      </Typography>
    </Paper>
  );
}
