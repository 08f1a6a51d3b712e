import {
  type PlaneAltitudesResponse,
  publicBoardTodayPath,
  type publicLoadsResponse,
  readErrorEnvelope,
  type WeatherResponse,
} from '@dz/shared';
import type { z } from 'zod';
import { readStorage, removeStorage, writeStorage } from '../../app/storage';

export type PublicLoads = z.infer<typeof publicLoadsResponse>;
export type PublicLoad = PublicLoads['loads'][number];

function clubQuery(club: string): string {
  return club ? `?club=${encodeURIComponent(club)}` : '';
}

/** An answer other than 2xx to a public GET, with the locale key of the server's error envelope when it sent one. */
export class BoardFetchError extends Error {
  constructor(
    path: string,
    readonly status: number,
    readonly locale: string | undefined,
  ) {
    super(`GET ${path}: ${status}`);
    this.name = 'BoardFetchError';
  }
}

/** The host has suspended the club (issue 35): its board says so instead of retrying. */
export function isClubSuspended(error: unknown): boolean {
  return error instanceof BoardFetchError && error.locale === 'error.clubSuspended';
}

/**
 * A public GET of the board with plain `fetch` (the light board carries no API client): the parsed JSON, or a
 * thrown error for a network failure or an answer other than 2xx (a `BoardFetchError`). The browser's cache
 * revalidates with the board's `ETag`, so an unchanged board comes back as a body-less 304.
 */
async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  // with the cookies, as a preload of the page asks (`crossorigin=use-credentials`): the same request
  const response = await fetch(`/api${path}`, {
    signal,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    // the envelope read without zod, as the light pages do: its locale key says why
    const body: unknown = await response.json().catch(() => null);
    throw new BoardFetchError(path, response.status, readErrorEnvelope(body)?.locale);
  }
  return (await response.json()) as T;
}

/**
 * Today's loads of the club (`GET /api/loads-public/today`), no login needed; the page's `Link` header has the
 * browser fetch the same address with the page.
 */
export function fetchPublicLoads(club: string, signal?: AbortSignal): Promise<PublicLoads> {
  return getJson<PublicLoads>(publicBoardTodayPath(club).slice('/api'.length), signal);
}

/** The club's planes' live altitudes and how the source stands (`GET /api/loads/altitude`), no login needed. */
export function fetchPlaneAltitudes(club: string, signal?: AbortSignal): Promise<PlaneAltitudesResponse> {
  return getJson<PlaneAltitudesResponse>(`/loads/altitude${clubQuery(club)}`, signal);
}

/** The club's weather and the wind limits it is over (`GET /api/weather`), no login needed. */
export function fetchWeather(club: string, signal?: AbortSignal): Promise<WeatherResponse> {
  return getJson<WeatherResponse>(`/weather${clubQuery(club)}`, signal);
}

/** Where this browser keeps the club's last board, for opening it without a network. */
export const keptBoardKey = (club: string) => `dz.board.${club || '-'}`;

export interface KeptBoard {
  board: PublicLoads;
  /** When the board was fetched (ms since epoch). */
  at: number;
}

/** The board kept from the last visit, or undefined (none, or not readable). */
export function keptBoard(club: string): KeptBoard | undefined {
  try {
    const kept = JSON.parse(readStorage(keptBoardKey(club)) ?? 'null') as KeptBoard | null;
    const ok = kept && typeof kept.at === 'number' && Array.isArray(kept.board?.loads) && kept.board.date;
    return ok ? kept : undefined;
  } catch {
    return undefined;
  }
}

export function keepBoard(club: string, kept: KeptBoard): void {
  writeStorage(keptBoardKey(club), JSON.stringify(kept));
}

/** Forgets the club's kept board: a suspended club's old loads are not shown at the next visit either. */
export function forgetBoard(club: string): void {
  removeStorage(keptBoardKey(club));
}
