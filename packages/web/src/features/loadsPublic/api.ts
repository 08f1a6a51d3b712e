import { PUBLIC_ALTITUDE_REFRESH_MS, type publicLoadsResponse } from '@dz/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { useApi } from '../../app/ApiProvider';
import { readStorage, writeStorage } from '../../app/storage';

export type PublicLoads = z.infer<typeof publicLoadsResponse>;
export type PublicLoad = PublicLoads['loads'][number];

export interface PlaneAltitude {
  plane: string;
  altitude: number | null;
  updatedAt: string | null;
}

/** Query keys of the board; `loadsPublic` is its own prefix so the signed-in app's keys stay apart. */
export const boardKeys = {
  loads: (club: string) => ['loadsPublic', 'loads', club],
  altitude: (club: string) => ['loadsPublic', 'altitude', club],
};

function clubQuery(club: string): string {
  return club ? `?club=${encodeURIComponent(club)}` : '';
}

/** Where this browser keeps the club's last board, for opening it without a network. */
export const keptBoardKey = (club: string) => `dz.board.${club || '-'}`;

interface KeptBoard {
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

/**
 * Today's loads of the club (`GET /api/loads-public/today`), no login needed. The last board is kept in the
 * browser: without a network the board opens with it (its age shown while the socket is down) and fetches the
 * new one as soon as it can.
 */
export function usePublicLoads(club: string) {
  const api = useApi();
  const query = useQuery({
    queryKey: boardKeys.loads(club),
    queryFn: ({ signal }) =>
      api.get<PublicLoads>(`/loads-public/today${clubQuery(club)}`, { signal, quiet: true }),
    initialData: () => keptBoard(club)?.board,
    initialDataUpdatedAt: () => keptBoard(club)?.at,
    // the socket tells about changes; this only catches a new day or a missed event
    refetchInterval: 5 * 60_000,
  });
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data && dataUpdatedAt > 0) {
      writeStorage(
        keptBoardKey(club),
        JSON.stringify({ board: data, at: dataUpdatedAt } satisfies KeptBoard),
      );
    }
  }, [club, data, dataUpdatedAt]);
  return query;
}

/** The planes' live altitudes, every 30 s while the setting is on (empty without an ADS-B source). */
export function usePlaneAltitudes(club: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: boardKeys.altitude(club),
    queryFn: ({ signal }) =>
      api.get<{ planes: PlaneAltitude[] }>(`/loads/altitude${clubQuery(club)}`, { signal, quiet: true }),
    enabled,
    refetchInterval: PUBLIC_ALTITUDE_REFRESH_MS,
    select: (data) => data.planes.filter((p) => p.altitude !== null),
  });
}
