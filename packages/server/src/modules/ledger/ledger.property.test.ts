import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupClub, type TestApp } from '../../test/app';
import { addPaymentMethods, createMember } from '../../test/factories';
import { createMembersRepo } from '../members/members.repo';
import { createLedgerRepo } from './ledger.repo';

let t: TestApp;
let admin: string;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupClub(t.app);
  clubId = (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin } })).json()
    .clubId;
  await addPaymentMethods(t.app, admin, ['Käteinen', 'Kortti']);
});
afterAll(async () => {
  await t.close();
});

const op = fc.oneof(
  fc.record({
    kind: fc.constant('payment' as const),
    member: fc.nat(4),
    cents: fc.integer({ min: -500_000, max: 500_000 }),
    retry: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('newBalance' as const),
    member: fc.nat(4),
    cents: fc.integer({ min: -200_000, max: 200_000 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), member: fc.nat(4) }),
  // an earlier payment's key sent again, as it was or with another member, amount, method or comment
  fc.record({
    kind: fc.constant('reuse' as const),
    pick: fc.nat(1000),
    change: fc.constantFrom('same', 'member', 'amount', 'method', 'comment'),
  }),
);

/**
 * Random payments, new balances and deletions, sent eight at a time, must leave every balance equal to
 * the sum of its transactions, and a retried payment (same idempotency key) must be written once. A key
 * sent again (in a later batch) with the same request answers like the first; with other details it
 * answers 409 and writes nothing.
 */
describe('ledger invariant under random concurrent operations', () => {
  it('keeps balance = sum of transactions for every member', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 20, maxLength: 100 }), async (ops) => {
        const ids: string[] = [];
        for (let i = 0; i < 5; i++) {
          ids.push((await createMember(t.app, admin, { firstName: `Prop${'ABCDE'[i]}` }))._id);
        }
        type PaymentSent = { memberId: string; amount: number; method: string; idempotencyKey: string };
        /** Payments of earlier batches and whether they were written (their first answer was 200). */
        const sent: { body: PaymentSent; paid: boolean }[] = [];
        const pending: { body: PaymentSent; index: number }[] = [];
        const expected409 = new Set<number>();
        let index = 0;
        const send = (o: (typeof ops)[number]) => {
          if (o.kind === 'reuse') {
            const earlier = sent[o.pick % Math.max(1, sent.length)];
            if (!earlier) {
              return [];
            }
            const other = ids.find((id) => id !== earlier.body.memberId) as string;
            const changes = {
              same: {},
              member: { memberId: other },
              amount: { amount: earlier.body.amount === 1 ? 2 : 1 },
              method: { method: 'Käteinen' },
              comment: { comment: 'toinen' },
            };
            if (earlier.paid && o.change !== 'same') {
              expected409.add(index);
            }
            index += 1;
            return [
              t.app.inject({
                method: 'POST',
                url: '/api/payment',
                headers: { cookie: admin },
                payload: { ...earlier.body, ...changes[o.change] },
              }),
            ];
          }
          const memberId = ids[o.member] as string;
          if (o.kind === 'payment') {
            const idempotencyKey = crypto.randomUUID();
            const body = { memberId, amount: (o.cents || 1) / 100, method: 'Kortti', idempotencyKey };
            const calls = o.retry ? 2 : 1;
            pending.push({ body, index });
            index += calls;
            return Array.from({ length: calls }, () =>
              t.app.inject({
                method: 'POST',
                url: '/api/payment',
                headers: { cookie: admin },
                payload: body,
              }),
            );
          }
          if (o.kind === 'newBalance') {
            index += 1;
            return [
              t.app.inject({
                method: 'POST',
                url: '/api/transaction',
                headers: { cookie: admin },
                payload: { for: memberId, newBalance: o.cents / 100 },
              }),
            ];
          }
          index += 1;
          return [
            t.app.inject({
              method: 'DELETE',
              url: '/api/member',
              headers: { cookie: admin },
              payload: { ids: [memberId] },
            }),
          ];
        };
        for (let i = 0; i < ops.length; i += 8) {
          index = 0;
          pending.length = 0;
          expected409.clear();
          const responses = await Promise.all(ops.slice(i, i + 8).flatMap(send));
          for (const [k, r] of responses.entries()) {
            // every refusal is a clear 4xx, never a 500
            expect(r.statusCode).toBeLessThan(500);
            if (expected409.has(k)) {
              expect(r.json()).toMatchObject({ locale: 'error.idempotencyKeyReused' });
            }
          }
          for (const p of pending) {
            sent.push({ body: p.body, paid: responses[p.index]?.statusCode === 200 });
          }
        }
        const sums = await createLedgerRepo(t.app.ctx.db).sumByMember(clubId);
        const rows = await createMembersRepo(t.app.ctx.db).findWithDeleted(clubId, ids);
        for (const m of rows) {
          expect(m.balanceCents).toBe(sums.get(m.id) ?? 0);
          if (m.deletedAt) {
            expect(m.balanceCents).toBe(0);
          }
        }
        // no idempotency key was written twice
        const keyed = await t.app.ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from transactions where idempotency_key is not null group by idempotency_key having count(*) > 1`,
        );
        expect((keyed as unknown as { rows: unknown[] }).rows).toHaveLength(0);
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});
