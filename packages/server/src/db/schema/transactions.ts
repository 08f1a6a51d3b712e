import { transactionKinds } from '@dz/shared/enums';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { members } from './members';

/** The load behind a jump charge or its refund, as it was when the row was written. */
export interface TransactionLoadRef {
  loadId: string;
  number: number;
  /** The load's club day, YYYY-MM-DD. */
  date: string;
  altitude: number;
}

/**
 * The ledger: append-only, one row for every change of a balance (payment, new balance, jump charge
 * on landing, refund on reopening), written in the same database transaction that updates the member's
 * cached balance. Invariant: a member's balance equals the sum of its transactions.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    newBalanceCents: bigint('new_balance_cents', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: transactionKinds }).notNull(),
    method: text('method').notNull().default(''),
    comment: text('comment').notNull().default(''),
    createdBy: uuid('created_by'),
    /** What caused it (a load jumper for charges and refunds). */
    sourceType: text('source_type'),
    sourceId: uuid('source_id'),
    /** Made by the client per payment dialog: a retried or double-clicked payment is written once. */
    idempotencyKey: uuid('idempotency_key'),
    /** Hash of the request that used the key: the same key with another member, amount or method is refused. */
    requestHash: text('request_hash'),
    /** The load a jump charge or refund is for, kept on the row so its text is rendered in the reader's language. */
    loadRef: jsonb('load_ref').$type<TransactionLoadRef>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // each list filter has an index in the list's order (newest first, id as the tie-breaker)
    index('transactions_club_created_idx').on(
      t.clubId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transactions_member_created_idx').on(
      t.memberId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transactions_club_method_idx').on(
      t.clubId,
      t.method,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transactions_club_creator_idx').on(
      t.clubId,
      t.createdBy,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transactions_source_idx').on(t.sourceType, t.sourceId),
    uniqueIndex('transactions_idempotency_uq').on(t.clubId, t.idempotencyKey),
  ],
);
