import { clubDate } from '@dz/shared';
import { forgetKeptPages } from '../../app/keptPages';
import { readStorage, removeStorage, writeStorage } from '../../app/storage';
import type { MyDay } from './useMyDay';

/** Where this browser keeps the signed-in jumper's last day, to show at once at the next start. */
export const KEPT_DAY_KEY = 'dz.myDay';

export interface KeptDay {
  day: MyDay;
  /** When it was fetched (ms since epoch). */
  at: number;
}

/**
 * The day kept from the last visit, when it is still today in the club's zone; undefined otherwise. Only one
 * person's: every sign-in and sign-out forgets it (`forgetKeptDay`), and the page shows it only to a browser
 * that holds a sign-in.
 */
export function keptDay(now = new Date()): KeptDay | undefined {
  try {
    const kept = JSON.parse(readStorage(KEPT_DAY_KEY) ?? 'null') as KeptDay | null;
    const club = kept?.day?.session?.club;
    const ok =
      kept &&
      typeof kept.at === 'number' &&
      Array.isArray(kept.day.loads) &&
      kept.day.ctx &&
      club &&
      kept.day.date === clubDate(now, club.timezone);
    return ok ? kept : undefined;
  } catch {
    return undefined;
  }
}

export function keepDay(kept: KeptDay): void {
  writeStorage(KEPT_DAY_KEY, JSON.stringify(kept));
}

/**
 * Forgets the kept day (at once) and the pages the service worker kept (resolves when done): at every sign-in and
 * sign-out, so no one sees another's balance or loads, or another's first page.
 */
export function forgetKeptDay(): Promise<void> {
  removeStorage(KEPT_DAY_KEY);
  return forgetKeptPages();
}
