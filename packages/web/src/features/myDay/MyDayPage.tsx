import '../../light/light.css';
import '../loadsPublic/board.css';
import './myDay.css';
import { eurosToCents, type Load, orderLoads, type WeatherResponse } from '@dz/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '../../app/api';
import { formatDayHeading } from '../../app/format';
import { formatMoney } from '../../app/money';
import { hasSessionMarker } from '../../app/sessionMarker';
import { useProgressiveCount } from '../../app/useProgressiveCount';
import { LightBar } from '../../light/LightBar';
import { useClubTime } from '../loads/loadsView';
import { formatClock } from '../loadsPublic/time';
import { keepWeather, keptWeather } from '../weather/keptWeather';
import { usePolled, WEATHER_REFRESH_MS } from '../weather/usePolled';
import { WeatherStrip } from '../weather/WeatherStrip';
import { WindLimitAlerts } from '../weather/WindLimitAlerts';
import { MyDayLoad } from './MyDayLoad';
import { MyDayTextsProvider, useMyDayTexts } from './myDayTexts';
import { createMyDayApi, type Elsewhere, useMyDay, useMyDaySocket } from './useMyDay';

/** Leaves the light page for the app (the login page, or the app's own screen for a user not linked yet). */
const goTo: Elsewhere = (path) => window.location.replace(path);

/**
 * `/my-day`, and `/` for a jumper: the signed-in jumper's day on a phone — their balance, their loads with the
 * takeoff and the latest call, today's open loads to join or leave — built like the public board (React or
 * Preact, plain CSS; no UI library, router, query cache or i18next) so it opens in seconds on a field's network.
 * The same texts and the same shared rules as the app's day view; the full app is one link away.
 */
export function MyDayPage({ elsewhere = goTo }: { elsewhere?: Elsewhere }) {
  const api = useMemo(() => createMyDayApi(elsewhere), [elsewhere]);
  return (
    <MyDayTextsProvider>
      <MyDay api={api} elsewhere={elsewhere} />
    </MyDayTextsProvider>
  );
}

/**
 * The club's weather and the wind limits it is over, every five minutes and when the tab is shown again, for a
 * browser that holds a sign-in (asked with the day, not after it); the one kept from the last visit until then.
 */
function useMyDayWeather(api: ApiClient, signedIn: boolean): WeatherResponse | undefined {
  return usePolled(
    signedIn ? 'weather' : null,
    (signal) => api.get<WeatherResponse>('/weather', { signal, quiet: true }),
    () => WEATHER_REFRESH_MS,
    { kept: () => keptWeather('myDay'), keep: (weather) => keepWeather('myDay', weather) },
  );
}

function MyDay({ api, elsewhere }: { api: ApiClient; elsewhere: Elsewhere }) {
  const { t, language, mode } = useMyDayTexts();
  const { day, updatedAt, failed, kept, refetch, replaced } = useMyDay(api, elsewhere);
  const weather = useMyDayWeather(api, hasSessionMarker() || !!day);
  const [notice, setNotice] = useState('');
  const refresh = useCallback(() => void refetch(), [refetch]);
  useMyDaySocket(api, refresh, (payload) =>
    setNotice(
      t('push.called', {
        load: t('loadsPublic.loadNumber', { number: payload.number }),
        call: t(`loadCall.body.${payload.call}`),
      }),
    ),
  );
  const timeZone = day?.session.club?.timezone;
  const now = useClubTime(timeZone);
  const title = t('myDay.title');
  useEffect(() => {
    document.title = `${title} · ${t('app.productName')}`;
  }, [title, t]);

  const changed = (load: Load, text: string) => {
    replaced(load);
    setNotice(text);
    // the balance and the standing may change with it
    void refetch();
  };

  return (
    <div className="light-root" data-theme={mode}>
      <LightBar>
        <a className="light-bar-link" href={day ? `/loads/${day.date}` : '/loads'}>
          {t('myDay.fullApp')}
        </a>
      </LightBar>
      <main id="main" className="myday-main">
        <h1 className="board-title">{title}</h1>
        <p className="board-subtitle">
          {day?.session.club
            ? `${day.session.club.name} · ${formatDayHeading(day.date, language)}`
            : '\u00a0'}
        </p>
        <p role="status" className="myday-notice">
          {notice}
        </p>
        {failed && day ? (
          <p className="light-alert" data-testid="myday-stale">
            {t('myDay.stale', { time: formatClock(updatedAt, timeZone) })}
          </p>
        ) : (
          kept &&
          day && (
            <p className="myday-line light-secondary" data-testid="myday-kept">
              {t('myDay.kept', { time: formatClock(updatedAt, timeZone) })}
            </p>
          )
        )}
        <WeatherStrip t={t} language={language} weather={weather} timeZone={timeZone} />
        <WindLimitAlerts t={t} weather={weather} />
        {!day ? (
          failed ? (
            <div role="alert" className="light-alert light-error">
              <span className="light-grow">{t('myDay.loadError')}</span>
              <button type="button" className="light-text-button" onClick={refresh}>
                {t('common.retry')}
              </button>
            </div>
          ) : (
            <div className="light-spinner" role="progressbar" aria-label={t('app.loading')} />
          )
        ) : (
          <MyDayContent day={day} api={api} now={now} onChanged={changed} />
        )}
      </main>
    </div>
  );
}

function MyDayContent({
  day,
  api,
  now,
  onChanged,
}: {
  day: NonNullable<ReturnType<typeof useMyDay>['day']>;
  api: ApiClient;
  now: string;
  onChanged: (load: Load, text: string) => void;
}) {
  const { t } = useMyDayTexts();
  const { ctx } = day;
  // the day view's and the board's order (`orderLoads`): by take-off, then number
  const loads = orderLoads(day.loads, { nextOpenFirst: true, newestFirst: false });
  const club = day.session.club;
  const isMine = (load: Load) => load.jumpers.some((j) => j.memberId === ctx.memberId);
  const mine = loads.filter((l) => isMine(l) && l.state !== 'landed');
  const open = loads.filter((l) => l.state === 'open' && !isMine(l));
  // a busy day's open loads: the first few at once, the rest after the first paint
  const openShown = useProgressiveCount(open.length, true);
  if (!club) {
    return null;
  }
  const balance = eurosToCents(ctx.balance) ?? 0;
  const item = (load: Load) => (
    <MyDayLoad key={load._id} load={load} ctx={ctx} club={club} api={api} now={now} onChanged={onChanged} />
  );
  return (
    <>
      <section aria-labelledby="myday-balance" className="myday-panel">
        <h2 id="myday-balance" className="myday-heading">
          {t('myDay.balance')}
        </h2>
        <p className={`myday-balance${balance < 0 ? ' myday-debt' : ''}`} data-testid="myday-balance">
          {formatMoney(balance)}
        </p>
        {balance < 0 && <p className="myday-line light-secondary">{t('myDay.balanceNegative')}</p>}
      </section>
      <section aria-labelledby="myday-mine" className="myday-panel">
        <h2 id="myday-mine" className="myday-heading">
          {t('myLoads.title')}
        </h2>
        {mine.length === 0 ? (
          <p className="myday-line light-secondary">{t('myDay.notOnLoad')}</p>
        ) : (
          <ul className="myday-list">{mine.map(item)}</ul>
        )}
      </section>
      <section aria-labelledby="myday-open" className="myday-panel">
        <h2 id="myday-open" className="myday-heading">
          {t('myDay.openLoads')}
        </h2>
        {open.length === 0 ? (
          <p className="myday-line light-secondary">{t('myDay.noOpenLoads')}</p>
        ) : (
          <ul className="myday-list">{open.slice(0, openShown).map(item)}</ul>
        )}
      </section>
    </>
  );
}
