import {
  createLoadBody,
  DomainError,
  dateParam,
  dayLoadsResponse,
  isIsoDate,
  landLoadsBody,
  load,
  loadsResponse,
  manifestBody,
  manifestManyBody,
  moveJumperBody,
  publicLoadsResponse,
  selfManifestBody,
  selfManifestContext,
  setLoadCallBody,
  updateJumperBody,
  updateLoadBody,
  updateLoadsBody,
  uuidParam,
} from '@dz/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentActor, requireLinkedUser } from '../../plugins/auth';
import { sendCached } from '../../read-models/cached-answer';
import type { LandingService } from './landing.service';
import { toSelfManifestContext } from './loads.presenter';
import type { LoadsService } from './loads.service';
import type { ManifestService } from './manifest.service';
import type { SelfManifestService } from './self-manifest.service';

const ok = z.object({ ok: z.literal(true) });

export interface LoadsRoutesDeps {
  loads: LoadsService;
  manifest: ManifestService;
  landing: LandingService;
  selfManifest: SelfManifestService;
}

/** The loads calls of api-contract.md and the public board. */
export function loadsRoutes(deps: LoadsRoutesDeps) {
  const { loads, manifest, landing, selfManifest } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['loads'];
    const linked = { preHandler: requireLinkedUser };
    const jumperParams = z.object({ id: z.uuid('Load not found'), jumperId: z.uuid('Member not found') });

    const validDate = (date: string) => {
      if (!isIsoDate(date)) {
        throw new DomainError('invalidDate');
      }
      return date;
    };

    // public: no login; static paths before the `:date` one (the live altitude's is in modules/live)
    r.get(
      '/api/loads-public/:date',
      {
        schema: {
          tags,
          params: z.object({ date: z.literal('today').or(dateParam.shape.date) }),
          querystring: z.object({ club: z.string().max(100).optional() }),
          response: { 200: publicLoadsResponse },
        },
      },
      async (request, typedReply) => {
        const { date } = request.params;
        const board = await loads.publicBoard(request.query.club, date === 'today' ? date : validDate(date));
        return sendCached(request, typedReply as unknown as FastifyReply, board);
      },
    );

    r.get(
      '/api/loads/:date',
      { schema: { tags, params: dateParam, response: { 200: dayLoadsResponse } }, ...linked },
      async (request, typedReply) => {
        const actor = currentActor(request);
        const date = validDate(request.params.date);
        const full = await loads.dayInFull(actor, date);
        if (!full) {
          return {
            loads: await loads.day(actor, date),
            liveAltitudeAvailable: await loads.liveAltitudeAvailable(actor),
          };
        }
        // staff read the day in full: the same JSON for all of them, made once per change
        return sendCached(request, typedReply as unknown as FastifyReply, full, 'private');
      },
    );

    r.post(
      '/api/loads',
      { schema: { tags, body: createLoadBody, response: { 201: load } }, ...linked },
      async (request, reply) => {
        const actor = currentActor(request);
        validDate(request.body.date);
        const id = await loads.create(actor, request.body);
        return reply.status(201).send(await loads.one(actor, id));
      },
    );

    r.put(
      '/api/loads',
      { schema: { tags, body: updateLoadsBody, response: { 200: loadsResponse } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        const dates = await loads.update(actor, request.body.loads, { bulk: true });
        return {
          loads: (await Promise.all([...new Set(dates)].map((d) => loads.day(actor, d)))).flat(),
        };
      },
    );

    r.put(
      '/api/loads/:id',
      { schema: { tags, params: uuidParam, body: updateLoadBody, response: { 200: load } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        await loads.update(actor, [{ ...request.body, _id: request.params.id }]);
        return loads.one(actor, request.params.id);
      },
    );

    r.put(
      '/api/loads/:id/call',
      { schema: { tags, params: uuidParam, body: setLoadCallBody, response: { 200: load } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        await loads.setCall(actor, request.params.id, request.body.call);
        return loads.one(actor, request.params.id);
      },
    );

    r.delete(
      '/api/loads/:id',
      { schema: { tags, params: uuidParam, response: { 200: ok } }, ...linked },
      async (request) => {
        await loads.delete(currentActor(request), request.params.id);
        return { ok: true as const };
      },
    );

    r.post(
      '/api/loads/:id/jumpers',
      { schema: { tags, params: uuidParam, body: manifestBody, response: { 200: load } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        await manifest.addGroup(actor, request.params.id, request.body);
        return loads.one(actor, request.params.id);
      },
    );

    // self-manifest: the signed-in jumper on or off a load ('me' is a static segment, before `:jumperId`)
    r.get(
      '/api/self-manifest',
      { schema: { tags, response: { 200: selfManifestContext } }, ...linked },
      async (request) => toSelfManifestContext(await selfManifest.context(currentActor(request))),
    );

    r.post(
      '/api/loads/:id/jumpers/me',
      { schema: { tags, params: uuidParam, body: selfManifestBody, response: { 200: load } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        await selfManifest.join(actor, request.params.id, request.body);
        return loads.one(actor, request.params.id);
      },
    );

    r.delete(
      '/api/loads/:id/jumpers/me',
      { schema: { tags, params: uuidParam, response: { 200: load } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        await selfManifest.leave(actor, request.params.id);
        return loads.one(actor, request.params.id);
      },
    );

    r.post(
      '/api/loads/:id/jumpers/many',
      { schema: { tags, params: uuidParam, body: manifestManyBody, response: { 200: load } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        await manifest.addMany(actor, request.params.id, request.body.jumpers, {
          windOverride: request.body.windOverride,
        });
        return loads.one(actor, request.params.id);
      },
    );

    r.post(
      '/api/loads/:id/jumpers/:jumperId/move',
      {
        schema: { tags, params: jumperParams, body: moveJumperBody, response: { 200: loadsResponse } },
        ...linked,
      },
      async (request) => {
        const actor = currentActor(request);
        const { id, jumperId } = request.params;
        await manifest.moveGroup(actor, id, jumperId, request.body.toLoad);
        const both = await Promise.all([loads.one(actor, id), loads.one(actor, request.body.toLoad)]);
        return { loads: both.sort((a, b) => a.number - b.number) };
      },
    );

    r.put(
      '/api/loads/:id/jumpers/:jumperId',
      { schema: { tags, params: jumperParams, body: updateJumperBody, response: { 200: load } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        await manifest.updateJumper(actor, request.params.id, request.params.jumperId, request.body);
        return loads.one(actor, request.params.id);
      },
    );

    r.delete(
      '/api/loads/:id/jumpers/:jumperId',
      { schema: { tags, params: jumperParams, response: { 200: load } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        await manifest.removeJumper(actor, request.params.id, request.params.jumperId);
        return loads.one(actor, request.params.id);
      },
    );

    r.post(
      '/api/loads/land',
      { schema: { tags, body: landLoadsBody, response: { 200: ok } }, ...linked },
      async (request) => {
        await landing.land(currentActor(request), request.body.loadIds);
        return { ok: true as const };
      },
    );

    r.post(
      '/api/loads/:id/land',
      { schema: { tags, params: uuidParam, response: { 200: load } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        await landing.land(actor, [request.params.id]);
        return loads.one(actor, request.params.id);
      },
    );

    r.post(
      '/api/loads/:id/open',
      { schema: { tags, params: uuidParam, response: { 200: load } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        await landing.reopen(actor, request.params.id);
        return loads.one(actor, request.params.id);
      },
    );
  };
}
