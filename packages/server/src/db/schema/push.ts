import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';

/**
 * A browser that allowed notifications (Web Push): one row per endpoint, owned by the user who subscribed
 * on it. The push service answers 404 or 410 for an endpoint that expired; that row is then removed.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The app's language when the browser subscribed: its notifications are written in it. */
    language: text('language', { enum: ['fi', 'en'] })
      .notNull()
      .default('fi'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
