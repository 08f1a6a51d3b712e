import type { WeatherReading } from '@dz/shared';
import { formatMetres } from '../../app/format';
import { formatClock } from '../loadsPublic/time';
import { formatMs, type Translate } from './windText';

/** A visibility at or over this is "10 km or more" (METAR's 9999, CAVOK). */
const VISIBILITY_MAX_M = 10_000;

/**
 * Where the wind blows from: `240°`, `vaihteleva` / `variable` (no direction, some wind), `tyyntä` / `calm` (none);
 * null when the reading has no wind at all.
 */
export function windDirectionText(t: Translate, r: WeatherReading): string | null {
  if (r.windMeanMs === null) {
    return null;
  }
  if (r.windMeanMs === 0) {
    return t('weather.strip.calm');
  }
  return r.windDirection === null ? t('weather.strip.variable') : `${r.windDirection}°`;
}

/**
 * The wind's speeds: the mean `6 m/s` (none when calm: the direction says so), and `puuska 11 m/s` /
 * `gusts 11 m/s` when a gust was reported.
 */
export function windSpeedTexts(
  t: Translate,
  r: WeatherReading,
): { mean: string | null; gust: string | null } {
  return {
    mean: r.windMeanMs === null || r.windMeanMs === 0 ? null : `${formatMs(r.windMeanMs)} m/s`,
    gust: r.windGustMs ? t('weather.strip.gust', { value: formatMs(r.windGustMs) }) : null,
  };
}

/** The variable sector of a METAR's `180V240`: `vaihtelee 180°–240°` / `varying 180°–240°`; null without one. */
export function windSectorText(t: Translate, r: WeatherReading): string | null {
  return r.windVariableFrom !== null && r.windVariableTo !== null
    ? t('weather.strip.sector', { from: r.windVariableFrom, to: r.windVariableTo })
    : null;
}

/** The lowest cloud layer as a METAR says it, in metres: `BKN 450 m`; null when none is given (or CAVOK). */
export function cloudText(r: WeatherReading): string | null {
  if (r.cavok || r.cloudBaseM === null) {
    return null;
  }
  return r.cloudCover ? `${r.cloudCover} ${formatMetres(r.cloudBaseM)}` : formatMetres(r.cloudBaseM);
}

/** `yli 10 km` / `10 km or more`, `4,5 km` from a kilometre up, `800 m` below; null when not given. */
export function visibilityText(t: Translate, r: WeatherReading): string | null {
  const m = r.visibilityM;
  if (m === null) {
    return null;
  }
  if (m >= VISIBILITY_MAX_M) {
    return t('weather.strip.visibilityOver10');
  }
  return m >= 1000 ? `${formatMs(m / 1000)} km` : formatMetres(m);
}

/** Where the reading is from: `METAR EFUT`, `FMI-asema 101191` / `FMI station 101191`. */
export function sourceText(t: Translate, r: WeatherReading): string {
  return t(r.source === 'metar' ? 'weather.strip.metar' : 'weather.strip.fmi', { station: r.station });
}

/** When it was observed, on the club's clock: `Havainto klo 14.20` / `Observed 14.20`. */
export function observedText(t: Translate, r: WeatherReading, timeZone?: string): string {
  return t('weather.strip.observed', { time: formatClock(new Date(r.observedAt), timeZone) });
}
