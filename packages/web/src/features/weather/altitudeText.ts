import type { LiveStatus, PlaneAltitude, PlaneAltitudesResponse } from '@dz/shared';
import { durationText } from '../../app/duration';
import { formatMetres } from '../../app/format';
import type { Language } from '../../app/language';
import type { Translate } from './windText';

const FOOT_M = 0.3048;

/**
 * A reading older than this is shown as old: the shared `ALTITUDE_OLD_MS` (the test checks they agree), written
 * here as a number since importing it would bring the schemas' zod into the light board's script (twice its size).
 */
export const READING_OLD_MS = 60_000;

/** Whole feet the Finnish way (a no-break space between thousands), as the metres: `9 843 ft`. */
export function formatFeet(metres: number): string {
  return `${String(Math.round(metres / FOOT_M)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')} ft`;
}

/**
 * An altitude as the reader reads it: `3 000 m`, and `3 000 m (9 843 ft)` for an English reader when the club
 * shows feet too (Finnish readers always see metres only).
 */
export function formatAltitude(metres: number, feet: boolean, language: Language): string {
  return feet && language === 'en' ? `${formatMetres(metres)} (${formatFeet(metres)})` : formatMetres(metres);
}

/** The planes the source sees (a plane it does not see has no altitude to show). */
export function seenPlanes(altitudes: PlaneAltitudesResponse | undefined): PlaneAltitude[] {
  return altitudes ? altitudes.planes.filter((p) => p.altitude !== null) : [];
}

/** How old a reading is at `now`, ms (never below 0: a clock a little ahead is not "in the future"). */
export function readingAgeMs(plane: PlaneAltitude, now: number): number | null {
  return plane.updatedAt ? Math.max(0, now - Date.parse(plane.updatedAt)) : null;
}

/**
 * Whether a reading is shown as old, never as live: the server said so, the source is failing, or it has grown
 * old on this screen since (a board whose next answer does not come).
 */
export function isOldReading(plane: PlaneAltitude, status: LiveStatus, now: number): boolean {
  const age = readingAgeMs(plane, now);
  return plane.old || status === 'unavailable' || age === null || age > READING_OLD_MS;
}

/** `12 s sitten` / `12 s ago` within a minute, then `2 min sitten`, `1 h 5 min sitten`. */
export function ageText(t: Translate, ageMs: number): string {
  const seconds = Math.floor(ageMs / 1000);
  if (seconds < 60) {
    return t('weather.altitude.secondsAgo', { seconds });
  }
  return t('weather.altitude.ago', { duration: durationText(t, Math.floor(seconds / 60)) });
}
