import {
  type Actor,
  type AdminUpdateUserBody,
  DomainError,
  isAdmin,
  isOverlord,
  type PermissionSubject,
  type UpdateProfileBody,
} from '@dz/shared';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import type { AuditEntry } from '../audit/audit.repo';
import type { AccountsService } from '../auth/accounts.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { UserPatch, UserRow } from './users.repo';

/** Whether one user may act on another: nobody acts on the overlord (spec section 6). */
export function assertNotOverlord(target: Pick<PermissionSubject, 'role'>) {
  if (isOverlord(target)) {
    throw new DomainError('userIsOverlord');
  }
}

function assertAdmin(actor: Actor) {
  if (!isAdmin(actor)) {
    throw new DomainError('onlyAdmin');
  }
}

/** What a user who is not an admin sees of the club's users: no e-mails, no flags. */
export interface PublicUserRow {
  id: string;
  displayName: string;
  linkedMemberId: string | null;
}

export interface UsersServiceDeps {
  repos: Pick<Repos, 'users' | 'sessions' | 'members' | 'audit'>;
  uow: UnitOfWork;
  accounts: Pick<AccountsService, 'isAvailable' | 'sendConfirmation'>;
  now: () => Date;
}

/** What an admin's change of a user leaves in the audit trail: a block or unblock, and changed permissions. */
function auditOfUserChange(actor: Actor, before: UserRow, after: UserRow, at: Date): AuditEntry[] {
  const base = { clubId: actor.clubId, at, actorUserId: actor.userId, targetUserId: after.id };
  const entries: AuditEntry[] = [];
  if (before.blocked !== after.blocked) {
    entries.push({ ...base, action: after.blocked ? 'userBlocked' : 'userUnblocked' });
  }
  const rights = (u: UserRow) => ({
    admin: isAdmin(u),
    canCheckWaivers: u.canCheckWaivers,
    canManifest: u.canManifest,
    canTakePayments: u.canTakePayments,
  });
  const [was, is] = [rights(before), rights(after)];
  if (
    was.admin !== is.admin ||
    was.canCheckWaivers !== is.canCheckWaivers ||
    was.canManifest !== is.canManifest ||
    was.canTakePayments !== is.canTakePayments
  ) {
    entries.push({ ...base, action: 'permissionsChanged', before: was, after: is });
  }
  return entries;
}

/**
 * The users admin (spec section 7) and the profile. Every query names the caller's club; changes announce
 * `usersChanged` after they commit.
 */
export function createUsersService(deps: UsersServiceDeps) {
  const { repos, uow, now } = deps;

  async function findInClub(clubId: string, id: string): Promise<UserRow> {
    const row = await repos.users.findInClub(clubId, id);
    if (!row) {
      throw new DomainError('userNotFound');
    }
    return row;
  }

  /** Deletes a user for good; its member stays (with its money) and is unlinked. */
  async function deleteUser(target: Pick<UserRow, 'id' | 'clubId'>) {
    await uow.run(async ({ repos, emit }) => {
      await repos.members.unlinkUser(target.clubId, target.id);
      await repos.users.delete(target.clubId, target.id);
      emit({ type: 'usersChanged', clubId: target.clubId });
    });
  }

  /** Moves a user's link to another member (or none); the member must be free and the e-mail confirmed. */
  async function linkMember(
    repos: Pick<Repos, 'members'>,
    clubId: string,
    target: UserRow,
    memberId: string | null,
  ) {
    if (target.linkedMemberId) {
      await repos.members.setLinkedUser(target.linkedMemberId, null);
    }
    if (memberId === null) {
      return;
    }
    // a member's money and loads go to a user only once its owner has proved the e-mail address
    if (!target.confirmed) {
      throw new DomainError('linkedUserEmailNotConfirmed');
    }
    const [member] = await repos.members.lockInClub(clubId, [memberId]);
    if (!member) {
      throw new DomainError('linkedMemberNotFound');
    }
    if (member.linkedUserId && member.linkedUserId !== target.id) {
      throw new DomainError('userAlreadyLinked');
    }
    await repos.members.setLinkedUser(memberId, target.id);
  }

  return {
    /** Every user of the caller's club, removed ones too (admins). */
    async listAll(actor: Actor): Promise<UserRow[]> {
      assertAdmin(actor);
      return repos.users.listInClub(actor.clubId);
    },

    /** The club's users who can sign in, reduced to names and links (any user linked to a member). */
    async listPublic(actor: Actor): Promise<PublicUserRow[]> {
      if (!actor.memberId) {
        throw new DomainError('userNotLinked');
      }
      const rows = await repos.users.listInClub(actor.clubId);
      return rows
        .filter((u) => !u.removedAt)
        .map((u) => ({ id: u.id, displayName: u.displayName, linkedMemberId: u.linkedMemberId }));
    },

    /** Admin changes to another user: admin flag, waiver checking, block, name, link, restore. */
    async adminUpdate(actor: Actor, id: string, body: AdminUpdateUserBody): Promise<UserRow> {
      assertAdmin(actor);
      const target = await findInClub(actor.clubId, id);
      assertNotOverlord(target);
      const at = now();
      return uow.run(async ({ repos, emit }) => {
        const patch: UserPatch = { modifiedAt: at };
        if (body.admin !== undefined) {
          patch.admin = body.admin;
          patch.role = body.admin ? 'admin' : 'user';
        }
        if (body.permissions?.canCheckWaivers !== undefined) {
          patch.canCheckWaivers = body.permissions.canCheckWaivers;
        }
        if (body.permissions?.canManifest !== undefined) {
          patch.canManifest = body.permissions.canManifest;
        }
        if (body.permissions?.canTakePayments !== undefined) {
          patch.canTakePayments = body.permissions.canTakePayments;
        }
        if (body.blocked !== undefined) {
          patch.blocked = body.blocked;
        }
        if (body.displayName !== undefined) {
          patch.displayName = body.displayName;
        }
        if (body.removed === null) {
          patch.removedAt = null;
        }
        if (body.linkedMember !== undefined) {
          await linkMember(repos, actor.clubId, target, body.linkedMember);
          patch.linkedMemberId = body.linkedMember;
        }
        const row = await repos.users.update(actor.clubId, target.id, patch);
        if (!row) {
          throw new DomainError('errorUpdatingUser');
        }
        if (body.blocked) {
          await repos.sessions.revokeAllOfUserInClub(target.id, actor.clubId, at);
        }
        await repos.audit.append(auditOfUserChange(actor, target, row, at));
        emit({ type: 'usersChanged', clubId: actor.clubId });
        return row;
      });
    },

    /** Soft remove: the user can no longer sign in; an admin can restore it. */
    async remove(actor: Actor, id: string): Promise<UserRow> {
      assertAdmin(actor);
      const target = await findInClub(actor.clubId, id);
      assertNotOverlord(target);
      const at = now();
      return uow.run(async ({ repos, emit }) => {
        const row = await repos.users.update(actor.clubId, target.id, { removedAt: at, modifiedAt: at });
        if (!row) {
          throw new DomainError('errorUpdatingUser');
        }
        await repos.sessions.revokeAllOfUserInClub(target.id, actor.clubId, at);
        emit({ type: 'usersChanged', clubId: actor.clubId });
        return row;
      });
    },

    /** Deletes another user of the club for good (admins); its member stays and is unlinked. */
    async delete(actor: Actor, id: string): Promise<void> {
      assertAdmin(actor);
      const target = await findInClub(actor.clubId, id);
      assertNotOverlord(target);
      await deleteUser(target);
    },

    /** `DELETE /api/user/me`. The overlord cannot leave its club without an owner. */
    async deleteSelf(actor: Actor): Promise<void> {
      assertNotOverlord(actor);
      await deleteUser({ id: actor.userId, clubId: actor.clubId });
    },

    /**
     * `PUT /api/user`: name, e-mail (confirmed again before it changes) and password. Every check runs
     * before anything is written, so a refused change saves nothing.
     */
    async updateProfile(
      actor: Actor,
      body: UpdateProfileBody,
      /** The sign-in making the change: a new password ends every other one (ASVS 3.3.3), not this one. */
      sessionFamily: string | null = null,
    ): Promise<{ user: UserRow; emailPending: boolean }> {
      const user = await findInClub(actor.clubId, actor.userId);
      const at = now();
      const patch: UserPatch = { modifiedAt: at };
      if (body.displayName !== undefined) {
        patch.displayName = body.displayName;
      }
      if (body.newPassword !== undefined) {
        if (user.passwordHash && !(await verifyPassword(user.passwordHash, body.currentPassword ?? ''))) {
          throw new DomainError('wrongPassword');
        }
        patch.passwordHash = await hashPassword(body.newPassword);
      }
      const newEmail =
        body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase()
          ? body.email
          : undefined;
      if (newEmail !== undefined && !(await deps.accounts.isAvailable(newEmail))) {
        throw new DomainError('emailExists');
      }
      const row = await uow.run(async ({ repos, emit }) => {
        const updated = await repos.users.update(actor.clubId, user.id, patch);
        if (!updated) {
          throw new DomainError('userNotFound');
        }
        if (patch.passwordHash) {
          await repos.sessions.revokeOtherFamiliesOfUser(user.id, sessionFamily, at);
        }
        emit({ type: 'usersChanged', clubId: actor.clubId });
        return updated;
      });
      if (newEmail !== undefined) {
        await deps.accounts.sendConfirmation(row, newEmail);
      }
      return { user: row, emailPending: newEmail !== undefined };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
