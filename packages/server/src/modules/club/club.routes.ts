import { clubSummary, DomainError } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../plugins/auth';
import { createClubRepo } from './club.repo';

/** `GET /api/club`: the caller's club (the club settings issue extends it with planes, prices, ...). */
export function clubRoutes(deps: { db: Db }) {
  const repo = createClubRepo(deps.db);
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/club',
        { schema: { tags: ['club'], response: { 200: clubSummary } }, preHandler: requireUser },
        async (request) => {
          const club = await repo.findById(currentUser(request).clubId);
          if (!club) {
            throw new DomainError('clubNotFound');
          }
          return {
            _id: club.id,
            name: club.name,
            timezone: club.timezone,
            created: club.createdAt.toISOString(),
          };
        },
      );
  };
}
