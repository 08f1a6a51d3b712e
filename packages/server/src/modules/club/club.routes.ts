import {
  club,
  clubSettingsInput,
  DomainError,
  isAdmin,
  movePaymentMethodBody,
  paymentMethodName,
  planeInput,
  privacyNotice,
  trainingProgramInput,
  uuidParam,
  waiverLink,
  waiverLinkInput,
} from '@dz/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAdmin, requireUser, toSubject } from '../../plugins/auth';
import { toClub } from './club.mappers';
import type { ClubService } from './club.service';

const indexParam = z.object({ index: z.coerce.number().int('Invalid index') });
const publicClubQuery = z.object({ club: z.string().max(100).optional() });

/** The club settings calls of spec section 7 (admin), and the club for every signed-in user. */
export function clubRoutes(deps: { clubs: ClubService; publicClub(key?: string): Promise<string | null> }) {
  const { clubs } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['club'];
    const admin = { preHandler: requireAdmin };
    const res = { 200: club };
    const clubId = (request: FastifyRequest) => currentUser(request).clubId;
    const answer = async (p: ReturnType<ClubService['get']>) => toClub(await p, { admin: true });

    r.get('/api/club', { schema: { tags, response: res }, preHandler: requireUser }, async (request) => {
      const user = currentUser(request);
      return toClub(await clubs.get(user.clubId), { admin: isAdmin(toSubject(user)) });
    });
    r.put('/api/club', { schema: { tags, body: clubSettingsInput, response: res }, ...admin }, (request) =>
      answer(clubs.updateSettings(clubId(request), request.body)),
    );

    r.post('/api/club/plane', { schema: { tags, body: planeInput, response: res }, ...admin }, (request) =>
      answer(clubs.addPlane(clubId(request), request.body)),
    );
    r.put(
      '/api/club/plane',
      {
        schema: { tags, body: planeInput.extend({ _id: z.uuid('Plane not found') }), response: res },
        ...admin,
      },
      (request) => answer(clubs.updatePlane(clubId(request), request.body)),
    );
    r.delete(
      '/api/club/plane/:id',
      { schema: { tags, params: uuidParam, response: res }, ...admin },
      (request) => answer(clubs.removePlane(clubId(request), request.params.id)),
    );

    r.post(
      '/api/club/payment-method',
      { schema: { tags, body: z.object({ paymentMethod: paymentMethodName }), response: res }, ...admin },
      (request) => answer(clubs.addPaymentMethod(clubId(request), request.body.paymentMethod)),
    );
    r.put(
      '/api/club/payment-method/:index',
      { schema: { tags, params: indexParam, body: movePaymentMethodBody, response: res }, ...admin },
      (request) =>
        answer(
          clubs.movePaymentMethod(
            clubId(request),
            request.params.index,
            request.body.newIndex,
            request.body.paymentMethod,
          ),
        ),
    );
    r.delete(
      '/api/club/payment-method/:index',
      { schema: { tags, params: indexParam, response: res }, ...admin },
      (request) => answer(clubs.removePaymentMethod(clubId(request), request.params.index)),
    );

    r.post(
      '/api/club/training-program',
      { schema: { tags, body: trainingProgramInput, response: res }, ...admin },
      (request) => answer(clubs.addTrainingProgram(clubId(request), request.body)),
    );
    r.put(
      '/api/club/training-program/:id',
      { schema: { tags, params: uuidParam, body: trainingProgramInput, response: res }, ...admin },
      (request) => answer(clubs.updateTrainingProgram(clubId(request), request.params.id, request.body)),
    );
    r.delete(
      '/api/club/training-program/:id',
      { schema: { tags, params: uuidParam, response: res }, ...admin },
      (request) => answer(clubs.removeTrainingProgram(clubId(request), request.params.id)),
    );

    // the public waiver form shows the links, so they need no login
    r.get(
      '/api/club/waiver-links',
      { schema: { tags, querystring: publicClubQuery, response: { 200: z.array(waiverLink) } } },
      async (request) => {
        const id = request.user?.clubId ?? (await deps.publicClub(request.query.club));
        if (!id) {
          return [];
        }
        return (await clubs.get(id)).waiverLinks.map((l) => ({ _id: l.id, title: l.title, url: l.url }));
      },
    );
    // linked from login, register and the waiver form, so it needs no login either
    r.get(
      '/api/club/privacy',
      { schema: { tags, querystring: publicClubQuery, response: { 200: privacyNotice } } },
      async (request) => {
        const id = request.user?.clubId ?? (await deps.publicClub(request.query.club));
        if (!id) {
          throw new DomainError('clubNotFound');
        }
        const { club: c } = await clubs.get(id);
        return { clubName: c.name, privacyNotice: c.privacyNotice };
      },
    );
    r.post(
      '/api/club/waiver-link',
      { schema: { tags, body: waiverLinkInput, response: res }, ...admin },
      (request) => answer(clubs.addWaiverLink(clubId(request), request.body)),
    );
    r.put(
      '/api/club/waiver-link',
      { schema: { tags, body: waiverLinkInput.extend({ _id: z.uuid() }), response: res }, ...admin },
      (request) => answer(clubs.updateWaiverLink(clubId(request), request.body._id, request.body)),
    );
    r.delete(
      '/api/club/waiver-link/:id',
      { schema: { tags, params: uuidParam, response: res }, ...admin },
      (request) => answer(clubs.removeWaiverLink(clubId(request), request.params.id)),
    );
  };
}
