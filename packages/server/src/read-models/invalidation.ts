import type { Write } from '../db/together';
import type { DomainEvent, DomainEventType } from '../events/domain-events';
import type { Repos } from '../repos';
import { WHOLE_CLUB } from './versions.repo';

/**
 * What a change makes stale in the read models' caches: the counters it raises (`load_day_versions`). `days`:
 * the counters of these club days (the day view and the public board of each); `club`: the club-wide counter,
 * which every cached value of the club follows (every day's view and board, the member list, the club's kept
 * time zone and public name).
 */
export interface Stale {
  days: readonly string[];
  club: boolean;
}

const NOTHING: Stale = { days: [], club: false };
const WHOLE: Stale = { days: [], club: true };

/** Every event type's effect on the caches, stated: a new event type does not compile until it is added here. */
export type Invalidation = {
  [T in DomainEventType]: (event: Extract<DomainEvent, { type: T }>) => Stale;
};

export const invalidation: Invalidation = {
  // linked users' names and the member list's links
  usersChanged: () => WHOLE,
  // names, weights and roles show on every day's loads and board, and on the list
  membersChanged: () => WHOLE,
  // planes, prices, the club's name, public name and time zone
  clubChanged: () => WHOLE,
  // the member list's waiver alarms
  waiversChanged: () => WHOLE,
  // balances show on the list and beside each jumper of the day view, any day
  balancesChanged: () => WHOLE,
  paymentTaken: () => WHOLE,
  loadsChanged: (e) => ({ days: e.dates, club: false }),
  // the call itself is on no cached answer; the load's change comes as `loadsChanged`
  loadCalled: () => NOTHING,
  // the days' loads, and the balances and landed jumps a landing moves (shown on every day and on the list)
  loadsSettled: (e) => ({ days: e.dates, club: true }),
};

/** What one event makes stale (`invalidation`). */
export function staleOf(event: DomainEvent): Stale {
  return (invalidation[event.type] as (e: DomainEvent) => Stale)(event);
}

/** The counters (`load_day_versions` keys: days, and `WHOLE_CLUB`) one event raises. */
export function countersOf(event: DomainEvent): string[] {
  const stale = staleOf(event);
  return stale.club ? [...stale.days, WHOLE_CLUB] : [...stale.days];
}

/**
 * The unit of work's last step: raises the counters of what the transaction changed (`invalidation`), in the
 * same transaction, and stamps each event that carries days with their new counters (`versions`: the public
 * boards' socket event). The read models' caches follow these counters on every node (`versioned-cache.ts`).
 * `along`: the work's last writes (`Work.writeLast`), sent in the statement of the first counters (or alone).
 */
export async function stampVersions(
  repos: Pick<Repos, 'boardVersions'>,
  events: DomainEvent[],
  along: readonly Write[] = [],
): Promise<void> {
  const byClub = new Map<string, Set<string>>();
  for (const e of events) {
    const days = byClub.get(e.clubId) ?? new Set<string>();
    for (const key of countersOf(e)) {
      days.add(key);
    }
    if (days.size > 0) {
      byClub.set(e.clubId, days);
    }
  }
  let unsent = along;
  for (const [clubId, days] of byClub) {
    const versions = Object.fromEntries(await repos.boardVersions.bump(clubId, [...days], unsent));
    unsent = [];
    for (const e of events) {
      if ('dates' in e && e.clubId === clubId) {
        e.versions = Object.fromEntries(e.dates.map((d) => [d, versions[d] ?? 0]));
      }
    }
  }
  await repos.boardVersions.send(unsent);
}
