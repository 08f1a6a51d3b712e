import { auditActions } from '@dz/shared/enums';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

export type AuditStateJson = Record<string, string | number | boolean | null>;

/**
 * The audit trail: one row per act that moves money or changes who may do what, written in the act's own
 * transaction. Append-only: a trigger (migration 0013) refuses every UPDATE and DELETE. Money in cents.
 * Members, loads and users are referenced without foreign keys: the row outlives what it speaks of.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    /** The actor's display name when they acted. */
    actorName: text('actor_name').notNull().default(''),
    action: text('action', { enum: auditActions }).notNull(),
    memberId: uuid('member_id'),
    loadId: uuid('load_id'),
    targetUserId: uuid('target_user_id'),
    before: jsonb('before').$type<AuditStateJson>(),
    after: jsonb('after').$type<AuditStateJson>(),
  },
  (t) => [
    index('audit_events_club_at_idx').on(t.clubId, t.at),
    index('audit_events_member_idx').on(t.clubId, t.memberId),
    index('audit_events_load_idx').on(t.clubId, t.loadId),
  ],
);
