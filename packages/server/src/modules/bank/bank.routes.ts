import {
  bankAssignBody,
  bankDismissBody,
  bankReviewEntry,
  paymentInfo,
  STATEMENT_MAX_BYTES,
  statementImportResult,
  uuidParam,
} from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentActor, requireLinkedUser } from '../../plugins/auth';
import type { BankService } from './bank.service';

const ok = z.object({ ok: z.literal(true) });

/** The content types a bank file comes as: XML (camt) or text (the reference payment file), or just bytes. */
const fileTypes = ['application/xml', 'text/xml', 'text/plain', 'application/octet-stream'];

/**
 * Bank payments: a member's payment instructions, statement imports and the review queue. Who may do what is
 * the service's call; the routes only ask for a signed-in user.
 */
export function bankRoutes(deps: { bank: BankService }) {
  const { bank } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bank'];
    // the file is the body, read as bytes (its encoding is the parser's to find out); only in this plugin
    app.addContentTypeParser(
      fileTypes,
      { parseAs: 'buffer', bodyLimit: STATEMENT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );

    r.get(
      '/api/member/:id/payment-info',
      { schema: { tags, params: uuidParam, response: { 200: paymentInfo } }, preHandler: requireLinkedUser },
      async (request) => bank.paymentInfo(currentActor(request), request.params.id),
    );

    r.post(
      '/api/bank/statements',
      {
        schema: { tags, response: { 200: statementImportResult } },
        preHandler: requireLinkedUser,
        bodyLimit: STATEMENT_MAX_BYTES,
      },
      async (request) => {
        const body = request.body;
        const file = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : '');
        return bank.importStatement(currentActor(request), file);
      },
    );

    r.get(
      '/api/bank/review',
      { schema: { tags, response: { 200: z.array(bankReviewEntry) } }, preHandler: requireLinkedUser },
      async (request) => bank.listReview(currentActor(request)),
    );

    r.post(
      '/api/bank/review/:id/assign',
      {
        schema: { tags, params: uuidParam, body: bankAssignBody, response: { 200: ok } },
        preHandler: requireLinkedUser,
      },
      async (request) => {
        await bank.assign(currentActor(request), request.params.id, request.body.memberId);
        return { ok: true as const };
      },
    );

    r.post(
      '/api/bank/review/:id/dismiss',
      {
        schema: { tags, params: uuidParam, body: bankDismissBody, response: { 200: ok } },
        preHandler: requireLinkedUser,
      },
      async (request) => {
        await bank.dismiss(currentActor(request), request.params.id, request.body.reason);
        return { ok: true as const };
      },
    );
  };
}
