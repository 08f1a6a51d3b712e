import { clubTime, type PlaneAltitudesResponse, type WeatherResponse } from '@dz/shared';
import { type ReactNode, useEffect } from 'react';
import { formatMetres } from '../../app/format';
import { Icon } from '../../light/icons';
import { AltitudeReading } from '../weather/AltitudeReading';
import { WeatherStrip } from '../weather/WeatherStrip';
import { WindLimitAlerts } from '../weather/WindLimitAlerts';
import type { PublicLoad } from './api';
import { useBoardTexts } from './boardTexts';
import { countdownOf } from './LoadTimes';
import { type LiveAltitudeOf, PublicLoadCard } from './PublicLoadCard';
import type { BoardSettings } from './settings';
import { formatClock } from './time';
import './tv.css';

/** The board on a hangar TV: `?tv` in its address. */
export function isTvAddress(): boolean {
  return new URLSearchParams(globalThis.location?.search).has('tv');
}

interface TvBoardProps {
  /** The loads in the board's order (`orderLoads`): the next open load is the first open one. */
  loads: PublicLoad[];
  settings: BoardSettings;
  now: Date;
  /** The title row's end: the connection's state. */
  status: ReactNode;
  heading: { title: string; subtitle: string };
  altitudeOf: (registration?: string) => LiveAltitudeOf | undefined;
  /** The planes' live altitudes while the board shows them. */
  altitudes?: PlaneAltitudesResponse;
  weather?: WeatherResponse;
}

/**
 * The hangar TV: read from ten metres, no mouse, no keyboard. A large clock; the calls as a banner; the next open
 * load first with its countdown and free slots in type sized by the screen's height (the same on 1080p and 4K);
 * the other loads as the board's cards; the landed ones one line each. The weather and the wind limits it is
 * over, and each flying load's live altitude, large under the calls. No sign-in button and no cursor; a click or
 * a key asks for the full screen.
 */
export function TvBoard({
  loads,
  settings,
  now,
  status,
  heading,
  altitudeOf,
  altitudes,
  weather,
}: TvBoardProps) {
  const { t, language } = useBoardTexts();
  useTvScreen();
  const next = loads.find((l) => l.state === 'open');
  const others = loads.filter((l) => l !== next && l.state !== 'landed');
  const landed = loads.filter((l) => l.state === 'landed');
  const called = loads.filter((l) => l.state === 'open' && l.call);
  const clock = formatClock(now);
  return (
    <div className="tv-board">
      <header className="tv-head">
        <div role="timer" className="tv-clock" aria-label={t('loadsPublic.tv.clock', { time: clock })}>
          {clock}
        </div>
        <div className="light-grow">
          <h1 className="tv-title">{heading.title}</h1>
          <p className="tv-subtitle">{heading.subtitle}</p>
        </div>
        {status}
      </header>
      {called.length > 0 && (
        <div role="status" className="tv-calls" data-testid="tv-calls">
          {called.map((l) => (
            <p key={l._id} className={`tv-call${l.call?.call === 'boarding' ? ' tv-boarding' : ''}`}>
              {t('loadsPublic.tv.call', {
                load: t('loadsPublic.loadNumber', { number: l.number }),
                call: l.call ? t(`loadCall.body.${l.call.call}`) : '',
                time: l.call ? clubTime(new Date(l.call.at)) : '',
              })}
            </p>
          ))}
        </div>
      )}
      <WeatherStrip t={t} language={language} weather={weather} size="large" />
      <WindLimitAlerts t={t} weather={weather} size="large" />
      <TvAltitudes
        loads={others.filter((l) => l.state === 'flying')}
        altitudes={altitudes}
        altitudeOf={altitudeOf}
      />
      {next && <TvNextLoad load={next} now={now} />}
      {others.length > 0 && (
        <div className="tv-grid">
          {others.map((load) => (
            <PublicLoadCard
              key={load._id}
              load={load}
              settings={settings}
              now={now}
              liveAltitude={altitudeOf(load.plane?.registration)}
            />
          ))}
        </div>
      )}
      {landed.length > 0 && (
        <section aria-labelledby="tv-landed" className="tv-landed">
          <h2 id="tv-landed" className="tv-landed-title">
            {t('loadsPublic.tv.landed')}
          </h2>
          <ul>
            {landed.map((load) => (
              <li key={load._id} data-testid="tv-landed-load">
                {landedLine(t, load)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * Each flying load's plane's live altitude, read from across the hangar: `Nousu 3 · OH-DZF  3 200 m ↑ 12 s sitten`,
 * an old reading greyed and said to be old, "Korkeus ei saatavilla" while the source fails. Nothing while the
 * board shows no live altitude or no load flies.
 */
function TvAltitudes({
  loads,
  altitudes,
  altitudeOf,
}: {
  loads: PublicLoad[];
  altitudes?: PlaneAltitudesResponse;
  altitudeOf: TvBoardProps['altitudeOf'];
}) {
  const { t, language } = useBoardTexts();
  if (!altitudes || altitudes.status === 'off' || altitudes.status === 'idle') {
    return null;
  }
  // only the loads whose plane the source follows (a plane without an ICAO address has no altitude to wait for)
  const followed = new Set(altitudes.planes.map((p) => p.plane));
  const rows = loads
    .filter((load) => load.plane && followed.has(load.plane.registration))
    .map((load) => ({ load, live: altitudeOf(load.plane?.registration) }));
  const unavailable = altitudes.status === 'unavailable';
  if (rows.length === 0 || (!rows.some((r) => r.live) && !unavailable)) {
    return null;
  }
  return (
    <section aria-label={t('weather.altitude.label')} className="tv-altitudes">
      {rows.map(({ load, live }) => (
        <div key={load._id} className="tv-altitude" data-testid="tv-altitude">
          <span className="tv-altitude-load">
            {[t('loadsPublic.loadNumber', { number: load.number }), load.plane?.registration]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {live ? (
            <AltitudeReading
              t={t}
              language={language}
              plane={live.plane}
              status={live.status}
              feet={live.feet}
              named={false}
              size="large"
            />
          ) : (
            <span className="wx-altitude wx-altitude-large wx-altitude-old">
              <Icon name="cloudOff" className="wx-icon" />
              {t('weather.altitude.unavailable')}
            </span>
          )}
        </div>
      ))}
    </section>
  );
}

/** "Nousu 2 · OH-ABC · ylös 10.05 · alas 10.24 · 12 hyppääjää": the times it has, no dashes for the missing. */
function landedLine(t: ReturnType<typeof useBoardTexts>['t'], load: PublicLoad): string {
  return [
    t('loadsPublic.loadNumber', { number: load.number }),
    load.plane?.registration,
    load.takeoff && t('loadsPublic.tv.up', { time: load.takeoff }),
    load.land && t('loadsPublic.tv.down', { time: load.land }),
    t('loadsPublic.jumperCount', { count: load.jumpers.length }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The next open load, large: its number, countdown, free slots, estimated takeoff, plane and jumpers. */
function TvNextLoad({ load, now }: { load: PublicLoad; now: Date }) {
  const { t } = useBoardTexts();
  const countdown = countdownOf(load, now, t);
  const title = t('loadsPublic.loadNumber', { number: load.number });
  return (
    <article aria-label={title} data-state={load.state} className="tv-next board-open" data-testid="tv-next">
      <div className="tv-next-head">
        <h2 className="tv-next-number">
          <span>{t('loadsPublic.tv.next')}</span>
          {title}
        </h2>
        {countdown && (
          <div
            role="timer"
            data-testid="tv-countdown"
            aria-label={t('loadsPublic.toTakeoff', { text: countdown.text })}
            className={`tv-countdown${countdown.tone}`}
          >
            {countdown.text}
          </div>
        )}
      </div>
      <div className="tv-next-facts">
        {load.slotsLeft !== null && (
          <p data-testid="tv-slots" className={`tv-slots${load.slotsLeft > 0 ? '' : ' board-full'}`}>
            {load.slotsLeft >= 0
              ? t('loadsPublic.slotsLeft', { count: load.slotsLeft })
              : t('loadsPublic.overbooked', { count: -load.slotsLeft })}
          </p>
        )}
        {load.estimatedTakeoff && (
          <p className="tv-fact">{t('loadsPublic.tv.estimated', { time: load.estimatedTakeoff })}</p>
        )}
        <p className="tv-fact">
          {load.plane ? `${load.plane.registration} · ${load.plane.aircraftModel}` : t('loadsPublic.noPlane')}
        </p>
      </div>
      {load.jumpers.length > 0 && (
        <ol aria-label={t('loadsPublic.jumpersOf', { title })} className="tv-jumpers">
          {load.jumpers.map((jumper, i) => (
            // public jumpers have no ids; the order is the load's
            // biome-ignore lint/suspicious/noArrayIndexKey: a name may repeat, the place in the list does not
            <li key={i}>
              <span className="board-jumper-name">{jumper.name}</span>
              <span className="board-altitude">{formatMetres(jumper.altitude)}</span>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

/**
 * The TV's screen: the page's type sized by the screen's height (the `html` font size, so every `rem` of the board
 * scales from 1080p to 4K alike), no cursor, and the full screen on the first click or key.
 */
function useTvScreen() {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('tv-screen');
    const full = () => {
      if (!document.fullscreenElement) {
        void root.requestFullscreen?.().catch(() => undefined);
      }
    };
    window.addEventListener('pointerdown', full);
    window.addEventListener('keydown', full);
    return () => {
      root.classList.remove('tv-screen');
      window.removeEventListener('pointerdown', full);
      window.removeEventListener('keydown', full);
    };
  }, []);
}
