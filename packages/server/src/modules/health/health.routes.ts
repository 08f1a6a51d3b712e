import { healthResponse } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HealthRepo } from './health.repo';

/** `GET /api/health`: 200 once the server can reach its database (load balancers poll it). */
export function healthRoutes(deps: { health: Pick<HealthRepo, 'ping'> }) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/api/health', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => {
        await deps.health.ping();
        return { ok: true as const };
      });
  };
}
