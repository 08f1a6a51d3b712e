import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/** A club's member. The members issue adds the rest of the spec's fields; the shell needs name and balance. */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nickname: text('nickname').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Cached sum of the member's ledger transactions, in cents. */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    linkedUserId: uuid('linked_user_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('members_club_idx').on(t.clubId), uniqueIndex('members_linked_user_uq').on(t.linkedUserId)],
);
