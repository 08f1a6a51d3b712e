import {
  ACCESS_COOKIE,
  ACCESS_TOKEN_TTL_SECONDS,
  type Actor,
  DomainError,
  isAdmin,
  REFRESH_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_MARKER_COOKIE,
} from '@dz/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService, SessionTokens } from '../modules/auth/auth.service';
import type { UserRow } from '../modules/users/users.repo';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request by the auth plugin; null when anonymous. */
    user: UserRow | null;
    /** Who is calling, for services and permission checks: built once from `user`; null when anonymous. */
    actor: Actor | null;
    /** The sign-in (refresh token family) of the request's access token; null when anonymous. */
    sessionFamily: string | null;
  }
}

export interface CookieOptions {
  secure: boolean;
}

/** Sets both session cookies: httpOnly, SameSite=Lax, Path=/ (api-contract.md). */
export function setSessionCookies(reply: FastifyReply, tokens: SessionTokens, opts: CookieOptions) {
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: opts.secure };
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...base, maxAge: ACCESS_TOKEN_TTL_SECONDS });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...base, maxAge: REFRESH_TOKEN_TTL_SECONDS });
  reply.setCookie(SESSION_MARKER_COOKIE, '1', {
    ...base,
    httpOnly: false,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export function clearSessionCookies(reply: FastifyReply, opts: CookieOptions) {
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: opts.secure };
  reply.clearCookie(ACCESS_COOKIE, base);
  reply.clearCookie(REFRESH_COOKIE, base);
  reply.clearCookie(SESSION_MARKER_COOKIE, { ...base, httpOnly: false });
}

/**
 * Keeps the readable marker in step with the refresh cookie: a sign-in from before the marker existed gets
 * it on its first call (the web's `GET /api/setup` comes before it reads the marker), and a marker left
 * without a refresh cookie goes, so the page neither misses a session nor asks for one that is gone.
 */
function syncSessionMarker(request: FastifyRequest, reply: FastifyReply, opts: CookieOptions) {
  const hasRefresh = !!request.cookies[REFRESH_COOKIE];
  const hasMarker = !!request.cookies[SESSION_MARKER_COOKIE];
  const base = { httpOnly: false, sameSite: 'lax' as const, path: '/', secure: opts.secure };
  if (hasRefresh && !hasMarker) {
    reply.setCookie(SESSION_MARKER_COOKIE, '1', { ...base, maxAge: REFRESH_TOKEN_TTL_SECONDS });
  } else if (hasMarker && !hasRefresh) {
    reply.clearCookie(SESSION_MARKER_COOKIE, base);
  }
}

/** Resolves `request.user` from the access cookie before any handler runs. */
export function registerAuth(app: FastifyInstance, auth: AuthService, opts: CookieOptions) {
  app.decorateRequest('user', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionFamily', null);
  app.addHook('preHandler', async (request, reply) => {
    syncSessionMarker(request, reply, opts);
    const session = await auth.session(request.cookies[ACCESS_COOKIE]);
    request.user = session?.user ?? null;
    request.actor = request.user ? actorOf(request.user) : null;
    request.sessionFamily = session?.familyId ?? null;
  });
}

/** Route guard: a signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) {
    throw new DomainError('notAuthenticated');
  }
}

/** Route guard: a signed-in admin ("Only admin can do this"). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!isAdmin(request.actor)) {
    throw new DomainError('onlyAdmin');
  }
}

/** Route guard: a signed-in user linked to a member (every app call but the account's own). */
export async function requireLinkedUser(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.actor?.memberId) {
    throw new DomainError('userNotLinked');
  }
}

/** The signed-in user; only after a guard has run. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) {
    throw new DomainError('notAuthenticated');
  }
  return request.user;
}

/** The caller; only after a guard has run. Services take this, never the user's database row. */
export function currentActor(request: FastifyRequest): Actor {
  if (!request.actor) {
    throw new DomainError('notAuthenticated');
  }
  return request.actor;
}

/** The actor of a signed-in user's row. */
export function actorOf(u: UserRow): Actor {
  return {
    host: u.host,
    userId: u.id,
    clubId: u.clubId,
    memberId: u.linkedMemberId,
    admin: u.admin,
    role: u.role,
    permissions: {
      canCheckWaivers: u.canCheckWaivers,
      canManifest: u.canManifest,
      canTakePayments: u.canTakePayments,
    },
  };
}
