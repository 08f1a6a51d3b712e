import type { Tx } from '../../db/client';
import type { DomainEvent } from '../../events/domain-events';
import { type BoardVersionsRepo, WHOLE_CLUB } from './board-versions.repo';

/**
 * The unit of work's last step: raises the public board's counters for what the transaction changed (the
 * days of `loadsChanged` and `loadsSettled`; the whole club for member, club and user changes, whose names
 * and planes show on every day) and stamps each loads event with its days' new counters.
 */
export function stampBoardVersions(repo: Pick<BoardVersionsRepo, 'bump'>) {
  return async (tx: Tx, events: DomainEvent[]): Promise<void> => {
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
      } else if (e.type === 'membersChanged' || e.type === 'clubChanged' || e.type === 'usersChanged') {
        add(e.clubId, WHOLE_CLUB);
      }
    }
    for (const [clubId, days] of byClub) {
      const versions = Object.fromEntries(await repo.bump(clubId, [...days], tx));
      for (const e of events) {
        if ((e.type === 'loadsChanged' || e.type === 'loadsSettled') && e.clubId === clubId) {
          e.versions = Object.fromEntries(e.dates.map((d) => [d, versions[d] ?? 0]));
        }
      }
    }
  };
}
