import {
  checkEmailBody,
  checkEmailResponse,
  idsBody,
  logbook,
  logbookQuery,
  member,
  memberExportBody,
  memberInput,
  membersQuery,
  ownMemberBody,
  uuidParam,
} from '@dz/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentActor, requireLinkedUser, requireUser } from '../../plugins/auth';
import { sendCached } from '../../read-models/cached-answer';
import { csvLanguage } from '../csv/csv-format';
import { toLogbook, toMember } from './members.presenter';
import type { MembersService } from './members.service';

const ok = z.object({ ok: z.literal(true) });

/**
 * The member calls of spec section 7. The guards only ask for a signed-in (linked) user; who may do what
 * is the service's decision.
 */
export function membersRoutes(deps: { members: MembersService }) {
  const { members } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['members'];
    const linked = { preHandler: requireLinkedUser };

    r.get(
      '/api/member',
      {
        schema: {
          tags,
          querystring: membersQuery,
          response: { 200: z.array(member) },
        },
        ...linked,
      },
      async (request, reply) => {
        const actor = currentActor(request);
        const waiverInfo = request.query.waiverInfo === 'true';
        const full = request.query.deleted ? null : await members.listInFull(actor, { waiverInfo });
        // staff read the whole list: the same JSON for all of them, made once per change
        return full
          ? sendCached(request, reply as unknown as FastifyReply, full, 'private')
          : members.list(actor, { deleted: request.query.deleted, waiverInfo });
      },
    );

    r.post(
      '/api/member/:id/restore',
      { schema: { tags, params: uuidParam, response: { 200: member } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        return toMember(await members.restore(actor, request.params.id), actor);
      },
    );

    r.get('/api/member/me', { schema: { tags, response: { 200: member } }, ...linked }, async (request) => {
      const actor = currentActor(request);
      return toMember(await members.me(actor), actor);
    });

    r.put(
      '/api/member/me',
      { schema: { tags, body: ownMemberBody, response: { 200: member } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        return toMember(await members.updateMe(actor, request.body), actor);
      },
    );

    // the logbook: the caller's own (any linked user) and a member's (admins; the member's own user too)
    r.get(
      '/api/member/me/logbook',
      { schema: { tags, querystring: logbookQuery, response: { 200: logbook } }, ...linked },
      async (request) => {
        const actor = currentActor(request);
        return toLogbook(await members.logbook(actor, members.ownMemberId(actor), request.query));
      },
    );

    r.get(
      '/api/member/:id/logbook',
      {
        schema: { tags, params: uuidParam, querystring: logbookQuery, response: { 200: logbook } },
        ...linked,
      },
      async (request) =>
        toLogbook(await members.logbook(currentActor(request), request.params.id, request.query)),
    );

    const sendCsv = (reply: FastifyReply, csv: string) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="logbook.csv"')
        .send(csv);

    r.get(
      '/api/member/me/logbook.csv',
      { schema: { tags, querystring: logbookQuery }, ...linked },
      async (request, reply) => {
        const actor = currentActor(request);
        const query = { ...request.query, lang: csvLanguage(request) };
        return sendCsv(reply, await members.logbookCsv(actor, members.ownMemberId(actor), query));
      },
    );

    r.get(
      '/api/member/:id/logbook.csv',
      { schema: { tags, params: uuidParam, querystring: logbookQuery }, ...linked },
      async (request, reply) => {
        const query = { ...request.query, lang: csvLanguage(request) };
        return sendCsv(reply, await members.logbookCsv(currentActor(request), request.params.id, query));
      },
    );

    r.post(
      '/api/member',
      {
        schema: {
          tags,
          querystring: z.object({ sendInvite: z.enum(['true', 'false']).optional() }),
          body: memberInput.omit({ _id: true }),
          response: { 201: member },
        },
        ...linked,
      },
      async (request, reply) => {
        const actor = currentActor(request);
        const created = await members.create(actor, request.body, request.query.sendInvite === 'true');
        return reply.status(201).send(toMember(created, actor));
      },
    );

    r.put(
      '/api/member',
      {
        schema: {
          tags,
          body: memberInput.extend({ _id: z.uuid('Member not found') }),
          response: { 200: member },
        },
        ...linked,
      },
      async (request) => {
        const actor = currentActor(request);
        return toMember(await members.update(actor, request.body._id, request.body), actor);
      },
    );

    r.delete(
      '/api/member',
      { schema: { tags, body: idsBody, response: { 200: ok } }, ...linked },
      async (request) => {
        await members.delete(currentActor(request), request.body.ids);
        return { ok: true as const };
      },
    );

    r.post(
      '/api/member/export',
      { schema: { tags, body: memberExportBody }, ...linked },
      async (request, reply) => {
        const csv = await members.exportCsv(currentActor(request), request.body.ids, csvLanguage(request));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="members.csv"')
          .send(csv);
      },
    );

    r.post(
      '/api/member/check-email',
      { schema: { tags, body: checkEmailBody, response: { 200: checkEmailResponse } }, ...linked },
      async (request) => members.checkEmail(currentActor(request), request.body.email),
    );

    for (const which of ['club', 'sil'] as const) {
      r.post(
        `/api/member/reset-${which}-memberships`,
        { schema: { tags, response: { 200: z.array(member) } }, preHandler: requireUser },
        async (request) => members.resetMemberships(currentActor(request), which),
      );
    }
  };
}
