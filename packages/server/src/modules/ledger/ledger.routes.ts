import {
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
import { currentActor, requireLinkedUser, requireUser } from '../../plugins/auth';
import { csvLanguage } from '../csv/csv-format';
import { toMember } from '../members/members.presenter';
import type { LedgerService } from './ledger.service';

/**
 * Payments, "new balance", the transaction lists (all, personal, per member) and their CSV export. The
 * guards only ask for a signed-in (linked) user; who may see or move whose money is the service's call.
 */
export function ledgerRoutes(deps: { ledger: LedgerService }) {
  const { ledger } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['ledger'];
    const memberQuery = transactionQuery.omit({ forMember: true });

    r.post(
      '/api/payment',
      { schema: { tags, body: paymentBody, response: { 200: member } }, preHandler: requireUser },
      async (request) => {
        const actor = currentActor(request);
        return toMember(await ledger.recordPayment(actor, request.body), actor);
      },
    );

    r.post(
      '/api/transaction',
      { schema: { tags, body: transactionBody, response: { 200: member } }, preHandler: requireUser },
      async (request) => {
        const actor = currentActor(request);
        return toMember(await ledger.recordTransaction(actor, request.body), actor);
      },
    );

    r.get(
      '/api/transaction/all',
      {
        schema: { tags, querystring: transactionQuery, response: { 200: transactionPage } },
        preHandler: requireUser,
      },
      async (request) => ledger.listClubTransactions(currentActor(request), request.query),
    );

    r.get(
      '/api/transaction/personal',
      {
        schema: { tags, querystring: memberQuery, response: { 200: transactionPage } },
        preHandler: requireLinkedUser,
      },
      async (request) => ledger.listOwnTransactions(currentActor(request), request.query),
    );

    r.get(
      '/api/transaction/member/:id',
      {
        schema: { tags, params: uuidParam, querystring: memberQuery, response: { 200: transactionPage } },
        preHandler: requireLinkedUser,
      },
      async (request) =>
        ledger.listMemberTransactions(currentActor(request), request.params.id, request.query),
    );

    r.post(
      '/api/transaction/export',
      { schema: { tags, body: transactionExportBody }, preHandler: requireLinkedUser },
      async (request, reply) => {
        const csv = await ledger.exportCsv(currentActor(request), request.body, csvLanguage(request));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="transactions.csv"')
          .send(csv);
      },
    );
  };
}
