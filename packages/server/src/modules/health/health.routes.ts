import { healthResponse } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SchedulerState } from '../jobs/scheduler';
import { healthOf } from './health';
import type { HealthRepo } from './health.repo';

interface Deps {
  health: Pick<HealthRepo, 'ping'>;
  /** ioredis' status (`ready` when connected), absent without REDIS_URL. */
  redisStatus?: () => string;
  /** The scheduler's ticks, absent with JOBS=off. */
  scheduler?: () => SchedulerState | undefined;
  now: () => Date;
}

/**
 * `GET /api/health`: 200 `{ ok: true, … }` when the database answers, Redis is connected and the scheduler ticks;
 * else 503 with the part that is not. Load balancers poll it and the benchmarks use it as their floor: one
 * small query, the rest read from memory.
 */
export function healthRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      {
        schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } },
      },
      async (request, reply) => {
        const database = await deps.health.ping().then(
          () => 'ok' as const,
          (err: unknown) => {
            request.log.error({ err }, 'health: the database does not answer');
            return 'down' as const;
          },
        );
        const health = healthOf({
          database,
          redisStatus: deps.redisStatus?.(),
          scheduler: deps.scheduler?.(),
          now: deps.now(),
        });
        reply.header('Cache-Control', 'no-store');
        return reply.code(health.ok ? 200 : 503).send(health);
      },
    );
  };
}
