import { clubTime, minutesOfDay } from '../dates';
import type { LoadCall, LoadState } from '../enums';
import { DomainError } from '../errors';

/** Minutes to boarding each call announces (boarding: now). */
export const LOAD_CALL_MINUTES: Record<LoadCall, number> = {
  min20: 20,
  min15: 15,
  min10: 10,
  min5: 5,
  boarding: 0,
};

/** Only a load of today that is still open (not flying, not landed) can be called. */
export function assertCanCallLoad(load: { state: LoadState; date: string }, today: string): void {
  if (load.state !== 'open' || load.date !== today) {
    throw new DomainError('loadCallClosed');
  }
}

/**
 * Whether making `next` is news to the jumpers: a different call than the load has. A repeated tap on the
 * same call (or a retried request) changes nothing and notifies nobody again; clearing the call is silent.
 */
export function isNewCall(current: LoadCall | null, next: LoadCall | null): next is LoadCall {
  return next !== null && next !== current;
}

/**
 * Who hears a load's call: the users linked to the load's jumpers, each once (a user is one person however
 * many tabs and phones they have), leaving out jumpers marked as not jumping.
 */
export function loadCallRecipients(
  jumpers: readonly { linkedUserId: string | null; didNotJump: boolean }[],
): string[] {
  const users = new Set<string>();
  for (const j of jumpers) {
    if (j.linkedUserId && !j.didNotJump) {
      users.add(j.linkedUserId);
    }
  }
  return [...users];
}

/**
 * The call's countdown: minutes from `now` to the load's estimated takeoff (both `HH:MM` of the club's day),
 * negative when it is late; null without an estimated takeoff. Loads are of one club day: no midnight wrap.
 */
export function callMinutes(estimatedTakeoff: string | null, now: string): number | null {
  const takeoff = estimatedTakeoff ? minutesOfDay(estimatedTakeoff) : null;
  const current = minutesOfDay(now);
  return takeoff === null || current === null ? null : takeoff - current;
}

/** `callMinutes` at an instant, read on the club's wall clock. */
export function minutesToTakeoff(
  estimatedTakeoff: string | null,
  now: Date,
  timeZone: string,
): number | null {
  return callMinutes(estimatedTakeoff, clubTime(now, timeZone));
}
