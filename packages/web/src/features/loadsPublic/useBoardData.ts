import { type PlaneAltitudesResponse, PUBLIC_ALTITUDE_REFRESH_MS, type WeatherResponse } from '@dz/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { keepWeather, keptWeather } from '../weather/keptWeather';
import { usePolled, WEATHER_REFRESH_MS } from '../weather/usePolled';
import {
  fetchPlaneAltitudes,
  fetchPublicLoads,
  fetchWeather,
  forgetBoard,
  isClubSuspended,
  keepBoard,
  keptBoard,
  type PublicLoads,
} from './api';

/** The socket tells about changes; this only catches a new day or a missed event. */
const REFETCH_MS = 5 * 60_000;

/** After a failed fetch the board asks again this soon (the socket's reconnect asks too). */
const RETRY_MS = 15_000;

/** How long a fetched board counts as fresh: the socket's first connection within it asks nothing. */
const FRESH_MS = 30_000;

export interface BoardData {
  /** The board shown: fetched, pushed by the socket, or kept from the last visit. */
  board: PublicLoads | undefined;
  /** When that board was fetched (ms since epoch; 0 before any). */
  updatedAt: number;
  /** The last fetch failed (the board shown, if any, is older). */
  failed: boolean;
  /** The host has suspended the club (issue 35): no board is shown, the kept one is forgotten. */
  suspended: boolean;
}

/**
 * Today's board of the club, no login needed: opens with the board kept from the last visit (so it shows loads
 * without a network, said to be old by the status strip), fetches at once and every five minutes, and on
 * `refetch`, and again 15 s after a failure; `show` puts up a board the socket brought. Every board shown is kept for the next visit.
 */
export function useBoardData(club: string) {
  const [data, setData] = useState<BoardData>(() => {
    const kept = keptBoard(club);
    return { board: kept?.board, updatedAt: kept?.at ?? 0, failed: false, suspended: false };
  });
  const latest = useRef(data.board);
  latest.current = data.board;
  const inFlight = useRef<AbortController | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** When the last fetch of this visit succeeded (a board kept from the last visit is not fresh). */
  const fetchedAt = useRef(0);

  const show = useCallback(
    (board: PublicLoads) => {
      const at = Date.now();
      const same = isSameBoard(latest.current, board);
      latest.current = same ? latest.current : board;
      // the same board again (the socket's first connect asks right after the first fetch): only its age is
      // new, and the loads are not drawn again
      setData((current) => ({
        board: same ? current.board : board,
        updatedAt: at,
        failed: false,
        suspended: false,
      }));
      keepBoard(club, { board, at });
    },
    [club],
  );

  const refetch = useCallback(async () => {
    clearTimeout(retry.current);
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      show(await fetchPublicLoads(club, controller.signal));
      fetchedAt.current = Date.now();
    } catch (error) {
      if (!controller.signal.aborted && isClubSuspended(error)) {
        // no loads of a suspended club, not even the ones kept from the last visit; the five-minute fetch
        // finds the club again once the host resumes it
        latest.current = undefined;
        forgetBoard(club);
        setData({ board: undefined, updatedAt: 0, failed: true, suspended: true });
      } else if (!controller.signal.aborted) {
        setData((current) => ({ ...current, failed: true }));
        retry.current = setTimeout(() => void refetch(), RETRY_MS);
      }
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
      }
    }
  }, [club, show]);

  useEffect(() => {
    void refetch();
    const timer = setInterval(() => void refetch(), REFETCH_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(retry.current);
      inFlight.current?.abort();
    };
  }, [refetch]);

  /** The board shown now (for deciding on a pushed one without waiting for a render). */
  const current = useCallback(() => latest.current, []);
  /** Whether a fetch is under way or the last one is younger than an answer stays fresh (30 s). */
  const fresh = useCallback(() => inFlight.current !== null || Date.now() - fetchedAt.current < FRESH_MS, []);
  return { ...data, refetch, show, current, fresh };
}

/** Whether two answers are the same board: same day at the same counter, and the same in every field. */
function isSameBoard(a: PublicLoads | undefined, b: PublicLoads): boolean {
  return !!a && a.date === b.date && a.version === b.version && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The planes' live altitudes and the source's standing, every 30 s while `enabled` and the club has a source
 * (`off` stops it), and when the tab is shown again; a failed fetch keeps the last answer, whose readings then
 * grow old on screen.
 */
export function usePlaneAltitudes(club: string, enabled: boolean): PlaneAltitudesResponse | undefined {
  return usePolled(
    enabled ? `altitude:${club}` : null,
    (signal) => fetchPlaneAltitudes(club, signal),
    (answer) => (answer?.status === 'off' ? 0 : PUBLIC_ALTITUDE_REFRESH_MS),
  );
}

/**
 * The club's weather and the wind limits it is over, every five minutes and when the tab is shown again; the one
 * kept from the last visit (while its reading still decides) until the first answer comes.
 */
export function useBoardWeather(club: string): WeatherResponse | undefined {
  const page = `board:${club || '-'}`;
  return usePolled(
    `weather:${club}`,
    (signal) => fetchWeather(club, signal),
    () => WEATHER_REFRESH_MS,
    { kept: () => keptWeather(page), keep: (weather) => keepWeather(page, weather) },
  );
}
