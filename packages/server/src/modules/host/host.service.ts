import {
  type AcceptInvitationBody,
  type AcceptInvitationExistingBody,
  type Actor,
  type CreateClubBody,
  DomainError,
  defaultOwnGear,
  type HostClub,
  type InvitationInfo,
  isHost,
} from '@dz/shared';
import { isUniqueViolation } from '../../db/errors';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Mailer } from '../../mail/mailer';
import { clubInvitationMail } from '../../mail/templates';
import type { Repos } from '../../repos';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { splitDisplayName } from '../setup/setup.service';
import type { UserRow } from '../users/users.repo';
import type { HostClubRow, InvitationRow } from './host.repo';

/** How long a new club's first admin has to accept the host's invitation. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface HostServiceDeps {
  repos: Pick<Repos, 'clubs' | 'host' | 'users' | 'members' | 'sessions'>;
  uow: UnitOfWork;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

function assertHost(actor: Actor) {
  if (!isHost(actor)) {
    throw new DomainError('onlyHost');
  }
}

function toHostClub(row: HostClubRow, invitation: InvitationRow | undefined): HostClub {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    timezone: row.timezone,
    created: row.createdAt.toISOString(),
    suspended: row.suspendedAt !== null,
    members: row.members,
    users: row.users,
    loadsThisYear: row.loadsThisYear,
    lastActivity: row.lastActivity ? row.lastActivity.toISOString() : null,
    invitation: invitation
      ? {
          email: invitation.email,
          expiresAt: invitation.expiresAt.toISOString(),
          accepted: invitation.usedAt !== null && invitation.acceptedBy !== null,
        }
      : null,
  };
}

/**
 * The host's console (issue 35): clubs on this installation, their first admins' invitations, suspension. The
 * host sees counts only: a club's members, users and money stay the club's unless its admin adds the host.
 */
export function createHostService(deps: HostServiceDeps) {
  const { repos, uow, mailer, publicUrl, now } = deps;

  async function listClubs(): Promise<HostClub[]> {
    const [rows, invitations] = await Promise.all([repos.host.listClubs(), repos.host.latestInvitations()]);
    const byClub = new Map(invitations.map((i) => [i.clubId, i]));
    return rows.map((r) => toHostClub(r, byClub.get(r.id)));
  }

  async function sendInvitation(actor: Actor, clubId: string, clubName: string, email: string) {
    const at = now();
    const token = await uow.run(({ repos }) =>
      repos.host.invite({
        clubId,
        email,
        createdBy: actor.userId,
        at,
        expiresAt: new Date(at.getTime() + INVITATION_TTL_MS),
      }),
    );
    await mailer.send(
      clubInvitationMail(email, `${publicUrl}/invitation?token=${encodeURIComponent(token)}`, clubName),
    );
  }

  /** A usable invitation of a token, locked inside the work; refused when used, expired or unknown. */
  async function usable(repos: Pick<Repos, 'host'>, token: string, at: Date): Promise<InvitationRow> {
    const row = await repos.host.findForUse(token);
    if (!row || row.usedAt || row.expiresAt <= at) {
      throw new DomainError('invitationInvalid');
    }
    return row;
  }

  /** Makes an account the club's admin with a member of its own, linked both ways; the invitation is used. */
  async function admit(
    repos: Pick<Repos, 'users' | 'members' | 'host'>,
    invitation: InvitationRow,
    user: UserRow,
    at: Date,
  ): Promise<UserRow> {
    // an account already a member there keeps its member; otherwise it gets one, as the setup's first user does
    const memberId =
      user.linkedMemberId ??
      (
        await repos.members.insert({
          clubId: invitation.clubId,
          ...splitDisplayName(user.displayName),
          email: user.email,
          ownGear: defaultOwnGear('jumper'),
          linkedUserId: user.id,
          createdBy: user.id,
        })
      )?.id;
    if (!memberId) {
      throw new Error('member insert returned nothing');
    }
    await repos.users.update(invitation.clubId, user.id, {
      role: user.role === 'overlord' ? 'overlord' : 'admin',
      admin: true,
      linkedMemberId: memberId,
      modifiedAt: at,
    });
    await repos.users.setDefaultClub(user.id, invitation.clubId);
    await repos.host.markAccepted(invitation.id, user.id, at);
    const admitted = await repos.users.findInClub(invitation.clubId, user.id);
    if (!admitted) {
      throw new Error('admitted user vanished');
    }
    return admitted;
  }

  return {
    async list(actor: Actor): Promise<HostClub[]> {
      assertHost(actor);
      return listClubs();
    },

    /** Creates a club and mails its first admin the invitation; the club key and public name must be free. */
    async createClub(actor: Actor, body: CreateClubBody): Promise<HostClub> {
      assertHost(actor);
      if (await repos.clubs.clubKeyTaken(body.clubKey, null)) {
        throw new DomainError('clubKeyTaken');
      }
      let clubId: string;
      try {
        const club = await uow.run(({ repos }) =>
          repos.clubs.insert({
            name: body.name,
            clubKey: body.clubKey,
            slug: body.slug,
            timezone: body.timezone,
            notificationEmail: body.adminEmail,
          }),
        );
        clubId = club.id;
      } catch (err) {
        if (isUniqueViolation(err, 'clubs_slug_unique')) {
          throw new DomainError('clubSlugTaken');
        }
        if (isUniqueViolation(err, 'clubs_club_key_unique')) {
          throw new DomainError('clubKeyTaken');
        }
        throw err;
      }
      await sendInvitation(actor, clubId, body.name, body.adminEmail);
      const created = (await listClubs()).find((c) => c._id === clubId);
      if (!created) {
        throw new DomainError('clubNotFound');
      }
      return created;
    },

    /** Sends the club's first-admin invitation again (to the same or another address); earlier links stop working. */
    async reinvite(actor: Actor, clubId: string, email: string): Promise<HostClub> {
      assertHost(actor);
      const club = await repos.clubs.findById(clubId);
      if (!club) {
        throw new DomainError('clubNotFound');
      }
      await sendInvitation(actor, club.id, club.name, email);
      const listed = (await listClubs()).find((c) => c._id === clubId);
      if (!listed) {
        throw new DomainError('clubNotFound');
      }
      return listed;
    },

    /**
     * Suspends a club: its users cannot sign in (their sign-ins end now), its board and waiver form say so. The
     * club the host is signed in to cannot be suspended (the console would lock itself out).
     */
    async setSuspended(actor: Actor, clubId: string, suspended: boolean): Promise<HostClub> {
      assertHost(actor);
      if (suspended && clubId === actor.clubId) {
        throw new DomainError('cannotSuspendOwnClub');
      }
      const at = now();
      await uow.run(async ({ repos, emit }) => {
        if (!(await repos.host.setSuspended(clubId, suspended ? at : null))) {
          throw new DomainError('clubNotFound');
        }
        if (suspended) {
          await repos.sessions.revokeAllInClub(clubId, at);
        }
        // the board's kept club is read again, and says so
        emit({ type: 'clubChanged', clubId });
      });
      const listed = (await listClubs()).find((c) => c._id === clubId);
      if (!listed) {
        throw new DomainError('clubNotFound');
      }
      return listed;
    },

    /** What the invitation page shows; refused when the link is used, expired or unknown. */
    async invitation(token: string): Promise<InvitationInfo> {
      const row = await repos.host.find(token);
      if (!row || row.usedAt || row.expiresAt <= now()) {
        throw new DomainError('invitationInvalid');
      }
      const [club, account] = await Promise.all([
        repos.clubs.findById(row.clubId),
        repos.users.findAccountByLogin(row.email),
      ]);
      if (!club) {
        throw new DomainError('invitationInvalid');
      }
      return {
        clubName: club.name,
        email: row.email,
        hasAccount: !!account && account.email.toLowerCase() === row.email.toLowerCase(),
      };
    },

    /** A new account accepts: confirmed (the link proves the address), the club's admin with a member of its own. */
    async acceptNew(body: AcceptInvitationBody): Promise<UserRow> {
      const passwordHash = await hashPassword(body.password);
      const at = now();
      try {
        return await uow.run(async ({ repos }) => {
          const invitation = await usable(repos, body.token, at);
          if (await repos.users.isUsernameTaken(body.username)) {
            throw new DomainError('usernameExists');
          }
          if (await repos.users.isEmailTaken(invitation.email)) {
            throw new DomainError('emailHasUser');
          }
          const user = await repos.users.insert({
            clubId: invitation.clubId,
            username: body.username,
            email: invitation.email,
            displayName: body.displayName,
            passwordHash,
            confirmed: true,
          });
          return admit(repos, invitation, user, at);
        });
      } catch (err) {
        if (isUniqueViolation(err, 'users_username_lower_uq')) {
          throw new DomainError('usernameExists');
        }
        if (isUniqueViolation(err, 'users_email_lower_uq')) {
          throw new DomainError('emailHasUser');
        }
        throw err;
      }
    },

    /** The invited address has an account: its password proves it, and it becomes the club's admin too. */
    async acceptExisting(body: AcceptInvitationExistingBody): Promise<UserRow> {
      const at = now();
      const peek = await repos.host.find(body.token);
      // a used or expired link says so whatever the password
      if (!peek || peek.usedAt || peek.expiresAt <= at) {
        throw new DomainError('invitationInvalid');
      }
      const account = await repos.users.findAccountByLogin(peek.email);
      const ok = await verifyPassword(account?.passwordHash, body.password);
      if (!account || account.email.toLowerCase() !== peek.email.toLowerCase()) {
        throw new DomainError('invitationInvalid');
      }
      if (!ok) {
        throw new DomainError('invalidCredentials');
      }
      return uow.run(async ({ repos }) => {
        const invitation = await usable(repos, body.token, at);
        const existing = await repos.users.findInClub(invitation.clubId, account.id);
        const user = existing ?? (await repos.users.addMembership(account.id, invitation.clubId));
        if (!account.confirmed) {
          await repos.users.updateAccount(account.id, { confirmed: true, modifiedAt: at });
        }
        return admit(repos, invitation, { ...user, confirmed: true }, at);
      });
    },
  };
}

export type HostService = ReturnType<typeof createHostService>;
