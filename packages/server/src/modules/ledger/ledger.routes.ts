import {
  canCheckWaivers,
  DomainError,
  isAdmin,
  ledgerComment,
  member,
  paymentBody,
  transactionBody,
  transactionExportBody,
  transactionPage,
  transactionQuery,
  uuidParam,
} from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requireAdmin, requireLinkedUser, toSubject } from '../../plugins/auth';
import { createClubRepo } from '../club/club.repo';
import { csvAmount, csvDateTime, csvLanguage, writeCsv } from '../csv/csv-format';
import { toMember } from '../members/members.mappers';
import type { UserRow } from '../users/users.repo';
import { toTransaction, transactionCsvKeys } from './ledger.mappers';
import { createLedgerRepo } from './ledger.repo';
import type { LedgerService } from './ledger.service';

/** The most rows one export writes (a filter that matches more is cut here). */
const EXPORT_MAX_ROWS = 100_000;

/** Payments, "new balance", the transaction lists (all, personal, per member) and their CSV export. */
export function ledgerRoutes(deps: { db: Db; ledger: LedgerService }) {
  const repo = createLedgerRepo(deps.db);
  const clubs = createClubRepo(deps.db);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['ledger'];

    async function list(
      user: UserRow,
      query: Parameters<typeof repo.page>[1] extends infer Q ? Omit<Q, 'clubTimezone'> : never,
    ) {
      const club = await clubs.findById(user.clubId);
      const page = await repo.page(user.clubId, {
        ...query,
        clubTimezone: club?.timezone ?? 'Europe/Helsinki',
      });
      return { items: page.items.map(toTransaction), pagination: page.pagination };
    }

    r.post(
      '/api/payment',
      { schema: { tags, body: paymentBody, response: { 200: member } }, preHandler: requireAdmin },
      async (request) => toMember(await deps.ledger.recordPayment(currentUser(request), request.body)),
    );

    r.post(
      '/api/transaction',
      { schema: { tags, body: transactionBody, response: { 200: member } }, preHandler: requireAdmin },
      async (request) => toMember(await deps.ledger.recordTransaction(currentUser(request), request.body)),
    );

    r.get(
      '/api/transaction/all',
      {
        schema: { tags, querystring: transactionQuery, response: { 200: transactionPage } },
        preHandler: requireAdmin,
      },
      async (request) => list(currentUser(request), request.query),
    );

    r.get(
      '/api/transaction/personal',
      {
        schema: {
          tags,
          querystring: transactionQuery.omit({ forMember: true }),
          response: { 200: transactionPage },
        },
        preHandler: requireLinkedUser,
      },
      async (request) => {
        const user = currentUser(request);
        return list(user, { ...request.query, forMember: user.linkedMemberId ?? undefined });
      },
    );

    r.get(
      '/api/transaction/member/:id',
      {
        schema: {
          tags,
          params: uuidParam,
          querystring: transactionQuery.omit({ forMember: true }),
          response: { 200: transactionPage },
        },
        preHandler: requireLinkedUser,
      },
      async (request) => {
        const user = currentUser(request);
        const own = user.linkedMemberId === request.params.id;
        if (!own && !canCheckWaivers(toSubject(user))) {
          throw new DomainError('onlyAdmin');
        }
        return list(user, { ...request.query, forMember: request.params.id });
      },
    );

    r.post(
      '/api/transaction/export',
      { schema: { tags, body: transactionExportBody }, preHandler: requireLinkedUser },
      async (request, reply) => {
        const user = currentUser(request);
        const personal = request.body.personal || !isAdmin(toSubject(user));
        const own = personal ? (user.linkedMemberId ?? '') : undefined;
        const club = await clubs.findById(user.clubId);
        const timeZone = club?.timezone ?? 'Europe/Helsinki';
        const rows =
          request.body.ids.length > 0
            ? await repo.findManyInClub(user.clubId, request.body.ids, own)
            : (
                await repo.page(user.clubId, {
                  ...transactionQuery.parse(request.body.filter ?? {}),
                  ...(own !== undefined ? { forMember: own } : {}),
                  page: 1,
                  limit: EXPORT_MAX_ROWS,
                  clubTimezone: timeZone,
                })
              ).items;
        const language = csvLanguage(request);
        const csv = writeCsv(
          language,
          'transactions',
          transactionCsvKeys,
          rows.map(toTransaction).map((t) => ({
            date: csvDateTime(t.date, { language, timeZone }),
            member: t.forName,
            amount: csvAmount(t.amount, language),
            newBalance: csvAmount(t.newBalance, language),
            method: t.method ?? '',
            comment: ledgerComment(t, language),
            createdBy: t.createdByName ?? '',
          })),
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="transactions.csv"')
          .send(csv);
      },
    );
  };
}
