import { PUBLIC_ALTITUDE_REFRESH_MS, type publicLoadsResponse } from '@dz/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../app/ApiProvider';

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

/** Today's loads of the club (`GET /api/loads-public/today`), no login needed. */
export function usePublicLoads(club: string) {
  const api = useApi();
  return useQuery({
    queryKey: boardKeys.loads(club),
    queryFn: ({ signal }) =>
      api.get<PublicLoads>(`/loads-public/today${clubQuery(club)}`, { signal, quiet: true }),
    // the socket tells about changes; this only catches a new day or a missed event
    refetchInterval: 5 * 60_000,
  });
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
