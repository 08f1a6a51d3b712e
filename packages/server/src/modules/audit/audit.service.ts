import {
  type Actor,
  AUDIT_PAGE_SIZE,
  type AuditEvent,
  type AuditQuery,
  type AuditResponse,
  type AuditState,
  canSeeAuditTrail,
  cents,
  centsToEuros,
  DEFAULT_TIMEZONE,
  DomainError,
  memberDisplayName,
} from '@dz/shared';
import type { Repos } from '../../repos';
import type { AuditStateJson } from './audit.repo';

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

/** The audit trail for admins: newest first, by member, load and day. */
export function createAuditService(deps: { repos: Pick<Repos, 'audit' | 'clubs'> }) {
  const { repos } = deps;
  return {
    async list(actor: Actor, query: AuditQuery): Promise<AuditResponse> {
      if (!canSeeAuditTrail(actor)) {
        throw new DomainError('onlyAdmin');
      }
      const club = await repos.clubs.findById(actor.clubId);
      const rows = await repos.audit.list(actor.clubId, query, club?.timezone ?? DEFAULT_TIMEZONE);
      const events = rows.slice(0, AUDIT_PAGE_SIZE).map(
        (r): AuditEvent => ({
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
        }),
      );
      return { events, truncated: rows.length > AUDIT_PAGE_SIZE };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
