import type { LiveSourcesResponse, PlaneAltitude } from '@dz/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMetres } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { useLiveSources } from './api';
import { ClubSection } from './ClubSection';

type Standing = LiveSourcesResponse['altitude'] | LiveSourcesResponse['weather'];

/** One "label: value" line of a source's standing; on a phone the value goes under its label. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 14em) minmax(0, 1fr)' },
        columnGap: 2,
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** A source's column: its heading and its lines. */
function Source({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, typography: 'body2' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The calls of today, the last good answer and the failures since: the same for both sources. */
function StandingLines({ standing, timeZone }: { standing: Standing; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Line label={t('club.liveSources.lastOk')}>
        {standing.lastOkAt
          ? formatDateTime(standing.lastOkAt, timeZone, currentLanguage())
          : t('club.liveSources.never')}
      </Line>
      <Line label={t('club.liveSources.callsToday')}>{standing.callsToday}</Line>
      <Line label={t('club.liveSources.failures')}>
        <Box
          component="span"
          sx={standing.failures > 0 ? { color: 'error.main', fontWeight: 500 } : undefined}
        >
          {standing.failures}
        </Box>
      </Line>
    </>
  );
}

/** A plane's last altitude as read: metres, on the ground or not seen, and when it was heard. */
function planeText(t: TFunction, p: PlaneAltitude, tz: string): string {
  const altitude = p.onGround
    ? t('club.liveSources.onGround')
    : p.altitude === null
      ? t('club.liveSources.notSeen')
      : formatMetres(p.altitude);
  const line = t('club.liveSources.planeAltitude', { plane: p.plane, altitude });
  return p.updatedAt
    ? `${line} · ${t('club.liveSources.heard', { time: formatDateTime(p.updatedAt, tz, currentLanguage()) })}`
    : line;
}

/**
 * The installation's altitude and weather sources as the club's admins see them (issue 34): which altitude
 * source the server has (in words, never its internal name) and its address, each source's last good answer,
 * today's calls and its failures in a row, the planes' last altitudes, the last METAR as sent and the station's
 * last reading. Times in the club's time zone.
 */
export function LiveSourcesSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const sources = useLiveSources();
  const data = sources.data;
  const language = currentLanguage();
  return (
    <ClubSection title={t('club.liveSources.title')} description={t('club.liveSources.description')}>
      {sources.isPending ? (
        <CenteredSpinner />
      ) : !data ? (
        <Alert severity="error">{t('club.liveSources.loadFailed')}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Source title={t('club.liveSources.altitude')}>
            <Line label={t('club.liveSources.source')}>
              {!data.altitude.configured
                ? t('club.liveSources.none')
                : t(`club.liveSources.kind.${data.altitude.kind ?? 'unknown'}`)}
            </Line>
            {data.altitude.configured && (
              <>
                {data.altitude.url && <Line label={t('club.liveSources.address')}>{data.altitude.url}</Line>}
                <StandingLines standing={data.altitude} timeZone={timeZone} />
                <Line label={t('club.liveSources.planes')}>
                  {data.altitude.planes.length === 0 ? (
                    t('club.liveSources.noPlanes')
                  ) : (
                    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                      {data.altitude.planes.map((p) => (
                        <li key={p.plane}>{planeText(t, p, timeZone)}</li>
                      ))}
                    </Box>
                  )}
                </Line>
              </>
            )}
          </Source>
          <Source title={t('club.liveSources.weather')}>
            <StandingLines standing={data.weather} timeZone={timeZone} />
            <Line label={t('club.liveSources.metar')}>
              {data.weather.metar ? (
                <>
                  <Box component="code" sx={{ fontFamily: 'monospace', display: 'block' }}>
                    {data.weather.metar.raw ?? data.weather.metar.station}
                  </Box>
                  {t('club.liveSources.observed', {
                    time: formatDateTime(data.weather.metar.observedAt, timeZone, language),
                  })}
                </>
              ) : (
                t('club.liveSources.noMetar')
              )}
            </Line>
            <Line label={t('club.liveSources.station')}>
              {data.weather.station
                ? t('club.liveSources.stationReading', {
                    station: data.weather.station.station,
                    time: formatDateTime(data.weather.station.observedAt, timeZone, language),
                  })
                : t('club.liveSources.noStation')}
            </Line>
          </Source>
        </Box>
      )}
    </ClubSection>
  );
}
