import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, DomainError, REFRESH_TOKEN_TTL_SECONDS } from '@dz/shared';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import type { UserRow } from '../users/users.repo';
import { verifyPassword } from './passwords';
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken } from './tokens';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Why a user may not hold a session, or null when it may. */
export function sessionRefusal(user: UserRow): 'userBlocked' | 'verifyEmail' | 'invalidCredentials' | null {
  if (user.removedAt) {
    return 'invalidCredentials';
  }
  if (user.blocked) {
    return 'userBlocked';
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
  async function issueRefresh(repos: Pick<Repos, 'sessions'>, userId: string, familyId: string) {
    const refreshToken = newRefreshToken();
    await repos.sessions.insertRefreshToken({
      userId,
      familyId,
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

  return {
    /** Starts a sign-in (a new refresh family) for a user who may hold a session. */
    async startSession(user: UserRow): Promise<SessionTokens> {
      const refusal = sessionRefusal(user);
      if (refusal) {
        throw new DomainError(refusal);
      }
      const familyId = randomUUID();
      const refreshToken = await issueRefresh(repos, user.id, familyId);
      return { accessToken: accessFor(user.id, familyId), refreshToken };
    },

    /** Checks username-or-e-mail and password; the same answer whichever of the two is wrong. */
    async login(usernameOrEmail: string, password: string): Promise<UserRow> {
      const user = await repos.users.findByLogin(usernameOrEmail);
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!user || !ok) {
        throw new DomainError('invalidCredentials');
      }
      const refusal = sessionRefusal(user);
      if (refusal) {
        throw new DomainError(refusal);
      }
      return user;
    },

    /**
     * Signs in the user whose e-mail an identity provider (Google) has verified. The provider proves the
     * address, so an unconfirmed account becomes confirmed; a blocked one is still refused.
     */
    async loginWithVerifiedEmail(email: string): Promise<UserRow> {
      const found = await repos.users.findByLogin(email);
      if (!found || found.email.toLowerCase() !== email.toLowerCase()) {
        throw new DomainError('googleNoAccount');
      }
      const user = found.confirmed ? found : await repos.users.markConfirmed(found.id, now());
      const refusal = sessionRefusal(user);
      if (refusal) {
        throw new DomainError(refusal);
      }
      return user;
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
        const owner = await repos.users.findById(row.userId);
        if (owner && !owner.removedAt && owner.blocked) {
          if (!row.revokedAt) {
            await repos.sessions.revokeFamily(row.familyId, at);
          }
          return 'blocked' as const;
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
        const next = await issueRefresh(repos, user.id, row.familyId);
        return { user, tokens: { accessToken: accessFor(user.id, row.familyId), refreshToken: next } };
      });
      if (result === 'blocked') {
        throw new DomainError('userBlocked');
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
