import { bankEntryStatuses, bankReviewReasons, statementFormats } from '@dz/shared/enums';
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { members } from './members';
import { transactions } from './transactions';

/**
 * Every movement of the club's bank account that an imported statement held, once: the bank's own id of it
 * (`entryRef`: camt AcctSvcrRef, the reference file's archive id) is unique per club, so a file imported twice,
 * or two overlapping files, book nothing twice. A credit with a member's reference is booked at once (`booked`,
 * with its ledger row); the rest wait in the review queue (`review`) until an admin assigns (`assigned`) or
 * dismisses (`dismissed`) them.
 */
export const bankEntries = pgTable(
  'bank_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    entryRef: text('entry_ref').notNull(),
    format: text('format', { enum: statementFormats }).notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    reversal: boolean('reversal').notNull().default(false),
    reference: text('reference'),
    payerName: text('payer_name').notNull().default(''),
    message: text('message').notNull().default(''),
    status: text('status', { enum: bankEntryStatuses }).notNull(),
    /** Why it waits for review (unknownReference, badCheckDigit, noReference, debit, noAccount). */
    reviewReason: text('review_reason', { enum: bankReviewReasons }),
    memberId: uuid('member_id').references(() => members.id),
    transactionId: uuid('transaction_id').references(() => transactions.id),
    dismissReason: text('dismiss_reason').notNull().default(''),
    importedBy: uuid('imported_by'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    resolvedBy: uuid('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_entries_club_ref_uq').on(t.clubId, t.entryRef),
    index('bank_entries_club_status_idx').on(t.clubId, t.status, t.bookingDate),
  ],
);
