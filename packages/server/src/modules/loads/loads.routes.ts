import {
  clubDate,
  createLoadBody,
  DomainError,
  dateParam,
  isIsoDate,
  landLoadsBody,
  load,
  loadsResponse,
  manifestBody,
  publicLoadsResponse,
  updateJumperBody,
  updateLoadBody,
  updateLoadsBody,
  uuidParam,
} from '@dz/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clubs, planes } from '../../db/schema/index';
import { currentUser, requireLinkedUser } from '../../plugins/auth';
import type { AltitudeSource } from './altitude';
import type { LandingService } from './landing.service';
import type { LoadsService } from './loads.service';
import type { ManifestService } from './manifest.service';

const ok = z.object({ ok: z.literal(true) });

export interface LoadsRoutesDeps {
  db: Db;
  loads: LoadsService;
  manifest: ManifestService;
  landing: LandingService;
  altitude: AltitudeSource;
  publicClub(key?: string): Promise<string | null>;
  now: () => Date;
}

/** The loads calls of api-contract.md, the public board and the live altitude. */
export function loadsRoutes(deps: LoadsRoutesDeps) {
  const { loads, manifest, landing } = deps;
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

    // public: no login; static paths before the `:date` one
    r.get(
      '/api/loads/altitude',
      {
        schema: {
          tags,
          querystring: z.object({ club: z.string().max(100).optional() }),
          response: {
            200: z.object({
              planes: z.array(
                z.object({
                  plane: z.string(),
                  altitude: z.number().nullable(),
                  updatedAt: z.string().nullable(),
                }),
              ),
            }),
          },
        },
      },
      async (request) => {
        // the day view asks for its own club; the public board names it (or the only club)
        const clubId = request.user?.clubId ?? (await deps.publicClub(request.query.club));
        if (!clubId || !deps.altitude.enabled) {
          return { planes: [] };
        }
        const rows = await deps.db
          .select({ registration: planes.registration, icaoCode: planes.icaoCode })
          .from(planes)
          .where(and(eq(planes.clubId, clubId), isNull(planes.removedAt)));
        return { planes: await deps.altitude.lookup(rows) };
      },
    );

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
      async (request) => {
        const clubId = await deps.publicClub(request.query.club);
        if (!clubId) {
          throw new DomainError('clubNotFound');
        }
        const [club] = await deps.db.select().from(clubs).where(eq(clubs.id, clubId));
        const date =
          request.params.date === 'today'
            ? clubDate(deps.now(), club?.timezone)
            : validDate(request.params.date);
        const day = await loads.day(clubId, date);
        return {
          date,
          clubName: club?.name ?? '',
          loads: day.map((l) => ({
            _id: l._id,
            number: l.number,
            state: l.state,
            plane: l.plane
              ? { registration: l.plane.registration, aircraftModel: l.plane.aircraftModel, icaoCode: '' }
              : null,
            pilot: l.pilot?.name ?? null,
            estimatedTakeoff: l.estimatedTakeoff,
            takeoff: l.takeoff,
            land: l.land,
            jumpers: l.jumpers
              .filter((j) => !j.didNotJump)
              .map((j) => ({ name: j.name, type: j.type, altitude: j.altitude })),
          })),
        };
      },
    );

    r.get(
      '/api/loads/:date',
      { schema: { tags, params: dateParam, response: { 200: loadsResponse } }, ...linked },
      async (request) => ({
        loads: await loads.day(currentUser(request).clubId, validDate(request.params.date)),
      }),
    );

    r.post(
      '/api/loads',
      { schema: { tags, body: createLoadBody, response: { 201: load } }, ...linked },
      async (request, reply) => {
        const user = currentUser(request);
        validDate(request.body.date);
        const id = await loads.create(user, request.body);
        return reply.status(201).send(await loads.one(user.clubId, id));
      },
    );

    r.put(
      '/api/loads',
      { schema: { tags, body: updateLoadsBody, response: { 200: loadsResponse } }, ...linked },
      async (request) => {
        const user = currentUser(request);
        const dates = await loads.update(user, request.body.loads);
        return {
          loads: (await Promise.all([...new Set(dates)].map((d) => loads.day(user.clubId, d)))).flat(),
        };
      },
    );

    r.put(
      '/api/loads/:id',
      { schema: { tags, params: uuidParam, body: updateLoadBody, response: { 200: load } }, ...linked },
      async (request) => {
        const user = currentUser(request);
        await loads.update(user, [{ ...request.body, _id: request.params.id }]);
        return loads.one(user.clubId, request.params.id);
      },
    );

    r.delete(
      '/api/loads/:id',
      { schema: { tags, params: uuidParam, response: { 200: ok } }, ...linked },
      async (request) => {
        await loads.delete(currentUser(request), request.params.id);
        return { ok: true as const };
      },
    );

    r.post(
      '/api/loads/:id/jumpers',
      { schema: { tags, params: uuidParam, body: manifestBody, response: { 200: load } }, ...linked },
      async (request) => {
        const user = currentUser(request);
        await manifest.addGroup(user, request.params.id, request.body);
        return loads.one(user.clubId, request.params.id);
      },
    );

    r.put(
      '/api/loads/:id/jumpers/:jumperId',
      { schema: { tags, params: jumperParams, body: updateJumperBody, response: { 200: load } }, ...linked },
      async (request) => {
        const user = currentUser(request);
        await manifest.updateJumper(user, request.params.id, request.params.jumperId, request.body);
        return loads.one(user.clubId, request.params.id);
      },
    );

    r.delete(
      '/api/loads/:id/jumpers/:jumperId',
      { schema: { tags, params: jumperParams, response: { 200: load } }, ...linked },
      async (request) => {
        const user = currentUser(request);
        await manifest.removeJumper(user, request.params.id, request.params.jumperId);
        return loads.one(user.clubId, request.params.id);
      },
    );

    r.post(
      '/api/loads/land',
      { schema: { tags, body: landLoadsBody, response: { 200: ok } }, ...linked },
      async (request) => {
        await landing.land(currentUser(request), request.body.loadIds);
        return { ok: true as const };
      },
    );

    r.post(
      '/api/loads/:id/land',
      { schema: { tags, params: uuidParam, response: { 200: load } }, ...linked },
      async (request) => {
        const user = currentUser(request);
        await landing.land(user, [request.params.id]);
        return loads.one(user.clubId, request.params.id);
      },
    );

    r.post(
      '/api/loads/:id/open',
      { schema: { tags, params: uuidParam, response: { 200: load } }, ...linked },
      async (request) => {
        const user = currentUser(request);
        await landing.reopen(user, request.params.id);
        return loads.one(user.clubId, request.params.id);
      },
    );
  };
}
