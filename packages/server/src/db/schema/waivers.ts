import { licenses, waiverStatuses } from '@dz/shared/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { members } from './members';

/** One ticked item of the checker's checklist: who ticked it (a user id) and when (ISO instant). */
export interface ChecklistTickJson {
  by: string;
  at: string;
  /** The item's text when it was ticked, kept for an item the club later removes. */
  label?: string;
}

/**
 * A signed waiver (spec section 3, Waiver). The signed document is evidence: the signature and the exact
 * waiver text shown at signing are copied into the row, so a later edit of the club's text leaves it as
 * signed. Valid for the calendar year (in the club's time zone) it was signed in, held in `year`.
 */
export const waivers = pgTable(
  'waivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    status: text('status', { enum: waiverStatuses }).notNull().default('pending'),
    /** The calendar year of `signedAt` in the club's time zone: the year the waiver is valid for. */
    year: integer('year').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street: text('street').notNull().default(''),
    zip: text('zip').notNull().default(''),
    city: text('city').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    canopy: text('canopy').notNull().default(''),
    /** Canopy size in square feet. */
    canopySize: integer('canopy_size'),
    wingLoad: real('wing_load'),
    exitWeight: real('exit_weight'),
    nextEquipmentExpiration: date('next_equipment_expiration', { mode: 'string' }),
    ownGear: boolean('own_gear').notNull().default(false),
    isClubMember: boolean('is_club_member').notNull().default(false),
    isSILMember: boolean('is_sil_member').notNull().default(false),
    filmingPermission: boolean('filming_permission').notNull().default(false),
    totalJumps: integer('total_jumps'),
    license: text('license', { enum: licenses }).notNull().default(''),
    note: text('note').notNull().default(''),
    /** The drawn signature: a PNG data URL or an SVG document. */
    signature: text('signature').notNull(),
    /** The exact waiver text shown to the signer, and its version, copied at signing. */
    waiverText: text('waiver_text').notNull().default(''),
    waiverTextVersion: text('waiver_text_version').notNull().default(''),
    language: text('language').notNull().default('fi'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by'),
    /** The member the waiver belongs to: set when approved (created or matched by e-mail). */
    memberId: uuid('member_id').references(() => members.id),
    /** The checker's checklist: item key → who ticked it and when. */
    checklist: jsonb('checklist').$type<Record<string, ChecklistTickJson>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedBy: uuid('modified_by'),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waivers_club_year_status_idx').on(t.clubId, t.year, t.status),
    index('waivers_club_email_year_idx').on(t.clubId, sql`lower(${t.email})`, t.year),
    index('waivers_member_idx').on(t.memberId),
    // one pending waiver per e-mail and year: a second signing replaces it
    uniqueIndex('waivers_pending_email_year_uq')
      .on(t.clubId, sql`lower(${t.email})`, t.year)
      .where(sql`${t.status} = 'pending'`),
  ],
);
