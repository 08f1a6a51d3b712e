import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const clubs = pgTable('clubs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  clubKey: text('club_key').notNull(),
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
  /** The club's privacy notice (plain text), shown at /privacy without login. */
  privacyNotice: text('privacy_notice').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
