import { DomainError, isAdmin, REFRESH_COOKIE, sessionResponse, switchClubBody } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import { toClub } from '../club/club.presenter';
import type { ClubService } from '../club/club.service';
import { toMember } from '../members/members.presenter';
import type { MembersService } from '../members/members.service';
import type { SetupService } from '../setup/setup.service';
import { toUserResponse } from '../users/users.repo';

/**
 * `GET /api/session`: what the web needs to start, in one call instead of four in a row (setup status, user,
 * club, own member). Anyone may ask: a visitor gets `user: null`. An access cookie that has run out beside a
 * refresh cookie answers 401, as every signed-in call does, so the client refreshes once and asks again.
 */
export function sessionRoutes(deps: {
  setup: SetupService;
  clubs: ClubService;
  members: MembersService;
  auth: Pick<AuthService, 'clubChoices' | 'switchClub'>;
}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/session',
      { schema: { tags: ['auth'], response: { 200: sessionResponse } } },
      async (request, reply) => {
        // the answer is the caller's own: never kept by a shared cache
        reply.header('cache-control', 'private, no-store');
        const needsSetup = await deps.setup.needsSetup();
        const { user, actor } = request;
        if (!user || !actor) {
          if (!needsSetup && request.cookies[REFRESH_COOKIE]) {
            throw new DomainError('notAuthenticated');
          }
          return { needsSetup, clubs: [], user: null, club: null, member: null };
        }
        const clubs = await deps.auth.clubChoices(user);
        if (!actor.memberId || !user.confirmed) {
          return { needsSetup, clubs, user: toUserResponse(user), club: null, member: null };
        }
        const [club, member] = await Promise.all([
          deps.clubs.view(actor),
          // a linked member deleted since: the web asks for it on its own and is told why
          deps.members.me(actor).catch((err: unknown) => {
            if (err instanceof DomainError) {
              return null;
            }
            throw err;
          }),
        ]);
        if (!member) {
          return { needsSetup, clubs, user: toUserResponse(user), club: null, member: null };
        }
        return {
          needsSetup,
          clubs,
          user: toUserResponse(user),
          club: toClub(club, { admin: isAdmin(actor) }),
          member: toMember(member, actor),
        };
      },
    );

    /** The club switcher: this sign-in speaks for another of the account's clubs from the next call on. */
    r.post(
      '/api/session/club',
      {
        preHandler: requireUser,
        schema: {
          tags: ['auth'],
          body: switchClubBody,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        const family = request.sessionFamily;
        if (!family) {
          throw new DomainError('notAuthenticated');
        }
        await deps.auth.switchClub(currentUser(request).id, family, request.body.clubId);
        return { ok: true as const };
      },
    );
  };
}
