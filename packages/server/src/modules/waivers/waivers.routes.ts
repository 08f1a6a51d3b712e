import {
  approveWaiverBody,
  DomainError,
  postWaiverBody,
  uuidParam,
  waiver,
  waiverAlarm,
  waiverChecklistBody,
  waiverDetail,
  waiverListQuery,
  waiverPdfQuery,
  waiverUpdateBody,
} from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentActor, requireLinkedUser } from '../../plugins/auth';
import type { BotCheck } from '../botcheck/botcheck';
import { enforceLimits } from '../ratelimit/guard';
import { type Limiter, limits } from '../ratelimit/limiter';
import type { WaiverRow } from './waivers.repo';
import type { WaiversService } from './waivers.service';

export interface WaiversRoutesDeps {
  waivers: WaiversService;
  limiter: Limiter;
  botCheck: BotCheck;
  /** The club a public page follows: by club key, or the installation's only club. */
  publicClub(clubKey?: string): Promise<string | null>;
}

/**
 * The waiver calls of the api-contract: the public signing (no login, rate-limited by address and
 * bot-checked when configured), the checker's list, edit, approval and its removal, and a member's alarms.
 * Who may do what is the service's decision.
 */
export function waiversRoutes(deps: WaiversRoutesDeps) {
  const { waivers, limiter, botCheck } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['waivers'];
    const linked = { preHandler: requireLinkedUser };
    const one = async (row: WaiverRow) => {
      const [presented] = await waivers.present([row]);
      if (!presented) {
        throw new DomainError('waiverNotFound');
      }
      return presented;
    };

    r.post(
      '/api/waiver',
      {
        schema: {
          tags,
          querystring: z.object({ club: z.string().max(100).optional() }),
          body: postWaiverBody,
          response: { 201: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        await enforceLimits(limiter, 'tooManyRequests', [
          { name: 'waiver', key: request.ip, rule: limits.publicWaiverPerAddress },
        ]);
        await botCheck.verify(request.body.botToken, 'waiver', request.ip);
        const clubId = await deps.publicClub(request.query.club);
        if (!clubId) {
          throw new DomainError('clubNotFound');
        }
        await waivers.sign(clubId, request.body.waiver, request.body.lang === 'en' ? 'en' : 'fi');
        return reply.status(201).send({ ok: true as const });
      },
    );

    r.get(
      '/api/waivers',
      { schema: { tags, querystring: waiverListQuery, response: { 200: z.array(waiver) } }, ...linked },
      async (request) => waivers.present(await waivers.list(currentActor(request), request.query)),
    );

    r.get(
      '/api/waivers/:id',
      { schema: { tags, params: uuidParam, response: { 200: waiverDetail } }, ...linked },
      async (request) => waivers.detail(currentActor(request), request.params.id),
    );

    r.get(
      '/api/waivers/:id/pdf',
      { schema: { tags, params: uuidParam, querystring: waiverPdfQuery }, ...linked },
      async (request, reply) => {
        const pdf = await waivers.pdf(currentActor(request), request.params.id, request.query.lang);
        return reply
          .header('content-type', pdf.contentType)
          .header('content-disposition', `attachment; filename="${pdf.filename}"`)
          .send(pdf.content);
      },
    );

    r.put(
      '/api/waivers/:id',
      { schema: { tags, params: uuidParam, body: waiverUpdateBody, response: { 200: waiver } }, ...linked },
      async (request) => one(await waivers.update(currentActor(request), request.params.id, request.body)),
    );

    r.put(
      '/api/waivers/:id/checklist',
      {
        schema: { tags, params: uuidParam, body: waiverChecklistBody, response: { 200: waiver } },
        ...linked,
      },
      async (request) => one(await waivers.tick(currentActor(request), request.params.id, request.body)),
    );

    r.post(
      '/api/waivers/:id/approve',
      {
        schema: { tags, params: uuidParam, body: approveWaiverBody.nullish(), response: { 200: waiver } },
        ...linked,
      },
      async (request) =>
        one(await waivers.approve(currentActor(request), request.params.id, request.body ?? {})),
    );

    r.post(
      '/api/waivers/:id/unapprove',
      { schema: { tags, params: uuidParam, response: { 200: waiver } }, ...linked },
      async (request) => one(await waivers.unapprove(currentActor(request), request.params.id)),
    );

    r.get(
      '/api/member/:id/alarms',
      {
        schema: {
          tags,
          params: uuidParam,
          response: { 200: z.object({ alarms: z.array(waiverAlarm) }) },
        },
        ...linked,
      },
      async (request) => ({ alarms: await waivers.alarms(currentActor(request), request.params.id) }),
    );
  };
}
