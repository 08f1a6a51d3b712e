import { DomainError } from '@dz/shared';
import type { Tx } from '../../db/client';
import type { LoadsRepo } from './loads.repo';

/**
 * The members feature's deletion guard from the loads: a member who is on an open or flying load cannot be
 * deleted ("Member is on open load").
 */
export function refuseMembersOnOpenLoads(loads: Pick<LoadsRepo, 'hasMembersOnOpenLoads'>) {
  return async (tx: Tx, clubId: string, memberIds: string[]): Promise<void> => {
    if (await loads.hasMembersOnOpenLoads(clubId, memberIds, tx)) {
      throw new DomainError('memberOnOpenLoad');
    }
  };
}
