import { type AdminUpdateUserBody, DomainError, type UpdateProfileBody } from '@dz/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, users } from '../../db/schema/index';
import type { Realtime } from '../../realtime/realtime';
import type { AccountsService } from '../auth/accounts.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createSessionsRepo } from '../auth/sessions.repo';
import type { UserRow } from './users.repo';

/** Whether one user may act on another: nobody acts on the overlord (spec section 6). */
export function assertNotOverlord(target: Pick<UserRow, 'role'>) {
  if (target.role === 'overlord') {
    throw new DomainError('userIsOverlord');
  }
}

/**
 * The users admin (spec section 7) and the profile. Every query names the caller's club; changes are
 * broadcast as `usersUpdated` after they commit.
 */
export function createUsersService(deps: {
  db: Db;
  realtime: Realtime;
  accounts: AccountsService;
  now: () => Date;
}) {
  const { db, realtime, now } = deps;
  const sessions = createSessionsRepo(db);

  async function findInClub(clubId: string, id: string): Promise<UserRow> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.clubId, clubId), eq(users.id, id)))
      .limit(1);
    if (!row) {
      throw new DomainError('userNotFound');
    }
    return row;
  }

  return {
    findInClub,

    async listAll(clubId: string): Promise<UserRow[]> {
      return db.select().from(users).where(eq(users.clubId, clubId)).orderBy(asc(users.displayName));
    },

    /** Admin changes to another user: admin flag, waiver checking, block, name, link, restore. */
    async adminUpdate(actor: UserRow, id: string, body: AdminUpdateUserBody): Promise<UserRow> {
      const target = await findInClub(actor.clubId, id);
      assertNotOverlord(target);
      const at = now();
      const updated = await db.transaction(async (tx) => {
        const patch: Partial<typeof users.$inferInsert> = { modifiedAt: at };
        if (body.admin !== undefined) {
          patch.admin = body.admin;
          patch.role = body.admin ? 'admin' : 'user';
        }
        if (body.permissions?.canCheckWaivers !== undefined) {
          patch.canCheckWaivers = body.permissions.canCheckWaivers;
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
          await linkMember(tx, actor.clubId, target, body.linkedMember);
          patch.linkedMemberId = body.linkedMember;
        }
        const [row] = await tx.update(users).set(patch).where(eq(users.id, target.id)).returning();
        if (body.blocked) {
          await sessions.revokeAllOfUser(target.id, at, tx);
        }
        return row;
      });
      if (!updated) {
        throw new DomainError('errorUpdatingUser');
      }
      realtime.broadcast(actor.clubId, 'usersUpdated');
      return updated;
    },

    /** Soft remove: the user can no longer sign in; an admin can restore it. */
    async remove(actor: UserRow, id: string): Promise<UserRow> {
      const target = await findInClub(actor.clubId, id);
      assertNotOverlord(target);
      const at = now();
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ removedAt: at, modifiedAt: at })
          .where(eq(users.id, target.id))
          .returning();
        await sessions.revokeAllOfUser(target.id, at, tx);
        return row;
      });
      if (!updated) {
        throw new DomainError('errorUpdatingUser');
      }
      realtime.broadcast(actor.clubId, 'usersUpdated');
      return updated;
    },

    /** Deletes a user for good; its member stays (with its money) and is unlinked. */
    async delete(actor: UserRow, id: string): Promise<void> {
      const target = await findInClub(actor.clubId, id);
      assertNotOverlord(target);
      await deleteUser(target);
      realtime.broadcast(actor.clubId, 'usersUpdated');
    },

    /** `DELETE /api/user/me`. The overlord cannot leave its club without an owner. */
    async deleteSelf(user: UserRow): Promise<void> {
      assertNotOverlord(user);
      await deleteUser(user);
      realtime.broadcast(user.clubId, 'usersUpdated');
    },

    /** `PUT /api/user`: name, e-mail (confirmed again before it changes) and password. */
    async updateProfile(
      user: UserRow,
      body: UpdateProfileBody,
    ): Promise<{ user: UserRow; emailPending: boolean }> {
      const at = now();
      const patch: Partial<typeof users.$inferInsert> = { modifiedAt: at };
      if (body.displayName !== undefined) {
        patch.displayName = body.displayName;
      }
      if (body.newPassword !== undefined) {
        if (user.passwordHash && !(await verifyPassword(user.passwordHash, body.currentPassword ?? ''))) {
          throw new DomainError('wrongPassword');
        }
        patch.passwordHash = await hashPassword(body.newPassword);
      }
      const [row] = await db.update(users).set(patch).where(eq(users.id, user.id)).returning();
      if (!row) {
        throw new DomainError('userNotFound');
      }
      let emailPending = false;
      if (body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase()) {
        const free = await deps.accounts.isAvailable(body.email);
        if (!free) {
          throw new DomainError('emailExists');
        }
        await deps.accounts.sendConfirmation(row, body.email);
        emailPending = true;
      }
      realtime.broadcast(user.clubId, 'usersUpdated');
      return { user: row, emailPending };
    },
  };

  async function deleteUser(target: UserRow) {
    await db.transaction(async (tx) => {
      await tx.update(members).set({ linkedUserId: null }).where(eq(members.linkedUserId, target.id));
      await tx.delete(users).where(eq(users.id, target.id));
    });
  }

  async function linkMember(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    clubId: string,
    target: UserRow,
    memberId: string | null,
  ) {
    if (target.linkedMemberId) {
      await tx.update(members).set({ linkedUserId: null }).where(eq(members.id, target.linkedMemberId));
    }
    if (memberId === null) {
      return;
    }
    // a member's money and loads go to a user only once its owner has proved the e-mail address
    if (!target.confirmed) {
      throw new DomainError('linkedUserEmailNotConfirmed');
    }
    const [member] = await tx
      .select()
      .from(members)
      .where(and(eq(members.clubId, clubId), eq(members.id, memberId), isNull(members.deletedAt)))
      .for('update');
    if (!member) {
      throw new DomainError('linkedMemberNotFound');
    }
    if (member.linkedUserId && member.linkedUserId !== target.id) {
      throw new DomainError('userAlreadyLinked');
    }
    await tx.update(members).set({ linkedUserId: target.id }).where(eq(members.id, memberId));
  }
}

export type UsersService = ReturnType<typeof createUsersService>;
