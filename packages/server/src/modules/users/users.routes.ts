import { adminUpdateUserBody, publicUser, updateProfileBody, userResponse, uuidParam } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clearSessionCookies,
  currentUser,
  requireAdmin,
  requireLinkedUser,
  requireUser,
} from '../../plugins/auth';
import { toUserResponse } from './users.repo';
import type { UsersService } from './users.service';

const ok = z.object({ ok: z.literal(true) });

/** The users admin (admin only), the reduced public list, the profile and deleting one's own account. */
export function usersRoutes(deps: { users: UsersService; secureCookies: boolean }) {
  const { users } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['users'];

    r.get(
      '/api/user/all',
      { schema: { tags, response: { 200: z.array(userResponse) } }, preHandler: requireAdmin },
      async (request) => (await users.listAll(currentUser(request).clubId)).map(toUserResponse),
    );

    r.get(
      '/api/user/allPublic',
      { schema: { tags, response: { 200: z.array(publicUser) } }, preHandler: requireLinkedUser },
      async (request) =>
        (await users.listAll(currentUser(request).clubId))
          .filter((u) => !u.removedAt)
          .map((u) => ({ _id: u.id, displayName: u.displayName, linkedMember: u.linkedMemberId })),
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
        const { user, emailPending } = await users.updateProfile(currentUser(request), request.body);
        return { ...toUserResponse(user), emailPending };
      },
    );

    r.put(
      '/api/user/:id',
      {
        schema: { tags, params: uuidParam, body: adminUpdateUserBody, response: { 200: userResponse } },
        preHandler: requireAdmin,
      },
      async (request) =>
        toUserResponse(await users.adminUpdate(currentUser(request), request.params.id, request.body)),
    );

    r.put(
      '/api/user/remove/:id',
      { schema: { tags, params: uuidParam, response: { 200: userResponse } }, preHandler: requireAdmin },
      async (request) => toUserResponse(await users.remove(currentUser(request), request.params.id)),
    );

    r.delete(
      '/api/user/me',
      { schema: { tags, response: { 200: ok } }, preHandler: requireUser },
      async (request, reply) => {
        await users.deleteSelf(currentUser(request));
        clearSessionCookies(reply, { secure: deps.secureCookies });
        return { ok: true as const };
      },
    );

    r.delete(
      '/api/user/:id',
      { schema: { tags, params: uuidParam, response: { 200: ok } }, preHandler: requireAdmin },
      async (request) => {
        await users.delete(currentUser(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
