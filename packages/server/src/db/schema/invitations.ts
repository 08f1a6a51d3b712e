import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';

/**
 * A club's invitation of its first admin by the host (issue 35): a single-use link mailed to `email`, stored as
 * its SHA-256 only, valid until `expiresAt` (7 days). Accepting makes the account the club's admin.
 */
export const clubInvitations = pgTable(
  'club_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The account that accepted it (null until then, or once that account is gone). */
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The host who sent it; null once that account is gone. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('club_invitations_club_idx').on(t.clubId)],
);
