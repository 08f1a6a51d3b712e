import { type ClubChoice, DomainError, type RegisterBody } from '@dz/shared';
import { isUniqueViolation } from '../../db/errors';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Mailer } from '../../mail/mailer';
import { accountLockedMail, confirmEmailMail, passwordResetMail } from '../../mail/templates';
import type { Repos } from '../../repos';
import type { UserRow } from '../users/users.repo';
import { hashPassword } from './passwords';

const HOUR = 60 * 60 * 1000;
export const CONFIRM_TTL_MS = 24 * HOUR;
export const RESET_TTL_MS = HOUR;

/**
 * Accounts without a session: registration with the club key, e-mail confirmation, password reset and
 * availability checks. Mails are sent after the transaction that created their token has committed.
 */
export interface AccountsServiceDeps {
  repos: Pick<Repos, 'users' | 'userTokens' | 'sessions' | 'clubs'>;
  /** Transactions; a club joined is announced to its admins' sockets. */
  uow: Pick<UnitOfWork, 'run'>;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { repos, uow, mailer, publicUrl, now } = deps;
  const usernameTaken = (username: string) => repos.users.isUsernameTaken(username);
  const emailTaken = (email: string) => repos.users.isEmailTaken(email);

  async function sendConfirmation(user: Pick<UserRow, 'id' | 'clubId'>, email: string) {
    const at = now();
    const token = await repos.userTokens.issue(user.id, 'confirmEmail', email, {
      at,
      expiresAt: new Date(at.getTime() + CONFIRM_TTL_MS),
    });
    const club = await repos.clubs.findById(user.clubId);
    await mailer.send(
      confirmEmailMail(
        email,
        `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`,
        club?.name ?? '',
      ),
    );
  }

  return {
    sendConfirmation,

    /** Whether a username or e-mail is free (`GET /api/user/check/{value}`). */
    async isAvailable(value: string): Promise<boolean> {
      const v = value.trim();
      return !(await usernameTaken(v)) && !(v.includes('@') && (await emailTaken(v)));
    },

    /** Creates an unconfirmed user in the club whose key was given, and mails the confirmation link. */
    async register(body: RegisterBody): Promise<UserRow> {
      const club = await repos.clubs.findByKey(body.clubKey);
      if (!club) {
        throw new DomainError('invalidClubKey');
      }
      if (club.suspendedAt) {
        throw new DomainError('clubSuspended');
      }
      if (await usernameTaken(body.username)) {
        throw new DomainError('usernameExists');
      }
      if (await emailTaken(body.email)) {
        throw new DomainError('emailExists');
      }
      let user: UserRow;
      try {
        user = await repos.users.insert({
          clubId: club.id,
          username: body.username,
          email: body.email,
          displayName: body.displayName,
          passwordHash: await hashPassword(body.password),
        });
      } catch (err) {
        // two registrations with the same name at once: the unique index decides
        if (isUniqueViolation(err, 'users_username_lower_uq')) {
          throw new DomainError('usernameExists');
        }
        if (isUniqueViolation(err, 'users_email_lower_uq')) {
          throw new DomainError('emailExists');
        }
        throw err;
      }
      await sendConfirmation(user, user.email);
      return user;
    },

    /**
     * Joins an account to the club whose key was given (issue 35): a membership with no rights and no member yet;
     * the club's admins see the new user and link its member as for a new registration.
     */
    async joinClub(userId: string, clubKey: string): Promise<ClubChoice> {
      const club = await repos.clubs.findByKey(clubKey.trim());
      if (!club) {
        throw new DomainError('invalidClubKey');
      }
      if (club.suspendedAt) {
        throw new DomainError('clubSuspended');
      }
      if (await repos.users.findInClub(club.id, userId)) {
        throw new DomainError('alreadyClubMember');
      }
      await uow.run(async ({ repos, emit }) => {
        await repos.users.addMembership(userId, club.id);
        emit({ type: 'usersChanged', clubId: club.id });
      });
      return { _id: club.id, name: club.name, suspended: false, current: false };
    },

    /** Confirms the address a token was sent to (a new address replaces the old one only now). */
    async confirmEmail(token: string): Promise<UserRow> {
      const at = now();
      return uow.run(async ({ repos }) => {
        const row = await repos.userTokens.findForUse(token, 'confirmEmail');
        if (!row || row.usedAt || row.expiresAt <= at) {
          throw new DomainError('confirmLinkInvalid');
        }
        await repos.userTokens.markUsed(row.id, at);
        if (await repos.users.isEmailTaken(row.email, row.userId)) {
          throw new DomainError('emailExists');
        }
        const account = await repos.users.findAccountById(row.userId);
        if (!account) {
          throw new DomainError('confirmLinkInvalid');
        }
        const updated = await repos.users.update(account.clubId, row.userId, {
          confirmed: true,
          email: row.email,
          modifiedAt: at,
        });
        if (!updated) {
          throw new DomainError('confirmLinkInvalid');
        }
        return updated;
      });
    },

    /** Mails a new confirmation link when the login names an unconfirmed user; does nothing otherwise. */
    async resendConfirmation(usernameOrEmail: string): Promise<void> {
      const user = await repos.users.findAccountByLogin(usernameOrEmail);
      if (!user || user.confirmed) {
        return;
      }
      await sendConfirmation(user, user.email);
    },

    /**
     * Tells the owner of the account a login names (username or e-mail) that it was locked after too many failed
     * sign-ins; nothing when no account has that name.
     */
    async noticeAccountLocked(login: string, minutes: number): Promise<void> {
      const user = await repos.users.findAccountByLogin(login);
      if (!user?.email) {
        return;
      }
      await mailer.send(accountLockedMail(user.email, `${publicUrl}/forgot-password`, minutes));
    },

    /** Mails a reset link when the address has an account; answers the same either way. */
    async sendPasswordReset(email: string): Promise<void> {
      const user = await repos.users.findAccountByLogin(email);
      if (!user || user.email.toLowerCase() !== email.trim().toLowerCase()) {
        return;
      }
      const at = now();
      const token = await repos.userTokens.issue(user.id, 'resetPassword', user.email, {
        at,
        expiresAt: new Date(at.getTime() + RESET_TTL_MS),
      });
      await mailer.send(
        passwordResetMail(user.email, `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`),
      );
    },

    /** Sets a new password with a single-use link and ends every session of the user. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const at = now();
      await uow.run(async ({ repos }) => {
        const row = await repos.userTokens.findForUse(token, 'resetPassword');
        if (!row) {
          throw new DomainError('passwordResetInvalid');
        }
        if (row.usedAt || row.expiresAt <= at) {
          throw new DomainError('passwordResetFailed');
        }
        await repos.userTokens.markUsed(row.id, at);
        // the link proves the address, so an unconfirmed account becomes confirmed
        await repos.users.updateAccount(row.userId, { passwordHash, confirmed: true, modifiedAt: at });
        await repos.sessions.revokeAllOfUser(row.userId, at);
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
