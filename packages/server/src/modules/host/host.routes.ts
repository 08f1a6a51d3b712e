import {
  acceptInvitationBody,
  acceptInvitationExistingBody,
  createClubBody,
  emailSchema,
  hostClub,
  invitationInfo,
  userResponse,
  uuidParam,
} from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentActor, requireUser, setSessionCookies } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import { enforceLimits } from '../ratelimit/guard';
import { type Limiter, limits } from '../ratelimit/limiter';
import { toUserResponse } from '../users/users.repo';
import type { HostService } from './host.service';

const tokenParam = z.object({ token: z.string().min(1).max(200) });

/**
 * The host's console (issue 35): the installation's clubs, new clubs and their first admins' invitations,
 * suspension; and the invitation page's calls, for anyone holding the link.
 */
export function hostRoutes(deps: {
  host: HostService;
  auth: Pick<AuthService, 'startSession'>;
  limiter: Limiter;
  secureCookies: boolean;
}) {
  const { host } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['host'];
    const signedIn = { preHandler: requireUser };

    r.get(
      '/api/clubs',
      { ...signedIn, schema: { tags, response: { 200: z.array(hostClub) } } },
      async (request) => host.list(currentActor(request)),
    );

    r.post(
      '/api/clubs',
      { ...signedIn, schema: { tags, body: createClubBody, response: { 201: hostClub } } },
      async (request, reply) =>
        reply.status(201).send(await host.createClub(currentActor(request), request.body)),
    );

    r.post(
      '/api/clubs/:id/suspend',
      { ...signedIn, schema: { tags, params: uuidParam, response: { 200: hostClub } } },
      async (request) => host.setSuspended(currentActor(request), request.params.id, true),
    );

    r.post(
      '/api/clubs/:id/resume',
      { ...signedIn, schema: { tags, params: uuidParam, response: { 200: hostClub } } },
      async (request) => host.setSuspended(currentActor(request), request.params.id, false),
    );

    r.post(
      '/api/clubs/:id/invitation',
      {
        ...signedIn,
        schema: {
          tags,
          params: uuidParam,
          body: z.object({ email: emailSchema }),
          response: { 200: hostClub },
        },
      },
      async (request) => host.reinvite(currentActor(request), request.params.id, request.body.email),
    );

    r.get(
      '/api/invitations/:token',
      { schema: { tags, params: tokenParam, response: { 200: invitationInfo } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return host.invitation(request.params.token);
      },
    );

    // an existing account's password is tried here: limited like registering
    const acceptLimits = (ip: string) =>
      enforceLimits(deps.limiter, 'registerLimit', [
        { name: 'register', key: ip, rule: limits.registerPerAddress },
        { name: 'registerDay', key: ip, rule: limits.registerPerAddressDaily },
      ]);

    r.post(
      '/api/invitations/accept',
      { schema: { tags, body: acceptInvitationBody, response: { 201: userResponse } } },
      async (request, reply) => {
        // the link's 256 random bits are the proof: nothing to guess, so no limit (a host inviting many clubs'
        // admins from one office is not slowed)
        const user = await host.acceptNew(request.body);
        setSessionCookies(reply, await deps.auth.startSession(user), { secure: deps.secureCookies });
        return reply.status(201).send(toUserResponse(user));
      },
    );

    r.post(
      '/api/invitations/accept-existing',
      { schema: { tags, body: acceptInvitationExistingBody, response: { 200: userResponse } } },
      async (request, reply) => {
        await acceptLimits(request.ip);
        const user = await host.acceptExisting(request.body);
        setSessionCookies(reply, await deps.auth.startSession(user), { secure: deps.secureCookies });
        return reply.send(toUserResponse(user));
      },
    );
  };
}
