import { DomainError, defaultOwnGear, type SetupBody, slugFromClubName } from '@dz/shared';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import { hashPassword } from '../auth/passwords';
import type { UserRow } from '../users/users.repo';

/** Splits a display name into first and last name for the overlord's own member ("Anna Maria Virtanen"). */
export function splitDisplayName(displayName: string): { firstName: string; lastName: string } {
  const parts = displayName.trim().split(/\s+/);
  if (parts.length < 2) {
    return { firstName: parts[0] ?? displayName, lastName: '' };
  }
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1) ?? '' };
}

export interface SetupDeps {
  repos: Pick<Repos, 'clubs' | 'members' | 'users'>;
  uow: UnitOfWork;
  now: () => Date;
}

export function createSetupService(deps: SetupDeps) {
  const { repos, uow, now } = deps;

  return {
    async needsSetup(): Promise<boolean> {
      return (await repos.clubs.count()) === 0;
    },

    /**
     * The first run: creates the club, its first user (admin, role overlord, confirmed) and that user's
     * member, linked both ways, in one transaction. Refused once any club exists.
     */
    async setup(body: SetupBody): Promise<UserRow> {
      const passwordHash = await hashPassword(body.password);
      return uow.run(async ({ repos }) => {
        await repos.clubs.lockSetup();
        if ((await repos.clubs.count()) > 0) {
          throw new DomainError('setupDone');
        }
        const club = await repos.clubs.insert(
          // the first club's public name comes from its name; the admin can change it in club settings
          {
            name: body.clubName,
            clubKey: body.clubKey,
            slug: slugFromClubName(body.clubName),
            notificationEmail: body.email,
          },
        );
        const user = await repos.users.insert({
          clubId: club.id,
          username: body.username,
          email: body.email,
          displayName: body.displayName,
          passwordHash,
          role: 'overlord',
          admin: true,
          confirmed: true,
          // the installation's first user is its host (issue 35)
          host: true,
        });
        const member = await repos.members.insert({
          clubId: club.id,
          ...splitDisplayName(body.displayName),
          email: body.email,
          ownGear: defaultOwnGear('jumper'),
          linkedUserId: user.id,
          createdBy: user.id,
        });
        if (!member) {
          throw new Error('member insert returned nothing');
        }
        await repos.users.setLinkedMember(club.id, user.id, member.id, now());
        return { ...user, linkedMemberId: member.id };
      });
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
