import { setupBody, setupStatus, userResponse } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setSessionCookies } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import { toUserResponse } from '../users/users.repo';
import type { SetupService } from './setup.service';

/** First run: `GET /api/setup` tells the web whether to show the setup page; `POST` creates the club. */
export function setupRoutes(deps: { setup: SetupService; auth: AuthService; secureCookies: boolean }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/setup', { schema: { tags: ['setup'], response: { 200: setupStatus } } }, async () => ({
      needsSetup: await deps.setup.needsSetup(),
    }));
    r.post(
      '/api/setup',
      { schema: { tags: ['setup'], body: setupBody, response: { 201: userResponse } } },
      async (request, reply) => {
        const user = await deps.setup.setup(request.body);
        setSessionCookies(reply, await deps.auth.startSession(user), { secure: deps.secureCookies });
        return reply.status(201).send(toUserResponse(user));
      },
    );
  };
}
