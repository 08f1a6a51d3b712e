import { jobsOverview, jobTestBody, jobTestResponse, testableJob } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentActor, requireUser } from '../../plugins/auth';
import type { JobsAdminService } from './jobs.service';

/** The scheduled jobs in club settings (admins): their latest runs, and a test reminder to oneself. */
export function jobsRoutes(deps: { jobs: JobsAdminService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['club'];
    r.get(
      '/api/club/jobs',
      { schema: { tags, response: { 200: jobsOverview } }, preHandler: requireUser },
      (request) => deps.jobs.overview(currentActor(request)),
    );
    r.post(
      '/api/club/jobs/:job/test',
      {
        schema: {
          tags,
          params: z.object({ job: testableJob }),
          body: jobTestBody,
          response: { 200: jobTestResponse },
        },
        preHandler: requireUser,
      },
      (request) => deps.jobs.sendTest(currentActor(request), request.params.job, request.body.lang),
    );
  };
}
