import { healthResponse } from '@dz/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

/** `GET /api/health`: 200 once the server can reach its database (load balancers poll it). */
export function healthRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/api/health', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => {
        await deps.db.execute(sql`select 1`);
        return { ok: true as const };
      });
  };
}
