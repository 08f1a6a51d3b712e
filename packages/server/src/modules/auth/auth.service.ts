import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type ClubChoice,
  DomainError,
  REFRESH_TOKEN_TTL_SECONDS,
} from '@dz/shared';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import type { UserRow } from '../users/users.repo';
import { verifyPassword } from './passwords';
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken } from './tokens';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Why a user may not hold a session in its club, or null when it may. */
export function sessionRefusal(
  user: UserRow,
): 'userBlocked' | 'verifyEmail' | 'invalidCredentials' | 'clubSuspended' | null {
  if (user.removedAt) {
    return 'invalidCredentials';
  }
  if (user.blocked) {
    return 'userBlocked';
  }
  if (user.clubSuspended) {
    return 'clubSuspended';
  }
  if (!user.confirmed) {
    return 'verifyEmail';
  }
  return null;
}

export interface AuthServiceDeps {
  repos: Pick<Repos, 'users' | 'sessions'>;
  /** Transactions only: sign-ins are not announced to the club's sockets. */
  uow: Pick<UnitOfWork, 'run'>;
  now: () => Date;
  /** The server-wide key access tokens are signed with. */
  secret: string;
}

/** Sign-in, sessions (refresh families) and the user behind an access token. */
export function createAuthService(deps: AuthServiceDeps) {
  const { repos, uow, now, secret } = deps;
  const seconds = () => Math.floor(now().getTime() / 1000);

  function accessFor(userId: string, familyId: string): string {
    return signAccessToken({ sub: userId, fam: familyId, exp: seconds() + ACCESS_TOKEN_TTL_SECONDS }, secret);
  }

  /** A new refresh token of the sign-in, written through `repos`: the app's outside a unit of work, the work's inside one. */
  async function issueRefresh(
    repos: Pick<Repos, 'sessions'>,
    userId: string,
    familyId: string,
    clubId: string,
  ) {
    const refreshToken = newRefreshToken();
    await repos.sessions.insertRefreshToken({
      userId,
      familyId,
      clubId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(now().getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    return refreshToken;
  }

  /** The signed-in user of an access token and the sign-in (refresh family) it belongs to; null when none. */
  async function sessionOf(
    accessToken: string | undefined,
  ): Promise<{ user: UserRow; familyId: string } | null> {
    if (!accessToken) {
      return null;
    }
    const claims = verifyAccessToken(accessToken, secret, seconds());
    if (!claims) {
      return null;
    }
    const user = await repos.users.findBySession(claims.sub, claims.fam);
    if (!user || sessionRefusal(user)) {
      return null;
    }
    return { user, familyId: claims.fam };
  }

  /**
   * The club a sign-in starts in: `preferred` (the account's last choice) when it may sign in there, else the
   * first of its clubs it may; when none, why not (a block or suspension said before a plain refusal).
   */
  async function signInClub(userId: string, preferred: string): Promise<UserRow> {
    const clubs = await repos.users.membershipsOf(userId);
    const usable = (c: (typeof clubs)[number]) => !c.removed && !c.blocked && !c.suspended;
    const chosen = clubs.find((c) => c.clubId === preferred && usable(c)) ?? clubs.find(usable);
    const user = chosen ? await repos.users.findInClub(chosen.clubId, userId) : undefined;
    if (!user) {
      const live = clubs.filter((c) => !c.removed);
      throw new DomainError(
        live.some((c) => c.blocked)
          ? 'userBlocked'
          : live.length > 0
            ? 'clubSuspended'
            : 'invalidCredentials',
      );
    }
    const refusal = sessionRefusal(user);
    if (refusal) {
      throw new DomainError(refusal);
    }
    return user;
  }

  return {
    /** The account's clubs for the club switcher (those it was removed from left out). */
    async clubChoices(user: UserRow): Promise<ClubChoice[]> {
      const rows = await repos.users.membershipsOf(user.id);
      return rows
        .filter((r) => !r.removed)
        .map((r) => ({
          _id: r.clubId,
          name: r.name,
          suspended: r.suspended,
          current: r.clubId === user.clubId,
        }));
    },

    /**
     * Moves a sign-in to another of the account's clubs (the club switcher): every token of the sign-in then
     * speaks for that club. Refused when the account is not a member there or may not sign in to it.
     */
    async switchClub(userId: string, familyId: string, clubId: string): Promise<UserRow> {
      const user = await repos.users.findInClub(clubId, userId);
      if (!user || user.removedAt) {
        throw new DomainError('notClubMember');
      }
      const refusal = sessionRefusal(user);
      if (refusal) {
        throw new DomainError(refusal);
      }
      await uow.run(async ({ repos }) => {
        await repos.sessions.setFamilyClub(familyId, clubId);
        await repos.users.setDefaultClub(userId, clubId);
      });
      return user;
    },

    /** Starts a sign-in (a new refresh family) for a user who may hold a session. */
    async startSession(user: UserRow): Promise<SessionTokens> {
      const refusal = sessionRefusal(user);
      if (refusal) {
        throw new DomainError(refusal);
      }
      const familyId = randomUUID();
      const refreshToken = await issueRefresh(repos, user.id, familyId, user.clubId);
      return { accessToken: accessFor(user.id, familyId), refreshToken };
    },

    /**
     * Checks username-or-e-mail and password; the same answer whichever of the two is wrong. The sign-in starts in
     * the club the account chose last, or else its first club it may sign in to (issue 35).
     */
    async login(usernameOrEmail: string, password: string): Promise<UserRow> {
      const account = await repos.users.findAccountByLogin(usernameOrEmail);
      const ok = await verifyPassword(account?.passwordHash, password);
      if (!account || !ok) {
        throw new DomainError('invalidCredentials');
      }
      return signInClub(account.id, account.clubId);
    },

    /**
     * Signs in the user whose e-mail an identity provider (Google) has verified. The provider proves the
     * address, so an unconfirmed account becomes confirmed; a blocked one is still refused.
     */
    async loginWithVerifiedEmail(email: string): Promise<UserRow> {
      const found = await repos.users.findAccountByLogin(email);
      if (!found || found.email.toLowerCase() !== email.toLowerCase()) {
        throw new DomainError('googleNoAccount');
      }
      if (!found.confirmed) {
        await repos.users.updateAccount(found.id, { confirmed: true, modifiedAt: now() });
      }
      return signInClub(found.id, found.clubId);
    },

    /**
     * Rotates a refresh token. A token used a second time (already rotated) means it was stolen or
     * replayed: the whole family is revoked and the caller must sign in again.
     */
    async refresh(refreshToken: string): Promise<{ user: UserRow; tokens: SessionTokens }> {
      const at = now();
      const result = await uow.run(async ({ repos }) => {
        const row = await repos.sessions.findByHashForUpdate(hashToken(refreshToken));
        if (!row) {
          return null;
        }
        // blocking revokes the user's sign-ins: the holder of a token of theirs is still told why it ended
        const owner = await repos.users.findInClub(row.clubId, row.userId);
        if (owner && !owner.removedAt && owner.blocked) {
          if (!row.revokedAt) {
            await repos.sessions.revokeFamily(row.familyId, at);
          }
          return 'blocked' as const;
        }
        if (owner?.clubSuspended) {
          if (!row.revokedAt) {
            await repos.sessions.revokeFamily(row.familyId, at);
          }
          return 'suspended' as const;
        }
        if (row.revokedAt || row.expiresAt <= at) {
          return null;
        }
        if (row.rotatedAt) {
          await repos.sessions.revokeFamily(row.familyId, at);
          return 'reused' as const;
        }
        const user = owner;
        if (!user || sessionRefusal(user)) {
          await repos.sessions.revokeFamily(row.familyId, at);
          return null;
        }
        await repos.sessions.markRotated(row.id, at);
        const next = await issueRefresh(repos, user.id, row.familyId, row.clubId);
        return { user, tokens: { accessToken: accessFor(user.id, row.familyId), refreshToken: next } };
      });
      if (result === 'blocked') {
        throw new DomainError('userBlocked');
      }
      if (result === 'suspended') {
        throw new DomainError('clubSuspended');
      }
      if (result === null || result === 'reused') {
        throw new DomainError('sessionExpired');
      }
      return result;
    },

    /** Ends the sign-in a refresh token belongs to. Unknown tokens are ignored (logout always works). */
    async revoke(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) {
        return;
      }
      await uow.run(async ({ repos }) => {
        const row = await repos.sessions.findByHashForUpdate(hashToken(refreshToken));
        if (row) {
          await repos.sessions.revokeFamily(row.familyId, now());
        }
      });
    },

    /** The signed-in user of an access token and the sign-in (refresh family) it belongs to; null when none. */
    session: sessionOf,

    /** The user behind an access token, or null when the token or its sign-in is no longer valid. */
    async authenticate(accessToken: string | undefined): Promise<UserRow | null> {
      return (await sessionOf(accessToken))?.user ?? null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
