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
    /** user, admin or overlord; `admin` mirrors the spec's boolean. */
    role: text('role', { enum: userRoles }).notNull().default('user'),
    admin: boolean('admin').notNull().default(false),
    confirmed: boolean('confirmed').notNull().default(false),
    canCheckWaivers: boolean('can_check_waivers').notNull().default(false),
    /** Manifest staff: creates loads and puts anyone on any load (spec 6; the roles issue). */
    canManifest: boolean('can_manifest').notNull().default(false),
    /** Treasurers: take payments and import bank statements without being admins. */
    canTakePayments: boolean('can_take_payments').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    linkedMemberId: uuid('linked_member_id'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // usernames and e-mails are unique whatever their case: sign-in accepts either
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_linked_member_uq').on(t.linkedMemberId),
    index('users_club_idx').on(t.clubId),
  ],
);
