import { type Actor, type AuditQuery, canSeeAuditTrail, DEFAULT_TIMEZONE, DomainError } from '@dz/shared';
import type { Repos } from '../../repos';

/**
 * The audit trail for admins: newest first, by member, load and day. It answers the repo's rows (one more than
 * a page, so the presenter can tell the page was cut); `audit.presenter.ts` makes them the API's events.
 */
export function createAuditService(deps: { repos: Pick<Repos, 'audit' | 'clubs'> }) {
  const { repos } = deps;
  return {
    async list(actor: Actor, query: AuditQuery) {
      if (!canSeeAuditTrail(actor)) {
        throw new DomainError('onlyAdmin');
      }
      const club = await repos.clubs.findById(actor.clubId);
      return repos.audit.list(actor.clubId, query, club?.timezone ?? DEFAULT_TIMEZONE);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
