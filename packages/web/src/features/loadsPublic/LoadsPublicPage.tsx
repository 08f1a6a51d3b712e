import '../../light/light.css';
import './board.css';
import { orderLoads } from '@dz/shared';
import { useCallback, useEffect } from 'react';
import { formatDayHeading } from '../../app/format';
import { useProgressiveCount } from '../../app/useProgressiveCount';
import { Icon } from '../../light/icons';
import { seenPlanes } from '../weather/altitudeText';
import { WeatherStrip } from '../weather/WeatherStrip';
import { WindLimitAlerts } from '../weather/WindLimitAlerts';
import type { PublicLoad } from './api';
import { BoardBar } from './BoardBar';
import { BoardSettingsMenu } from './BoardSettingsMenu';
import { BoardConnecting, BoardStatus } from './BoardStatus';
import { BoardTextsProvider, useBoardTexts } from './boardTexts';
import { type LiveAltitudeOf, PublicLoadCard } from './PublicLoadCard';
import { pushedIsNewer, readPushedBoard } from './pushedBoard';
import { type BoardSettings, useBoardSettings } from './settings';
import { isTvAddress, TvBoard } from './TvBoard';
import { useMinuteClock } from './time';
import { useBoardData, useBoardWeather, usePlaneAltitudes } from './useBoardData';
import { type BoardChange, useBoardSocket } from './useBoardSocket';
import { SETTLE_MS, useReadyWithin } from './useReadyWithin';

/** The loads the board shows, in the order its settings ask for (the next open load first by default). */
export function visibleLoads(loads: PublicLoad[], settings: BoardSettings): PublicLoad[] {
  return orderLoads(settings.hideLanded ? loads.filter((l) => l.state !== 'landed') : loads, settings);
}

/**
 * Whether a board already shows a change its socket announced: the change is of another day, or of this day
 * at a counter the board's answer has reached (events without a counter always refetch).
 */
export function boardIsCurrent(
  board: { date: string; version: number },
  change: { date: string; version?: number },
): boolean {
  if (change.date !== board.date) {
    return true;
  }
  return change.version !== undefined && change.version <= board.version;
}

/**
 * `/loads-public`: today's loads for everyone at the drop zone, live, no login needed. A light page (React and
 * plain CSS; no MUI, router, query cache or i18next) so a phone on the airfield's network shows it quickly: the
 * server sends `board.html`, whose script renders this, and the app's own `/loads-public` route renders it too.
 */
export function LoadsPublicPage({
  club = clubOfAddress(),
  tv = isTvAddress(),
}: {
  club?: string;
  tv?: boolean;
}) {
  return (
    <BoardTextsProvider>
      <Board club={club} tv={tv} />
    </BoardTextsProvider>
  );
}

/** The club the board's address names (`?club=`), or '' for the server's only club. */
function clubOfAddress(): string {
  return new URLSearchParams(globalThis.location?.search).get('club') ?? '';
}

function Board({ club, tv }: { club: string; tv: boolean }) {
  const { t, language, mode } = useBoardTexts();
  const { settings, setSetting } = useBoardSettings();
  const now = useMinuteClock();
  const { board, updatedAt, failed, suspended, refetch, show, current, fresh } = useBoardData(club);
  // live altitude only when the server has a source for it: otherwise the switch would do nothing
  const liveAltitudeAvailable = board?.liveAltitudeAvailable === true;
  // the TV has no settings button: it always shows the flying load's altitude
  const showAltitude = liveAltitudeAvailable && (tv || settings.liveAltitude);
  const altitudes = usePlaneAltitudes(club, showAltitude);
  const weather = useBoardWeather(club);
  // the loads wait for the weather (fetched with the page) and, when a load is in the air, its altitude, at most
  // a moment: what comes later would push the loads down under the reader's eyes
  const airborne = !!board?.loads.some((l) => l.state === 'flying' || (l.state === 'open' && l.call));
  const settled = weather !== undefined && (!showAltitude || !airborne || altitudes !== undefined);
  const ready = useReadyWithin(!!board, settled, SETTLE_MS);

  const refresh = useCallback(
    (change?: BoardChange, firstConnection = false) => {
      // the first connection right after the start's own fetch: nothing was missed (issue 30)
      if (!change && firstConnection && fresh()) {
        return;
      }
      // a change of another day, or one this board shows already, needs no refetch (a hangar of screens
      // would otherwise ask the server all at once for nothing)
      const shown = current();
      if (change && shown && boardIsCurrent(shown, change)) {
        return;
      }
      void readPushedBoard(change?.board).then((pushed) => {
        if (!pushed) {
          void refetch();
        } else if (pushedIsNewer(current(), pushed)) {
          // the event brought today's board itself: shown without asking the server
          show(pushed);
        }
      });
    },
    [current, fresh, refetch, show],
  );
  const connection = useBoardSocket(club, refresh);

  const title = t('loadsPublic.title');
  useEffect(() => {
    document.title = `${title} · ${t('app.productName')}`;
  }, [title, t]);

  // a load's plane by its registration, as the altitude answer names the club's planes
  const altitudeOf = (registration?: string): LiveAltitudeOf | undefined => {
    const plane = registration ? seenPlanes(altitudes).find((p) => p.plane === registration) : undefined;
    return plane && altitudes ? { plane, status: altitudes.status, feet: altitudes.feet } : undefined;
  };
  const loads = board ? visibleLoads(board.loads, settings) : [];
  // a busy day's cards: the first few at once, the rest after the first paint
  const shown = useProgressiveCount(loads.length, !!board);

  if (tv && board && loads.length > 0) {
    return (
      <div className="light-root" data-theme={mode}>
        <main id="main">
          <TvBoard
            loads={loads}
            settings={settings}
            now={now}
            heading={{ title, subtitle: `${board.clubName} · ${formatDayHeading(board.date, language)}` }}
            status={
              <>
                <BoardConnecting connection={connection} />
                <BoardStatus connection={connection} dataUpdatedAt={updatedAt} />
              </>
            }
            altitudeOf={altitudeOf}
            altitudes={altitudes}
            weather={weather}
          />
        </main>
      </div>
    );
  }
  return (
    <div className="light-root" data-theme={mode}>
      {/* a TV has nobody to sign in: until its loads come it shows the board's own waiting and empty states */}
      {!tv && <BoardBar />}
      <main id="main" className="board-main">
        <div className="board-head">
          <div className="light-grow">
            <h1 className="board-title">{title}</h1>
            {/* the line is there before the board is, so the loads below do not move when it comes */}
            <p data-testid={board ? 'board-date' : undefined} className="board-subtitle">
              {board ? `${board.clubName} · ${formatDayHeading(board.date, language)}` : '\u00a0'}
            </p>
          </div>
          {!suspended && <BoardConnecting connection={connection} />}
          {!tv && !suspended && (
            <BoardSettingsMenu
              settings={settings}
              onChange={setSetting}
              liveAltitudeAvailable={liveAltitudeAvailable}
            />
          )}
        </div>
        {suspended ? (
          // the host suspended the club (issue 35): no connection, weather or loads to tell of
          <div role="alert" data-testid="board-suspended" className="board-empty">
            <Icon name="warning" />
            <p className="board-empty-title">{t('loadsPublic.suspended')}</p>
            <p className="light-secondary">{t('loadsPublic.suspendedHint')}</p>
          </div>
        ) : (
          <>
            <BoardStatus connection={connection} dataUpdatedAt={updatedAt} altitudes={altitudes} />
            <WeatherStrip t={t} language={language} weather={weather} />
            <WindLimitAlerts t={t} weather={weather} />
          </>
        )}
        {suspended ? null : !board || !ready ? (
          failed ? (
            <div role="alert" className="light-alert light-error">
              <span className="light-grow">{t('loadsPublic.loadError')}</span>
              <button type="button" className="light-text-button" onClick={() => void refetch()}>
                {t('common.retry')}
              </button>
            </div>
          ) : (
            // keyed apart from the grid, so the grid is a new element and not the spinner's moved (a layout shift)
            <div key="spinner" className="light-spinner" role="progressbar" aria-label={t('app.loading')} />
          )
        ) : loads.length === 0 ? (
          <div role="status" className="board-empty">
            <Icon name="flightTakeoff" />
            <p className="board-empty-title">
              {board.loads.length ? t('loadsPublic.allLanded') : t('loadsPublic.emptyToday')}
            </p>
            <p className="light-secondary">{t('loadsPublic.emptyHint')}</p>
          </div>
        ) : (
          <div key="board" data-testid="board" className="board-grid">
            {loads.slice(0, shown).map((load) => (
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
      </main>
    </div>
  );
}
