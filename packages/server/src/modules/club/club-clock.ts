import { clubClock } from '@dz/shared';
import type { Repos } from '../../repos';

/** The club's day and wall clock at `now`, in its time zone; `repos`: the app's, or a unit of work's. */
export async function clubClockOf(
  repos: Pick<Repos, 'clubs'>,
  clubId: string,
  now: Date,
): Promise<{ date: string; time: string }> {
  return clubClock(now, (await repos.clubs.findById(clubId))?.timezone);
}
