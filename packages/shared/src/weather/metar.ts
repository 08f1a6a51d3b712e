import { type CloudCover, feetToMetres, knotsToMs, type WeatherReading } from './weather.schemas';

/** Where the observation ends: remarks and the trend forecast say nothing about the wind now. */
const STOP = new Set(['RMK', 'TEMPO', 'BECMG', 'NOSIG']);
/** "Ten kilometres or more", as the reading stores it. */
const TEN_KM = 10_000;
const METRES_PER_MILE = 1609.344;

const TIME = /^(\d{2})(\d{2})(\d{2})Z$/;
/** `23015G25KT`, `VRB03KT`, `00000KT`, `P99KT`, `/////KT`, `27008MPS`. */
const WIND = /^(\d{3}|VRB|\/{3})(P?\d{2,3}|\/\/)(?:G(P?\d{2,3}))?(KT|MPS|KMH)$/;
const VARIABLE = /^(\d{3})V(\d{3})$/;
/** Prevailing visibility in metres (`9999`, `0800`, `////`), with a "no directional variation" mark. */
const METRES = /^(\d{4}|\/{4})(NDV)?$/;
/** Statute miles: `10SM`, `1/2SM`, `P6SM`, `M1/4SM` (a whole part as its own group: `1 1/2SM`). */
const MILES = /^[PM]?(?:(\d{1,2})|(\d)\/(\d{1,2}))SM$/;
const CLOUD = /^(FEW|SCT|BKN|OVC|VV|\/{3})(\d{3}|\/{3})(?:CB|TCU|\/{3})?$/;
const TEMPERATURE = /^(M?\d{2}|\/\/)\/(M?\d{2}|\/\/)?$/;

/** A temperature as METAR writes it, `M` for minus (`M00` is 0, never -0). */
function celsius(group: string): number | null {
  if (group.startsWith('/')) {
    return null;
  }
  const value = Number(group.replace('M', ''));
  return group.startsWith('M') && value !== 0 ? -value : value;
}

/** Whole knots or m/s of a wind group to m/s, one decimal; `P99` (99 or more) counts as 99. */
function speedMs(group: string, unit: string): number | null {
  if (group.startsWith('/')) {
    return null;
  }
  const value = Number(group.replace('P', ''));
  if (unit === 'KT') {
    return knotsToMs(value);
  }
  return Math.round((unit === 'KMH' ? value / 3.6 : value) * 10) / 10;
}

/**
 * The observation time of `ddhhmmZ`: the day of `now`'s month, or of the month before when the day is later than
 * today (a METAR of the 31st read on the 1st). Null for a time that does not exist.
 */
function observedAt(day: number, hour: number, minute: number, now: Date): Date | null {
  if (day < 1 || hour > 23 || minute > 59) {
    return null;
  }
  const month = now.getUTCMonth() - (day > now.getUTCDate() ? 1 : 0);
  const at = new Date(Date.UTC(now.getUTCFullYear(), month, day, hour, minute));
  // the 31st of a 30-day month would roll into the next
  return at.getUTCDate() === day ? at : null;
}

/**
 * Reads a METAR (or SPECI) into a weather reading in SI units: the station, the time, the wind, the prevailing
 * visibility, the lowest cloud layer and the temperature. Groups it does not use (weather, RVR, pressure) are
 * skipped; reading stops at the remarks and the trend. Null when it is not a METAR it can read (no station or time,
 * a TAF, a NIL report).
 */
export function parseMetar(raw: string, now: Date): WeatherReading | null {
  if (raw.length > 2000) {
    return null;
  }
  const groups = raw.trim().replace(/=$/, '').split(/\s+/);
  let i = 0;
  if (groups[i] === 'METAR' || groups[i] === 'SPECI') {
    i++;
  }
  if (groups[i] === 'COR') {
    i++;
  }
  const station = groups[i++] ?? '';
  const time = TIME.exec(groups[i++] ?? '');
  if (!/^[A-Z][A-Z0-9]{3}$/.test(station) || !time) {
    return null;
  }
  const at = observedAt(Number(time[1]), Number(time[2]), Number(time[3]), now);
  if (!at || groups[i] === 'NIL') {
    return null;
  }

  const reading: WeatherReading = {
    source: 'metar',
    station,
    observedAt: at.toISOString(),
    windDirection: null,
    windVariableFrom: null,
    windVariableTo: null,
    windMeanMs: null,
    windGustMs: null,
    visibilityM: null,
    cloudBaseM: null,
    cloudCover: null,
    cavok: false,
    temperatureC: null,
    raw: raw.trim(),
  };
  let wind = false;
  let visibility = false;
  let temperature = false;
  const layers: { cover: CloudCover | null; baseM: number | null }[] = [];

  for (; i < groups.length; i++) {
    const group = groups[i] ?? '';
    if (STOP.has(group)) {
      break;
    }
    const w = wind ? null : WIND.exec(group);
    if (w) {
      wind = true;
      const [, direction = '', mean = '', gust, unit = ''] = w;
      reading.windMeanMs = speedMs(mean, unit);
      reading.windGustMs = gust ? speedMs(gust, unit) : null;
      const degrees = Number(direction);
      // calm and variable winds have no direction; neither has one over 360
      reading.windDirection = reading.windMeanMs && degrees <= 360 ? degrees : null;
      continue;
    }
    const v = wind && !visibility ? VARIABLE.exec(group) : null;
    if (v) {
      reading.windVariableFrom = Number(v[1]);
      reading.windVariableTo = Number(v[2]);
      continue;
    }
    // the prevailing visibility comes first; a second group is a directional minimum (`4000SW`)
    if (!visibility && !temperature) {
      const metres = METRES.exec(group);
      const miles = MILES.exec(group);
      if (group === 'CAVOK') {
        reading.cavok = true;
        reading.visibilityM = TEN_KM;
      } else if (metres) {
        const value = Number(metres[1]);
        reading.visibilityM = Number.isNaN(value) ? null : value >= 9999 ? TEN_KM : value;
      } else if (miles) {
        const whole = miles[2] && /^\d$/.test(groups[i - 1] ?? '') ? Number(groups[i - 1]) : 0;
        const value = miles[1] ? Number(miles[1]) : whole + Number(miles[2]) / Number(miles[3]);
        reading.visibilityM = Math.min(TEN_KM, Math.round(value * METRES_PER_MILE));
      }
      visibility = group === 'CAVOK' || !!metres || !!miles;
      if (visibility) {
        continue;
      }
    }
    const c = CLOUD.exec(group);
    if (c) {
      const [, cover = '', height = ''] = c;
      layers.push({
        cover: cover.startsWith('/') ? null : (cover as CloudCover),
        baseM: height.startsWith('/') ? null : feetToMetres(Number(height) * 100),
      });
      continue;
    }
    const t = temperature ? null : TEMPERATURE.exec(group);
    if (t) {
      temperature = true;
      reading.temperatureC = celsius(t[1] ?? '//');
    }
  }

  // layers come lowest first, yet one of unknown height says nothing of the order: the lowest known base decides
  const known = layers.filter((l) => l.baseM !== null).sort((a, b) => (a.baseM ?? 0) - (b.baseM ?? 0));
  const lowest = known[0];
  reading.cloudBaseM = lowest?.baseM ?? null;
  reading.cloudCover = lowest ? lowest.cover : (layers.find((l) => l.cover)?.cover ?? null);
  return reading;
}
