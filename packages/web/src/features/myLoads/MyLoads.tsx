import { type Load, orderLoads } from '@dz/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMetres } from '../../app/format';
import { LoadCallChip } from '../loads/LoadCallChip';
import { takeoffText } from './takeoffText';

/** Minutes to takeoff in words (`takeoffText`). */
function TakeoffIn({ load, now }: { load: Load; now: string }) {
  const { t } = useTranslation();
  return <>{takeoffText(t, load, now)}</>;
}

/**
 * The signed-in jumper's loads of today, at the top of the day view on a phone: each with its plane, the
 * minutes to takeoff, the manifest's latest call and the jumper's own altitude and jump. Nothing when they
 * are on no load (the day's cards follow anyway).
 */
export function MyLoads({
  loads,
  memberId,
  now,
  timeZone,
}: {
  loads: readonly Load[];
  memberId: string;
  /** The club's clock, `HH:MM`. */
  now: string;
  timeZone?: string | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // in the day view's and the board's order (`orderLoads`): by take-off, then number
  const mine = orderLoads(
    loads.filter((l) => l.state !== 'landed'),
    { nextOpenFirst: true, newestFirst: false },
  ).flatMap((l) => {
    const me = l.jumpers.find((j) => j.memberId === memberId);
    return me ? [{ load: l, me }] : [];
  });
  if (mine.length === 0) {
    return null;
  }
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('myLoads.title')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {mine.map(({ load, me }) => (
          <Box
            component="li"
            key={load._id}
            data-testid="my-load"
            sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {t('loads.day.loadNumber', { number: load.number })}
              </Typography>
              {load.plane && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {load.plane.registration}
                </Typography>
              )}
              <Typography component="span" variant="body2">
                <TakeoffIn load={load} now={now} />
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {load.state === 'open' && <LoadCallChip call={load.call} timeZone={timeZone} />}
              <Typography component="span" variant="body2">
                {formatMetres(me.altitude)} ·{' '}
                {t(`loads.day.role.${me.groupRole === 'single' ? me.type : me.groupRole}`)}
                {me.didNotJump ? ` · ${t('myLoads.notJumping')}` : ''}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Link
        component={RouterLink}
        to="/profile"
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mt: 0.5 }}
      >
        {t('myLoads.notifications')}
      </Link>
    </Paper>
  );
}
