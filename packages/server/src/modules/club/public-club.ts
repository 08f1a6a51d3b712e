import { DomainError } from '@dz/shared';
import type { Repos } from '../../repos';

/**
 * The club a public page (board, waiver form, privacy notice) follows, by its public name or as the
 * installation's only club; null when none. A club the host has suspended answers `clubSuspended`, so its board
 * says so instead of showing nothing (issue 35).
 */
export async function publicClubId(repos: Pick<Repos, 'clubs'>, slug?: string): Promise<string | null> {
  const club = await repos.clubs.publicClub(slug);
  if (club?.suspended) {
    throw new DomainError('clubSuspended');
  }
  return club?.id ?? null;
}
