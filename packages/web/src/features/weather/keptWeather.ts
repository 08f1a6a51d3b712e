import type { WeatherResponse } from '@dz/shared';
import { readStorage, writeStorage } from '../../app/storage';

/**
 * How long a reading decides: the shared `WEATHER_DECIDES_MS` (the test checks they agree), written here as a
 * number since importing it would bring the schemas' zod into the light board's script.
 */
export const READING_DECIDES_MS = 90 * 60_000;

/**
 * Where this browser keeps a page's last weather (`board:<club>`, `myDay`), so a light page's loads do not move
 * down when the weather comes (it is there at the first paint).
 */
export const keptWeatherKey = (page: string) => `dz.weather.${page}`;

/**
 * The weather kept from the last visit while its reading still decides (the server's 90 minutes), for the first
 * paint; undefined otherwise (a reading past deciding is not shown, nor its alerts, nor an `off` answer).
 */
export function keptWeather(page: string, now = Date.now()): WeatherResponse | undefined {
  try {
    const kept = JSON.parse(readStorage(keptWeatherKey(page)) ?? 'null') as WeatherResponse | null;
    const observedAt = kept?.reading ? Date.parse(kept.reading.observedAt) : Number.NaN;
    const fresh = kept?.status === 'ok' && now - observedAt <= READING_DECIDES_MS;
    return fresh && Array.isArray(kept.exceedances) ? kept : undefined;
  } catch {
    return undefined;
  }
}

export function keepWeather(page: string, weather: WeatherResponse): void {
  writeStorage(keptWeatherKey(page), JSON.stringify(weather));
}
