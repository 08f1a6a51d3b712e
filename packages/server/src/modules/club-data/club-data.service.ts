import { type Actor, DomainError, isAdmin } from '@dz/shared';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import type { TableRows } from './club-data.repo';

/** What a club's export file says it is. */
export const CLUB_ARCHIVE_FORMAT = 'dz-club-export';
export const CLUB_ARCHIVE_VERSION = 1;

/** A club's own data in one JSON file (issue 35): its tables' rows, its members' accounts, when and from where. */
export interface ClubArchive {
  format: typeof CLUB_ARCHIVE_FORMAT;
  version: typeof CLUB_ARCHIVE_VERSION;
  exportedAt: string;
  clubId: string;
  clubName: string;
  tables: Record<string, TableRows>;
}

/**
 * Rows that would point at accounts the archive does not hold (a user who left the club but kept an account for
 * another): feedback keeps its text without the sender, push subscriptions of such accounts go.
 */
function withoutStrangers(tables: Record<string, TableRows>): Record<string, TableRows> {
  const accounts = new Set((tables.users ?? []).map((u) => String(u.id)));
  const known = (id: unknown) => id === null || id === undefined || accounts.has(String(id));
  return {
    ...tables,
    ...(tables.feedback
      ? { feedback: tables.feedback.map((r) => (known(r.user_id) ? r : { ...r, user_id: null })) }
      : {}),
    ...(tables.push_subscriptions
      ? { push_subscriptions: tables.push_subscriptions.filter((r) => known(r.user_id)) }
      : {}),
  };
}

export function createClubDataService(deps: {
  repos: Pick<Repos, 'clubData' | 'clubs'>;
  uow: Pick<UnitOfWork, 'run'>;
  now: () => Date;
}) {
  const { repos, uow, now } = deps;
  return {
    /** The caller's club's data (admins): every table's rows of the club, as one archive. */
    async exportClub(actor: Actor): Promise<ClubArchive> {
      if (!isAdmin(actor)) {
        throw new DomainError('onlyAdmin');
      }
      const club = await repos.clubs.findById(actor.clubId);
      if (!club) {
        throw new DomainError('clubNotFound');
      }
      // one transaction: every table read at the same moment
      const tables = await uow.run(({ repos }) => repos.clubData.exportClub(actor.clubId));
      return {
        format: CLUB_ARCHIVE_FORMAT,
        version: CLUB_ARCHIVE_VERSION,
        exportedAt: now().toISOString(),
        clubId: club.id,
        clubName: club.name,
        tables: withoutStrangers(tables),
      };
    },
  };
}

export type ClubDataService = ReturnType<typeof createClubDataService>;

/** Reads an archive file's JSON, refusing anything that is not a club export this version can read. */
export function parseClubArchive(text: string): ClubArchive {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('the file is not JSON');
  }
  const a = parsed as Partial<ClubArchive>;
  if (a?.format !== CLUB_ARCHIVE_FORMAT || a.version !== CLUB_ARCHIVE_VERSION || !a.tables || !a.clubId) {
    throw new Error('the file is not a club export of this version');
  }
  const clubs = a.tables.clubs ?? [];
  if (clubs.length !== 1 || clubs[0]?.id !== a.clubId) {
    throw new Error('the export holds no club of its own');
  }
  return a as ClubArchive;
}

/**
 * Writes a club's archive into an installation that holds no club yet (one transaction: all or nothing). The
 * accounts start in the restored club; sign-ins and links are not carried over, so everyone signs in again.
 */
export async function restoreClubArchive(
  uow: Pick<UnitOfWork, 'run'>,
  archive: ClubArchive,
): Promise<Record<string, number>> {
  return uow.run(async ({ repos }) => {
    if ((await repos.clubData.clubCount()) > 0) {
      throw new Error('the installation already holds a club: restore into an empty one');
    }
    const tables = withoutStrangers(archive.tables);
    const users = (tables.users ?? []).map((u) => ({ ...u, club_id: archive.clubId }));
    return repos.clubData.restore({ ...tables, users });
  });
}
