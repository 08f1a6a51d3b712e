import { clubDate, DEFAULT_TIMEZONE, type PlaneAltitudesResponse } from '@dz/shared';
import { formatDate } from '../../app/format';
import { Icon } from '../../light/icons';
import { PlaneAltitudes } from '../weather/AltitudeReading';
import { seenPlanes } from '../weather/altitudeText';
import { type BoardT, useBoardTexts } from './boardTexts';
import { formatClock } from './time';
import type { BoardConnection } from './useBoardSocket';

interface BoardStatusProps {
  connection: BoardConnection;
  /** When the loads shown were fetched (ms since epoch; 0 when never). */
  dataUpdatedAt: number;
  /** The planes' live altitudes, while the board shows them. */
  altitudes?: PlaneAltitudesResponse;
}

/**
 * "Connecting…" before the first connection, in the title row: it goes as the socket connects, and in that row
 * it moves nothing on the board (a strip of its own would shift the loads up as it goes).
 */
export function BoardConnecting({ connection }: { connection: BoardConnection }) {
  const { t } = useBoardTexts();
  if (connection !== 'connecting') {
    return null;
  }
  return (
    <span
      role="status"
      data-testid="reconnecting"
      className="board-chip board-chip-outlined board-connecting"
    >
      <Icon name="cloudOff" />
      <span className="board-connecting-text">{t('loadsPublic.reconnecting')}</span>
    </span>
  );
}

/**
 * The strip above the loads: once a connection is lost, how old the loads shown are ("Yhteys katkennut – tiedot
 * klo 14.32"), since nothing on the board changes until it is back; and the planes' live altitudes with their
 * trend and age, old ones greyed, "Korkeus ei saatavilla" while the source fails.
 */
export function BoardStatus({ connection, dataUpdatedAt, altitudes }: BoardStatusProps) {
  const { t, language } = useBoardTexts();
  const altitudeShown = seenPlanes(altitudes).length > 0 || altitudes?.status === 'unavailable';
  if (connection !== 'lost' && !altitudeShown) {
    return null;
  }
  return (
    <div className="board-status">
      {connection === 'lost' && (
        <div role="status" data-testid="reconnecting" className="light-alert">
          <Icon name="cloudOff" />
          {staleText(t, dataUpdatedAt, Date.now())}
        </div>
      )}
      <PlaneAltitudes t={t} language={language} altitudes={altitudes} />
    </div>
  );
}

/**
 * How old the loads shown are while the connection is down: the time they were fetched, with the day when that
 * was not today (a board opened without a network shows the loads kept from its last visit).
 */
export function staleText(t: BoardT, dataUpdatedAt: number, now: number): string {
  if (dataUpdatedAt <= 0) {
    return t('loadsPublic.connectionLost');
  }
  const time = formatClock(dataUpdatedAt);
  const day = clubDate(new Date(dataUpdatedAt), DEFAULT_TIMEZONE);
  return day === clubDate(new Date(now), DEFAULT_TIMEZONE)
    ? t('loadsPublic.staleSince', { time })
    : t('loadsPublic.staleSinceDay', { date: formatDate(day), time });
}
