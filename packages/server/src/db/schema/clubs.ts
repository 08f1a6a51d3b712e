import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const clubs = pgTable('clubs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  clubKey: text('club_key').notNull(),
  notificationEmail: text('notification_email').notNull().default(''),
  timezone: text('timezone').notNull().default('Europe/Helsinki'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
