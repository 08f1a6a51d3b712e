import {
  DomainError,
  type ErrorCode,
  errors,
  issuesToLines,
  issuesToMessages,
  statsQuery,
  statsResponse,
} from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentActor, requireLinkedUser } from '../../plugins/auth';
import { toStatsResponse } from './stats.presenter';
import type { StatsService } from './stats.service';

/**
 * The year's query, parsed with the shared schema after the login guard (so an anonymous caller gets 401, not
 * 400). Its refusal is the catalogue's own error, "Year is required" or "Invalid year", with the field's line.
 */
function parseYear(query: unknown) {
  const parsed = statsQuery.safeParse(query);
  if (parsed.success) {
    return parsed.data;
  }
  const { issues } = parsed.error;
  const code: ErrorCode = issues.some((i) => i.message === errors.yearRequired.message)
    ? 'yearRequired'
    : 'invalidYear';
  throw new DomainError(code, {
    validationMessage: issuesToMessages(issues),
    validationErrors: issuesToLines(issues),
  });
}

/** `GET /api/stats?year=YYYY` (issue 12) for every signed-in, linked user. */
export function statsRoutes(deps: { stats: StatsService }) {
  const { stats } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/stats',
      {
        schema: {
          tags: ['stats'],
          // documents the parameter; `statsQuery` checks it in the handler
          querystring: z.object({ year: z.string().optional() }),
          response: { 200: statsResponse },
        },
        preHandler: requireLinkedUser,
      },
      async (request) => toStatsResponse(await stats.year(currentActor(request), parseYear(request.query))),
    );
  };
}
