import { clubDate, DEFAULT_TIMEZONE } from '@dz/shared';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import FlightIcon from '@mui/icons-material/Flight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import type { PlaneAltitude } from './api';
import { formatMetres } from './PublicLoadCard';
import { formatClock } from './time';
import type { BoardConnection } from './useBoardSocket';

interface BoardStatusProps {
  connection: BoardConnection;
  /** When the loads shown were fetched (ms since epoch; 0 when never). */
  dataUpdatedAt: number;
  planes: PlaneAltitude[];
}

/**
 * The strip above the loads: "connecting…" before the first connection; once a connection is lost, how old
 * the loads shown are ("Yhteys katkennut – tiedot klo 14.32"), since nothing on the board changes until it is
 * back; and the planes' live altitudes.
 */
export function BoardStatus({ connection, dataUpdatedAt, planes }: BoardStatusProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {connection === 'connecting' && (
        <Chip
          role="status"
          data-testid="reconnecting"
          icon={<CloudOffIcon />}
          label={t('loadsPublic.reconnecting')}
          variant="outlined"
        />
      )}
      {connection === 'lost' && (
        <Alert
          role="status"
          data-testid="reconnecting"
          severity="warning"
          icon={<CloudOffIcon />}
          sx={{ flexGrow: 1, fontWeight: 500, fontSize: { xs: '1rem', xxl: '1.5rem' } }}
        >
          {staleText(t, dataUpdatedAt, Date.now())}
        </Alert>
      )}
      <PlaneAltitudeChips planes={planes} />
    </Box>
  );
}

/**
 * How old the loads shown are while the connection is down: the time they were fetched, with the day when that
 * was not today (a board opened without a network shows the loads kept from its last visit).
 */
export function staleText(t: TFunction, dataUpdatedAt: number, now: number): string {
  if (dataUpdatedAt <= 0) {
    return t('loadsPublic.connectionLost');
  }
  const time = formatClock(dataUpdatedAt);
  const day = clubDate(new Date(dataUpdatedAt), DEFAULT_TIMEZONE);
  return day === clubDate(new Date(now), DEFAULT_TIMEZONE)
    ? t('loadsPublic.staleSince', { time })
    : t('loadsPublic.staleSinceDay', { date: formatDate(day), time });
}

/** A chip per plane in the air with its live altitude (the board and the day view). */
export function PlaneAltitudeChips({ planes }: { planes: PlaneAltitude[] }) {
  return planes.map((plane) => (
    <Chip
      key={plane.plane}
      data-testid="plane-altitude"
      icon={<FlightIcon />}
      label={`${plane.plane} ${formatMetres(plane.altitude ?? 0)}`}
      color="primary"
      sx={{ fontWeight: 700, fontSize: { xs: '0.9rem', xxl: '1.3rem' }, height: { xxl: 44 } }}
    />
  ));
}
