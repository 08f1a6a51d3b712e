import { licenses, memberRoles } from '@dz/shared/enums';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/** A club's member: jumper, student, tandem student, instructor or pilot (spec section 3, Member). */
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
    phone: text('phone').notNull().default(''),
    nextOfKin: text('next_of_kin').notNull().default(''),
    nextOfKinPhone: text('next_of_kin_phone').notNull().default(''),
    /** Cached sum of the member's ledger transactions, in cents; changed only with a transaction. */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    role: text('role', { enum: memberRoles }).notNull().default('jumper'),
    license: text('license', { enum: licenses }).notNull().default(''),
    exitWeight: real('exit_weight'),
    tandemExitWeight: real('tandem_exit_weight'),
    pilotExitWeight: real('pilot_exit_weight'),
    /** The jumps before the product, as typed (the API's `totalJumps` adds `landedJumps`). */
    totalJumps: integer('total_jumps'),
    /**
     * Cached count of the member's jumps on landed loads (did-not-jump rows left out); changed only by landing
     * and reopening, in their transaction, so reading a member never counts its history.
     */
    landedJumps: integer('landed_jumps').notNull().default(0),
    isCoach: boolean('is_coach').notNull().default(false),
    isStaticLineInstructor: boolean('is_static_line_instructor').notNull().default(false),
    isAFFInstructor: boolean('is_aff_instructor').notNull().default(false),
    isTandemInstructor: boolean('is_tandem_instructor').notNull().default(false),
    isRadioInstructor: boolean('is_radio_instructor').notNull().default(false),
    isVideoFlyer: boolean('is_video_flyer').notNull().default(false),
    isPilot: boolean('is_pilot').notNull().default(false),
    rigger: boolean('rigger').notNull().default(false),
    isClubMember: boolean('is_club_member').notNull().default(false),
    /**
     * The jumper jumps their own gear: a fact about the jumper, the default of every load they are added to
     * (on for licensed jumpers, off for students and tandem passengers unless set; `defaultOwnGear`).
     */
    ownGear: boolean('own_gear').notNull().default(false),
    isSILMember: boolean('is_sil_member').notNull().default(false),
    endOfStudentTraining: date('end_of_student_training', { mode: 'string' }),
    note: text('note').notNull().default(''),
    linkedUserId: uuid('linked_user_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedBy: uuid('modified_by'),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The member's number in the club that their bank reference is made from (`memberReference`): given at
     * creation from the club's counter (`clubs.next_reference_seq`) by a trigger (migration 0019) whenever a
     * row arrives without one (0), so no way of adding members can forget it; never changed or reused.
     */
    referenceSeq: integer('reference_seq').notNull().default(0),
    /** Deleted members keep their row for the ledger and old loads, and leave every list. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('members_club_idx').on(t.clubId),
    uniqueIndex('members_linked_user_uq').on(t.linkedUserId),
    uniqueIndex('members_club_reference_uq').on(t.clubId, t.referenceSeq),
  ],
);
