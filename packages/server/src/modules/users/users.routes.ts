import { adminUpdateUserBody, publicUser, updateProfileBody, userResponse, uuidParam } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies, currentActor, requireUser } from '../../plugins/auth';
import { toUserResponse } from './users.repo';
import type { UsersService } from './users.service';

const ok = z.object({ ok: z.literal(true) });

/**
 * The users admin (admin only), the reduced public list, the profile and deleting one's own account. Who may
 * do what is decided by the users service; the routes only sign in, parse, call and reply.
 */
export function usersRoutes(deps: { users: UsersService; secureCookies: boolean }) {
  const { users } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['users'];

    r.get(
      '/api/user/all',
      { schema: { tags, response: { 200: z.array(userResponse) } }, preHandler: requireUser },
      async (request) => (await users.listAll(currentActor(request))).map(toUserResponse),
    );

    r.get(
      '/api/user/allPublic',
      { schema: { tags, response: { 200: z.array(publicUser) } }, preHandler: requireUser },
      async (request) =>
        (await users.listPublic(currentActor(request))).map((u) => ({
          _id: u.id,
          displayName: u.displayName,
          linkedMember: u.linkedMemberId,
        })),
    );

    r.put(
      '/api/user',
      {
        schema: {
          tags,
          body: updateProfileBody,
          response: { 200: userResponse.extend({ emailPending: z.boolean() }) },
        },
        preHandler: requireUser,
      },
      async (request) => {
        const { user, emailPending } = await users.updateProfile(
          currentActor(request),
          request.body,
          request.sessionFamily,
        );
        return { ...toUserResponse(user), emailPending };
      },
    );

    r.put(
      '/api/user/:id',
      {
        schema: { tags, params: uuidParam, body: adminUpdateUserBody, response: { 200: userResponse } },
        preHandler: requireUser,
      },
      async (request) =>
        toUserResponse(await users.adminUpdate(currentActor(request), request.params.id, request.body)),
    );

    r.put(
      '/api/user/remove/:id',
      { schema: { tags, params: uuidParam, response: { 200: userResponse } }, preHandler: requireUser },
      async (request) => toUserResponse(await users.remove(currentActor(request), request.params.id)),
    );

    r.delete(
      '/api/user/me',
      { schema: { tags, response: { 200: ok } }, preHandler: requireUser },
      async (request, reply) => {
        await users.deleteSelf(currentActor(request));
        clearSessionCookies(reply, { secure: deps.secureCookies });
        return { ok: true as const };
      },
    );

    r.delete(
      '/api/user/:id',
      { schema: { tags, params: uuidParam, response: { 200: ok } }, preHandler: requireUser },
      async (request) => {
        await users.delete(currentActor(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
