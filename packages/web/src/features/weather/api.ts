import { type PlaneAltitudesResponse, PUBLIC_ALTITUDE_REFRESH_MS, type WeatherResponse } from '@dz/shared';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import { queryKeys } from '../../app/queryKeys';
import { WEATHER_REFRESH_MS } from './usePolled';

/**
 * The weather's query: under the club's key, so a change of the club's settings (its airport, station or wind
 * limits: `clubUpdated`) asks for it again.
 */
export const WEATHER_QUERY_KEY = [...queryKeys.club, 'weather'] as const;
export const ALTITUDE_QUERY_KEY = [...queryKeys.loads, 'altitude'] as const;

/**
 * The signed-in user's club's weather and the wind limits it is over (`GET /api/weather`), every five minutes and
 * when the tab is shown again; quiet on failure (the strip is then not shown).
 */
export function useWeather(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: WEATHER_QUERY_KEY,
    queryFn: ({ signal }) => api.get<WeatherResponse>('/weather', { signal, quiet: true }),
    enabled,
    refetchInterval: WEATHER_REFRESH_MS,
  });
}

/**
 * The club's planes' live altitudes (`GET /api/loads/altitude`), every 30 s while `enabled` and the club has a
 * source (`off` stops it), and when the tab is shown again.
 */
export function usePlaneAltitudes(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ALTITUDE_QUERY_KEY,
    queryFn: ({ signal }) => api.get<PlaneAltitudesResponse>('/loads/altitude', { signal, quiet: true }),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'off' ? false : PUBLIC_ALTITUDE_REFRESH_MS),
  });
}
