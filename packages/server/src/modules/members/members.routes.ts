import { centsToEuros, DomainError, memberSummary } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requireLinkedUser } from '../../plugins/auth';
import { createMembersRepo } from './members.repo';

/** `GET /api/member/me`: the signed-in user's own member (name and balance for the side bar). */
export function membersRoutes(deps: { db: Db }) {
  const repo = createMembersRepo(deps.db);
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/member/me',
        { schema: { tags: ['members'], response: { 200: memberSummary } }, preHandler: requireLinkedUser },
        async (request) => {
          const user = currentUser(request);
          const member = await repo.findInClub(user.clubId, user.linkedMemberId ?? '');
          if (!member) {
            throw new DomainError('linkedMemberNotFound');
          }
          return {
            _id: member.id,
            firstName: member.firstName,
            lastName: member.lastName,
            nickname: member.nickname,
            balance: centsToEuros(member.balanceCents),
          };
        },
      );
  };
}
