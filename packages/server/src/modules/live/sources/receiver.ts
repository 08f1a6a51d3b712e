import { feetToMetres } from '@dz/shared';
import type { AircraftReading } from './types';

/** One entry of `aircraft.json`: readsb / dump1090-fa / tar1090 names, and old dump1090's `altitude` and `vert_rate`. */
interface ReceiverAircraft {
  hex?: unknown;
  alt_baro?: unknown;
  alt_geom?: unknown;
  altitude?: unknown;
  gs?: unknown;
  baro_rate?: unknown;
  geom_rate?: unknown;
  vert_rate?: unknown;
  seen?: unknown;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** One decimal (and never -0, which a descent of a few feet a minute would round to). */
const oneDecimal = (n: number): number => Math.round(n * 10) / 10 || 0;

/** Feet per minute to metres per second, one decimal. */
const fpmToMs = (fpm: number): number => oneDecimal((fpm * 0.3048) / 60);

/** The first of the values that is a number, or null. */
function firstNumber(...values: unknown[]): number | null {
  return (values.find(isNumber) as number | undefined) ?? null;
}

/**
 * The readings in a receiver's `aircraft.json` (`{ now, aircraft: [...] }`), or null when the answer is not one.
 * `fallbackNow` stands in for an answer without `now`. Addresses starting with `~` are not ICAO addresses
 * (TIS-B, anonymised) and cannot be one of the club's planes, so they are skipped.
 */
export function readReceiverAnswer(json: unknown, fallbackNow?: Date): AircraftReading[] | null {
  if (
    typeof json !== 'object' ||
    json === null ||
    !Array.isArray((json as { aircraft?: unknown }).aircraft)
  ) {
    return null;
  }
  const answer = json as { now?: unknown; aircraft: unknown[] };
  const nowMs = isNumber(answer.now) ? answer.now * 1000 : fallbackNow?.getTime();
  if (nowMs === undefined) {
    return null;
  }
  const readings: AircraftReading[] = [];
  for (const entry of answer.aircraft) {
    if (typeof entry !== 'object' || entry === null) {
      continue;
    }
    const a = entry as ReceiverAircraft;
    const icao = typeof a.hex === 'string' ? a.hex.trim().toLowerCase() : '';
    if (!/^[0-9a-f]{6}$/.test(icao)) {
      continue;
    }
    const baro = a.alt_baro ?? a.altitude;
    const onGround = baro === 'ground';
    // the geometric (GNSS) altitude only when the pressure one is missing: a little off beats none
    const feet = firstNumber(baro, a.alt_geom);
    const rate = firstNumber(a.baro_rate, a.vert_rate, a.geom_rate);
    const speed = firstNumber(a.gs);
    readings.push({
      icao,
      altitudeM: onGround ? 0 : feet === null ? null : feetToMetres(feet),
      onGround,
      verticalRateMs: rate === null ? null : fpmToMs(rate),
      groundSpeedKt: speed === null ? null : oneDecimal(speed),
      seenAt: new Date(nowMs - (isNumber(a.seen) ? a.seen * 1000 : 0)).toISOString(),
    });
  }
  return readings;
}
