import { date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/** What a club asks of outside services: its planes' live altitude, and the weather. */
export const upstreamKinds = ['altitude', 'weather'] as const;

/**
 * A club's last call to an outside service and what it answered, shared by every node (issue 34): a node asks
 * only after claiming the row (`attempted_at` older than the service's interval, and past `retry_at` after a
 * failure), so all boards and nodes together ask at most once per interval; the others read `payload`.
 */
export const upstreamPolls = pgTable(
  'upstream_polls',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    kind: text('kind', { enum: upstreamKinds }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    okAt: timestamp('ok_at', { withTimezone: true }),
    /** Failures in a row; the next try waits longer with each (`retryAt`). */
    failures: integer('failures').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** The last good answer as the service reads it (readings), with the source it came from. */
    payload: jsonb('payload').$type<unknown>(),
    /** The calls of `callsDay` (the club's date), for the budget shown in settings. */
    callsDay: date('calls_day', { mode: 'string' }),
    calls: integer('calls').notNull().default(0),
    source: text('source'),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.kind] })],
);
