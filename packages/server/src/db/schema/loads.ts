import { groupRoles, jumperTypes, loadCalls, loadStates } from '@dz/shared/enums';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { members } from './members';
import { planes } from './planes';

export interface GroundPersonJson {
  memberId: string | null;
  name: string;
}

/** A load (a flight) of a club day. */
export const loads = pgTable(
  'loads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    /** The club day, in the club's time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    number: integer('number').notNull(),
    planeId: uuid('plane_id').references(() => planes.id),
    pilotId: uuid('pilot_id').references(() => members.id),
    jumpLeaderId: uuid('jump_leader_id').references(() => members.id),
    state: text('state', { enum: loadStates }).notNull().default('open'),
    estimatedTakeoff: text('estimated_takeoff'),
    takeoff: text('takeoff'),
    land: text('land'),
    flightTime: integer('flight_time'),
    notes: text('notes').notNull().default(''),
    comment: text('comment').notNull().default(''),
    refuelAfter: boolean('refuel_after').notNull().default(false),
    groundPersonnel: jsonb('ground_personnel').$type<GroundPersonJson[]>().notNull().default([]),
    minutePricing: boolean('minute_pricing').notNull().default(false),
    /** The manifest's latest call (20, 15, 10, 5 minutes, boarding) and when it was made. */
    call: text('call', { enum: loadCalls }),
    calledAt: timestamp('called_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    landedAt: timestamp('landed_at', { withTimezone: true }),
    landedBy: uuid('landed_by'),
  },
  (t) => [index('loads_club_date_idx').on(t.clubId, t.date, t.number)],
);

/** A jumper on a load: one row per member per load (the unique index holds under concurrency). */
export const loadJumpers = pgTable(
  'load_jumpers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type', { enum: jumperTypes }).notNull(),
    altitude: integer('altitude').notNull(),
    /** The manifest group (slot tree) the jumper was added with, and its place in it. */
    groupId: uuid('group_id').notNull(),
    groupRole: text('group_role', { enum: groupRoles }).notNull(),
    trainingJumpId: text('training_jump_id'),
    trainingJumpName: text('training_jump_name'),
    gearRentalCents: integer('gear_rental_cents'),
    ownGear: boolean('own_gear').notNull().default(false),
    highOpening: boolean('high_opening').notNull().default(false),
    didNotJump: boolean('did_not_jump').notNull().default(false),
    priceOverrideCents: integer('price_override_cents'),
    /** What landing charged (null while not landed); reopening refunds exactly this. */
    chargedCents: integer('charged_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Insertion order: a group's jumpers share one `createdAt` (and two requests may too), so the list keeps
     * the order they were added in by this, not by the random id.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('load_jumpers_member_uq').on(t.loadId, t.memberId),
    index('load_jumpers_member_idx').on(t.memberId),
    index('load_jumpers_club_idx').on(t.clubId),
  ],
);

/**
 * A counter per club day, raised in the same transaction as every change of the day's loads (`loadsChanged`,
 * `loadsSettled`), and one per club (`date` = `*`) for changes that show on every day's board (names, planes,
 * the club's name). The public board's cached answer is valid while both are what it was computed at, on
 * every node; the socket event carries the day's counter, so a board that has it already skips the refetch.
 */
export const loadDayVersions = pgTable(
  'load_day_versions',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    date: text('date').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.date] })],
);
