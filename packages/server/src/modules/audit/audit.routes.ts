import { auditQuery, auditResponse } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentActor, requireUser } from '../../plugins/auth';
import { toAuditResponse } from './audit.presenter';
import type { AuditService } from './audit.service';

/** `GET /api/audit`: the club's audit trail for admins (the service refuses everyone else). */
export function auditRoutes(deps: { audit: AuditService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/audit',
      {
        schema: { tags: ['audit'], querystring: auditQuery, response: { 200: auditResponse } },
        preHandler: requireUser,
      },
      async (request) => toAuditResponse(await deps.audit.list(currentActor(request), request.query)),
    );
  };
}
