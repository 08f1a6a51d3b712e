import { clubTime, type PlaneAltitude, type PlaneAltitudesResponse } from '@dz/shared';
import { formatMetres } from '../../app/format';
import { Icon } from '../../light/icons';
import { AltitudeReading } from '../weather/AltitudeReading';
import type { PublicLoad } from './api';
import { useBoardTexts } from './boardTexts';
import { Countdown, LoadTimes } from './LoadTimes';
import type { BoardSettings } from './settings';

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

/** An open load's latest call ("15-minute call · 12:03"); boarding stands out. Nothing before the first call. */
function LoadCall({ call }: { call: PublicLoad['call'] }) {
  const { t } = useBoardTexts();
  if (!call) {
    return null;
  }
  return (
    <span
      data-testid="load-called"
      className={`board-chip board-chip-outlined${call.call === 'boarding' ? ' board-boarding' : ''}`}
    >
      <Icon name="campaign" />
      {`${t(`loadCall.body.${call.call}`)} · ${clubTime(new Date(call.at))}`}
    </span>
  );
}

interface PublicLoadCardProps {
  load: PublicLoad;
  settings: BoardSettings;
  now: Date;
  /** The load's plane's live altitude, when the board shows live altitudes and the source sees the plane. */
  liveAltitude?: LiveAltitudeOf;
}

/** A plane's live reading with how the source stands and whether the club shows feet too. */
export interface LiveAltitudeOf {
  plane: PlaneAltitude;
  status: PlaneAltitudesResponse['status'];
  feet: boolean;
}

/** One load on the board, readable from across the hangar. */
export function PublicLoadCard({ load, settings, now, liveAltitude }: PublicLoadCardProps) {
  const { t, language } = useBoardTexts();
  const jumpers = withKeys(
    settings.sortHighToLow ? [...load.jumpers].sort((a, b) => b.altitude - a.altitude) : load.jumpers,
  );
  const title = t('loadsPublic.loadNumber', { number: load.number });
  return (
    <article aria-label={title} data-state={load.state} className={`board-card board-${load.state}`}>
      <div className="board-card-head">
        <h2 className="board-number">
          <span>{t('loadsPublic.load')}</span>
          {load.number}
        </h2>
        {!settings.hideState && (
          <span data-testid="load-state" className={`board-chip board-state board-state-${load.state}`}>
            {t(`loadsPublic.state.${load.state}`)}
          </span>
        )}
        {load.state === 'open' && <LoadCall call={load.call} />}
        <span className="light-grow" />
        <Countdown load={load} now={now} />
        {load.state === 'flying' && liveAltitude && (
          <AltitudeReading
            t={t}
            language={language}
            plane={liveAltitude.plane}
            status={liveAltitude.status}
            feet={liveAltitude.feet}
            named={false}
            size="large"
            testId="live-altitude"
          />
        )}
      </div>
      {(!settings.hidePlane || !settings.hidePilot) && (
        <div className="board-plane board-big">
          {!settings.hidePlane && (
            <span>
              {load.plane
                ? `${load.plane.registration} · ${load.plane.aircraftModel}`
                : t('loadsPublic.noPlane')}
            </span>
          )}
          {!settings.hidePilot && load.pilot && (
            <span className="light-secondary">{t('loadsPublic.pilot', { name: load.pilot })}</span>
          )}
        </div>
      )}
      <LoadTimes load={load} />
      <ol aria-label={t('loadsPublic.jumpersOf', { title })} className="board-jumpers">
        {jumpers.map((jumper) => (
          <li key={jumper.key} className="board-big">
            <span className="board-jumper-name">{jumper.name}</span>
            {!settings.hideType && (
              <span className="light-secondary">{t(`loadsPublic.type.${jumper.type}`)}</span>
            )}
            <span className="board-altitude">{formatMetres(jumper.altitude)}</span>
          </li>
        ))}
      </ol>
      <p className="board-count">
        {t('loadsPublic.jumperCount', { count: load.jumpers.length })}
        {load.state === 'open' && load.slotsLeft !== null && (
          <span data-testid="slots-left" className={load.slotsLeft > 0 ? 'light-strong' : 'board-full'}>
            {' · '}
            {load.slotsLeft >= 0
              ? t('loadsPublic.slotsLeft', { count: load.slotsLeft })
              : t('loadsPublic.overbooked', { count: -load.slotsLeft })}
          </span>
        )}
      </p>
    </article>
  );
}
