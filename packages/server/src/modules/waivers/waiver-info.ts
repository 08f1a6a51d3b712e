import { clubDate, DEFAULT_TIMEZONE, type MemberWaiverInfo, membersWaiverInfo } from '@dz/shared';
import type { Repos } from '../../repos';
import type { MemberRow } from '../members/members.repo';

/** Each listed member's waiver info (this year's waiver and the alarms on today's club day), by member id. */
export type WaiverInfoSource = (
  clubId: string,
  members: readonly MemberRow[],
) => Promise<Map<string, MemberWaiverInfo>>;

/**
 * The members list's `?waiverInfo=true`: one query for the club's waivers, then the shared rule per member
 * on today's date in the club's time zone.
 */
export function createWaiverInfoSource(deps: {
  repos: Pick<Repos, 'waivers' | 'clubs'>;
  now: () => Date;
}): WaiverInfoSource {
  const { repos, now } = deps;
  return async (clubId, members) => {
    const [club, waivers] = await Promise.all([
      repos.clubs.findById(clubId),
      repos.waivers.listForAlarms(clubId),
    ]);
    const timeZone = club?.timezone || DEFAULT_TIMEZONE;
    return membersWaiverInfo({ members, waivers, today: clubDate(now(), timeZone), timeZone });
  };
}
