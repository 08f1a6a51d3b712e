import {
  checkFuelMargins,
  club,
  clubName,
  clubSettingsInput,
  fuelMarginsRuleWhen,
  isAdmin,
  movePaymentMethodBody,
  paymentMethodName,
  planeFields,
  planeInput,
  privacyNotice,
  trainingProgramInput,
  uuidParam,
  waiverChecklistInput,
  waiverForm,
  waiverLanguage,
  waiverLink,
  waiverLinkInput,
  waiverSettings,
  waiverTextInput,
} from '@dz/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentActor, requireLinkedUser, requireUser } from '../../plugins/auth';
import { toClub, toWaiverForm, toWaiverLink, toWaiverSettings } from './club.presenter';
import type { ClubAggregate } from './club.repo';
import type { ClubService } from './club.service';

/** The club as the caller may see it: its key and notification address for admins only. */
function clubOf(request: FastifyRequest, a: ClubAggregate) {
  return toClub(a, { admin: isAdmin(currentActor(request)) });
}

const indexParam = z.object({ index: z.coerce.number().int('Invalid index') });
const publicClubQuery = z.object({ club: z.string().max(100).optional() });
/** `PUT /api/club/plane`: the plane's fields with its id, and the same rule between the fuel margins. */
const planeBodyWithId = planeFields
  .extend({ _id: z.uuid('Plane not found') })
  .superRefine(checkFuelMargins, fuelMarginsRuleWhen);

/**
 * The club settings calls of spec section 7 (the service lets admins only change them, the presenter shapes
 * the answers), the club for every user linked to a member, its name for every signed-in user, and the waiver
 * links and privacy notice for anyone.
 */
export function clubRoutes(deps: { clubs: ClubService }) {
  const { clubs } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['club'];
    // signed in; the service lets admins only change the club
    const signedIn = { preHandler: requireUser };
    const res = { 200: club };

    // the club's planes, prices and the rest are for users linked to a member; a user not linked yet gets its name
    r.get('/api/club', { schema: { tags, response: res }, preHandler: requireLinkedUser }, async (request) =>
      clubOf(request, await clubs.view(currentActor(request))),
    );
    r.get(
      '/api/club/name',
      { schema: { tags, response: { 200: clubName } }, preHandler: requireUser },
      async (request) => clubs.name(currentActor(request)),
    );
    r.put(
      '/api/club',
      { schema: { tags, body: clubSettingsInput, response: res }, ...signedIn },
      async (request) => clubOf(request, await clubs.updateSettings(currentActor(request), request.body)),
    );

    r.post(
      '/api/club/plane',
      { schema: { tags, body: planeInput, response: res }, ...signedIn },
      async (request) => clubOf(request, await clubs.addPlane(currentActor(request), request.body)),
    );
    r.put(
      '/api/club/plane',
      {
        schema: { tags, body: planeBodyWithId, response: res },
        ...signedIn,
      },
      async (request) => clubOf(request, await clubs.updatePlane(currentActor(request), request.body)),
    );
    r.delete(
      '/api/club/plane/:id',
      { schema: { tags, params: uuidParam, response: res }, ...signedIn },
      async (request) => clubOf(request, await clubs.removePlane(currentActor(request), request.params.id)),
    );

    r.post(
      '/api/club/payment-method',
      { schema: { tags, body: z.object({ paymentMethod: paymentMethodName }), response: res }, ...signedIn },
      async (request) =>
        clubOf(request, await clubs.addPaymentMethod(currentActor(request), request.body.paymentMethod)),
    );
    r.put(
      '/api/club/payment-method/:index',
      { schema: { tags, params: indexParam, body: movePaymentMethodBody, response: res }, ...signedIn },
      async (request) =>
        clubOf(
          request,
          await clubs.movePaymentMethod(
            currentActor(request),
            request.params.index,
            request.body.newIndex,
            request.body.paymentMethod,
          ),
        ),
    );
    r.delete(
      '/api/club/payment-method/:index',
      { schema: { tags, params: indexParam, response: res }, ...signedIn },
      async (request) =>
        clubOf(request, await clubs.removePaymentMethod(currentActor(request), request.params.index)),
    );

    r.post(
      '/api/club/training-program',
      { schema: { tags, body: trainingProgramInput, response: res }, ...signedIn },
      async (request) => clubOf(request, await clubs.addTrainingProgram(currentActor(request), request.body)),
    );
    r.put(
      '/api/club/training-program/:id',
      { schema: { tags, params: uuidParam, body: trainingProgramInput, response: res }, ...signedIn },
      async (request) =>
        clubOf(
          request,
          await clubs.updateTrainingProgram(currentActor(request), request.params.id, request.body),
        ),
    );
    r.delete(
      '/api/club/training-program/:id',
      { schema: { tags, params: uuidParam, response: res }, ...signedIn },
      async (request) =>
        clubOf(request, await clubs.removeTrainingProgram(currentActor(request), request.params.id)),
    );

    // the public waiver form shows the links, so they need no login
    r.get(
      '/api/club/waiver-links',
      { schema: { tags, querystring: publicClubQuery, response: { 200: z.array(waiverLink) } } },
      async (request) => (await clubs.waiverLinks(request.actor, request.query.club)).map(toWaiverLink),
    );
    // linked from login, register and the waiver form, so it needs no login either
    r.get(
      '/api/club/privacy',
      { schema: { tags, querystring: publicClubQuery, response: { 200: privacyNotice } } },
      async (request) => clubs.privacyNotice(request.actor, request.query.club),
    );
    r.post(
      '/api/club/waiver-link',
      { schema: { tags, body: waiverLinkInput, response: res }, ...signedIn },
      async (request) => clubOf(request, await clubs.addWaiverLink(currentActor(request), request.body)),
    );
    r.put(
      '/api/club/waiver-link',
      { schema: { tags, body: waiverLinkInput.extend({ _id: z.uuid() }), response: res }, ...signedIn },
      async (request) =>
        clubOf(request, await clubs.updateWaiverLink(currentActor(request), request.body._id, request.body)),
    );

    // the waiver text versions and the checker's checklist: admins only (the service decides)
    const settingsRes = { 200: waiverSettings };
    r.get(
      '/api/club/waiver-settings',
      { schema: { tags, response: settingsRes }, ...signedIn },
      async (request) => toWaiverSettings(await clubs.waiverSettings(currentActor(request))),
    );
    r.put(
      '/api/club/waiver-text',
      { schema: { tags, body: waiverTextInput, response: settingsRes }, ...signedIn },
      async (request) => toWaiverSettings(await clubs.saveWaiverText(currentActor(request), request.body)),
    );
    r.put(
      '/api/club/waiver-checklist',
      { schema: { tags, body: waiverChecklistInput, response: settingsRes }, ...signedIn },
      async (request) =>
        toWaiverSettings(await clubs.saveWaiverChecklist(currentActor(request), request.body)),
    );
    // what the public waiver form shows before signing: no login
    r.get(
      '/api/waiver-form',
      {
        schema: {
          tags,
          querystring: publicClubQuery.extend({ lang: waiverLanguage.catch('fi').default('fi') }),
          response: { 200: waiverForm },
        },
      },
      async (request) => toWaiverForm(await clubs.waiverForm(request.query.club, request.query.lang)),
    );
    r.delete(
      '/api/club/waiver-link/:id',
      { schema: { tags, params: uuidParam, response: res }, ...signedIn },
      async (request) =>
        clubOf(request, await clubs.removeWaiverLink(currentActor(request), request.params.id)),
    );
  };
}
