import { userRoles } from '@dz/shared/enums';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    username: text('username').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash'),
    confirmed: boolean('confirmed').notNull().default(false),
    /** The installation's host (its overlord, the first user): creates, suspends and resumes clubs (issue 35). */
    host: boolean('host').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // usernames and e-mails are unique whatever their case: sign-in accepts either
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_club_idx').on(t.clubId),
  ],
);

/**
 * A user's place in one club (issue 35): an account (`users`) holds one per club it jumps at, each with its own
 * roles, permissions, block and linked member. `users.club_id` is the club the account chose last, the one a new
 * sign-in starts in.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    /** user, admin or overlord (the club's owner); `admin` mirrors the spec's boolean. */
    role: text('role', { enum: userRoles }).notNull().default('user'),
    admin: boolean('admin').notNull().default(false),
    canCheckWaivers: boolean('can_check_waivers').notNull().default(false),
    canManifest: boolean('can_manifest').notNull().default(false),
    canTakePayments: boolean('can_take_payments').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    linkedMemberId: uuid('linked_member_id'),
    /** Removed from this club by its admin (or left): cannot sign in to it; an admin can restore it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_user_club_uq').on(t.userId, t.clubId),
    uniqueIndex('memberships_linked_member_uq').on(t.linkedMemberId),
    index('memberships_club_idx').on(t.clubId),
  ],
);
