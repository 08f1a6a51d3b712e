import type { DomainEvent } from '../../events/domain-events';
import type { Repos } from '../../repos';
import { WHOLE_CLUB } from './board-versions.repo';

/**
 * Changes that show on every day's loads: names, weights and roles (members), planes, prices and the club's
 * name (club), and balances (the day view shows each jumper's): a landing moves balances shown on other days.
 */
const clubWide = new Set<DomainEvent['type']>([
  'membersChanged',
  'clubChanged',
  'usersChanged',
  'balancesChanged',
  'paymentTaken',
  'loadsSettled',
  // the member list's waiver alarms (the list is cached by this counter too)
  'waiversChanged',
]);

/**
 * The unit of work's last step: raises the day counters for what the transaction changed (the days of
 * `loadsChanged` and `loadsSettled`; the whole club's for `clubWide` changes) and stamps each loads event with
 * its days' new counters. The public board and the day view are cached by these counters (`board-cache.ts`).
 */
export async function stampBoardVersions(
  repos: Pick<Repos, 'boardVersions'>,
  events: DomainEvent[],
): Promise<void> {
  const byClub = new Map<string, Set<string>>();
  const add = (clubId: string, day: string) => {
    const days = byClub.get(clubId) ?? new Set<string>();
    days.add(day);
    byClub.set(clubId, days);
  };
  for (const e of events) {
    if (e.type === 'loadsChanged' || e.type === 'loadsSettled') {
      for (const day of e.dates) {
        add(e.clubId, day);
      }
    }
    if (clubWide.has(e.type)) {
      add(e.clubId, WHOLE_CLUB);
    }
  }
  for (const [clubId, days] of byClub) {
    const versions = Object.fromEntries(await repos.boardVersions.bump(clubId, [...days]));
    for (const e of events) {
      if ((e.type === 'loadsChanged' || e.type === 'loadsSettled') && e.clubId === clubId) {
        e.versions = Object.fromEntries(e.dates.map((d) => [d, versions[d] ?? 0]));
      }
    }
  }
}
