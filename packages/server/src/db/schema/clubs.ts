import { DEFAULT_SELF_MANIFEST_CUTOFF_MINUTES } from '@dz/shared/constants';
import { NO_WIND_LIMITS, type WindLimits } from '@dz/shared/weather/windLimits';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One item of the waiver checker's checklist (equipment papers, licence, …): its id and text. */
export interface WaiverChecklistItemJson {
  id: string;
  label: string;
}

export const clubs = pgTable('clubs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** What registration asks for: unique in the installation, so a key names one club (issue 35). */
  clubKey: text('club_key').notNull().unique('clubs_club_key_unique'),
  /**
   * The club's public name in the board's, the waiver form's and the anonymous socket's addresses (`?club=`);
   * unique. Null until set: an installation's only club is found without one.
   */
  slug: text('slug').unique('clubs_slug_unique'),
  notificationEmail: text('notification_email').notNull().default(''),
  timezone: text('timezone').notNull().default('Europe/Helsinki'),
  defaultGearRentCents: integer('default_gear_rent_cents').notNull().default(0),
  /** The ordered list of payment methods (drag and drop in the club screen). */
  paymentMethods: text('payment_methods').array().notNull().default([]),
  allowCustomPaymentMethods: boolean('allow_custom_payment_methods').notNull().default(true),
  sendPaymentReminders: boolean('send_payment_reminders').notNull().default(false),
  sendUnlandedLoadRemindersToClub: boolean('send_unlanded_load_reminders_to_club').notNull().default(false),
  sendUnlandedLoadRemindersToJumpLeader: boolean('send_unlanded_load_reminders_to_jump_leader')
    .notNull()
    .default(false),
  roundUpMinutePrice: boolean('round_up_minute_price').notNull().default(false),
  /** Minutes before a load's estimated takeoff after which jumpers may no longer add or remove themselves. */
  selfManifestCutoffMinutes: integer('self_manifest_cutoff_minutes')
    .notNull()
    .default(DEFAULT_SELF_MANIFEST_CUTOFF_MINUTES),
  backupRetentionDays: integer('backup_retention_days').notNull().default(14),
  /** The most a jumper may owe and still add themself to a load. */
  creditLimitCents: integer('credit_limit_cents').notNull().default(0),
  /** The club's privacy notice (plain text), shown at /privacy without login. */
  privacyNotice: text('privacy_notice').notNull().default(''),
  /** The club's bank account that members pay to (empty until set): recipient, IBAN (electronic form) and BIC. */
  bankRecipient: text('bank_recipient').notNull().default(''),
  bankIban: text('bank_iban').notNull().default(''),
  bankBic: text('bank_bic').notNull().default(''),
  /** The amount the payment instructions suggest to a member who owes nothing (0: none). */
  paymentTopUpCents: integer('payment_top_up_cents').notNull().default(0),
  /** Members paid by a bank statement's import get a mail "we received your payment". */
  sendPaymentReceipts: boolean('send_payment_receipts').notNull().default(false),
  /** The airport whose METAR the board shows (ICAO, capitals), '' for none (issue 34). */
  weatherIcao: text('weather_icao').notNull().default(''),
  /** The FMI observation station (fmisid), '' for none. */
  weatherStation: text('weather_station').notNull().default(''),
  /** Wind limits per group in m/s (`WindLimits`: students, aLicence, others, tandems). */
  windLimits: jsonb('wind_limits').$type<WindLimits>().notNull().default(NO_WIND_LIMITS),
  /** English readers see the live altitude in feet too. */
  altitudeInFeet: boolean('altitude_in_feet').notNull().default(false),
  /**
   * The number the next member's reference is made from (`memberReference`): only ever grows, so a reference
   * is never given twice, deleted members' included.
   */
  nextReferenceSeq: integer('next_reference_seq').notNull().default(1),
  /** The waiver checker's checklist, in order. */
  waiverChecklist: jsonb('waiver_checklist').$type<WaiverChecklistItemJson[]>().notNull().default([]),
  /** Set while the host has suspended the club: its users cannot sign in, its board says so (issue 35). */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The club's waiver texts, one row per saved version (per language): the newest of a language is the one the
 * public form shows. Rows are never changed or deleted, so a signed waiver's version id keeps its text.
 */
export const waiverTexts = pgTable(
  'waiver_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    lang: text('lang').notNull(),
    text: text('text').notNull(),
    /** Orders the versions (saves within one clock tick included): the highest of a language is current. */
    seq: serial('seq').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('waiver_texts_club_lang_idx').on(t.clubId, t.lang, t.seq)],
);
