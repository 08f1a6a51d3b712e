import {
  type Actor,
  canCreateLoads,
  canDeleteLoad,
  canManageLoad,
  DomainError,
  type LoadLeadership,
} from '@dz/shared';
import type { Repos } from '../../repos';

/** Refuses a change of a load by someone who does not work it: manifest staff, admins, its jump leader (`can.edit`). */
export function assertManagesLoad(actor: Actor, load: LoadLeadership): void {
  if (!canManageLoad(actor, load)) {
    throw new DomainError('onlyManifest');
  }
}

/*
 * The loads' guards: each calls the predicate of `permissions.ts` that the load's `can` is made of
 * (`loadPolicies`), so what an answer says the caller may do is what the server lets them do.
 */

/** Refuses creating loads by anyone but manifest staff and admins. */
export function assertCreatesLoads(actor: Actor): void {
  if (!canCreateLoads(actor)) {
    throw new DomainError('onlyManifest');
  }
}

/** Refuses deleting a load by anyone but manifest staff and admins (`can.delete`). */
export function assertDeletesLoad(actor: Actor, load: LoadLeadership): void {
  if (!canDeleteLoad(actor, load)) {
    throw new DomainError('onlyManifest');
  }
}

/**
 * The members feature's deletion guard from the loads: a member who is on an open or flying load cannot be
 * deleted ("Member is on open load").
 */
export async function refuseMembersOnOpenLoads(
  repos: Pick<Repos, 'loadJumpers'>,
  clubId: string,
  memberIds: string[],
): Promise<void> {
  if (await repos.loadJumpers.hasMembersOnOpenLoads(clubId, memberIds)) {
    throw new DomainError('memberOnOpenLoad');
  }
}
