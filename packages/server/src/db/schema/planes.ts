import { studentTypes } from '@dz/shared/enums';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

export const planes = pgTable(
  'planes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    aircraftModel: text('aircraft_model').notNull(),
    registration: text('registration').notNull(),
    /** ICAO 24-bit address, six hex digits, for the live altitude. */
    icaoCode: text('icao_code').notNull().default(''),
    slots: integer('slots').notNull().default(0),
    weightAvailable: integer('weight_available').notNull().default(0),
    weightWarningThreshold: integer('weight_warning_threshold').notNull().default(0),
    weightDangerThreshold: integer('weight_danger_threshold').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    minutePriceCents: integer('minute_price_cents'),
    roundUpMinutePrice: boolean('round_up_minute_price').notNull().default(false),
    /** Removed planes stay for the loads that flew them. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('planes_club_idx').on(t.clubId)],
);

export const jumpLines = pgTable(
  'jump_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planeId: uuid('plane_id')
      .notNull()
      .references(() => planes.id, { onDelete: 'cascade' }),
    altitude: integer('altitude').notNull(),
    priceCents: integer('price_cents').notNull(),
    priceForMembersCents: integer('price_for_members_cents'),
    /** Informational price of a tandem at this altitude: tandem passengers have no account to charge. */
    tandemPriceCents: integer('tandem_price_cents'),
  },
  (t) => [index('jump_lines_plane_idx').on(t.planeId)],
);

export interface TrainingJumpJson {
  _id: string;
  name: string;
  requiresInstructor: boolean;
  requiresSlInstructor: boolean;
}

export const trainingPrograms = pgTable(
  'training_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    forStudentType: text('for_student_type', { enum: studentTypes }).notNull(),
    jumps: jsonb('jumps').$type<TrainingJumpJson[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_programs_club_idx').on(t.clubId)],
);

export const waiverLinks = pgTable(
  'waiver_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    title: text('title').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('waiver_links_club_idx').on(t.clubId)],
);
