import {
  AUDIT_PAGE_SIZE,
  type AuditEvent,
  type AuditResponse,
  type AuditState,
  cents,
  centsToEuros,
  memberDisplayName,
} from '@dz/shared';
import type { AuditRepo, AuditStateJson } from './audit.repo';

type AuditListRow = Awaited<ReturnType<AuditRepo['list']>>[number];

/** A kept state at the API edge: `…Cents` values become euros under the name without `Cents`. */
export function stateForApi(state: AuditStateJson | null): AuditState | null {
  if (!state) {
    return null;
  }
  return Object.fromEntries(
    Object.entries(state).map(([key, value]) =>
      key.endsWith('Cents') && (typeof value === 'number' || value === null)
        ? [key.slice(0, -'Cents'.length), value === null ? null : centsToEuros(cents(value))]
        : [key, value],
    ),
  );
}

/** One row of the trail as the API answers it: who, whom, which load, and the states in euros. */
export function toAuditEvent(r: AuditListRow): AuditEvent {
  return {
    _id: String(r.id),
    at: r.at.toISOString(),
    action: r.action,
    actor: { userId: r.actorUserId, name: r.actorName },
    member: r.memberId
      ? {
          _id: r.memberId,
          name: memberDisplayName({
            firstName: r.memberFirstName ?? '',
            lastName: r.memberLastName ?? '',
            nickname: r.memberNickname ?? '',
          }),
        }
      : null,
    load: r.loadId ? { _id: r.loadId, date: r.loadDate, number: r.loadNumber } : null,
    user: r.targetUserId ? { _id: r.targetUserId, name: r.targetUserName ?? '' } : null,
    before: stateForApi(r.before),
    after: stateForApi(r.after),
  };
}

/** `GET /api/audit`: the page's events, and whether more rows matched than a page holds. */
export function toAuditResponse(rows: readonly AuditListRow[]): AuditResponse {
  return {
    events: rows.slice(0, AUDIT_PAGE_SIZE).map(toAuditEvent),
    truncated: rows.length > AUDIT_PAGE_SIZE,
  };
}
