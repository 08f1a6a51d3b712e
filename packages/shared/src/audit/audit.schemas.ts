import { z } from 'zod';
import { auditActions } from '../enums';
import { errors } from '../errors';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, errors.invalidDate.message);

/** `GET /api/audit`: filters, all optional; days are the club's (`from` and `to` included). */
export const auditQuery = z.object({
  memberId: z.uuid('Member not found').optional(),
  loadId: z.uuid('Load not found').optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** A state as the trail keeps it: a few named values (money in euros at the API edge, like everywhere). */
export const auditState = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditState = z.infer<typeof auditState>;

export const auditEvent = z.object({
  _id: z.string(),
  at: z.string(),
  action: z.enum(auditActions),
  /** Who did it (their display name when it was done); null for the system. */
  actor: z.object({ userId: z.string().nullable(), name: z.string() }),
  member: z.object({ _id: z.string(), name: z.string() }).nullable(),
  load: z.object({ _id: z.string(), date: z.string().nullable(), number: z.number().nullable() }).nullable(),
  /** The user acted on (blocks, permissions). */
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  before: auditState.nullable(),
  after: auditState.nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/** The newest events first; at most `AUDIT_PAGE_SIZE`, `truncated` when there were more. */
export const auditResponse = z.object({ events: z.array(auditEvent), truncated: z.boolean() });
export type AuditResponse = z.infer<typeof auditResponse>;

export const AUDIT_PAGE_SIZE = 500;
