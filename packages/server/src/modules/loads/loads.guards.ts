import { DomainError } from '@dz/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { loadJumpers, loads } from '../../db/schema/index';

/** A member who is on an open or flying load cannot be deleted ("Member is on open load"). */
export async function refuseMembersOnOpenLoads(tx: Tx, clubId: string, memberIds: string[]): Promise<void> {
  const rows = await tx
    .select({ id: loadJumpers.id })
    .from(loadJumpers)
    .innerJoin(loads, eq(loads.id, loadJumpers.loadId))
    .where(
      and(
        eq(loadJumpers.clubId, clubId),
        inArray(loadJumpers.memberId, memberIds),
        ne(loads.state, 'landed'),
      ),
    )
    .limit(1);
  if (rows.length) {
    throw new DomainError('memberOnOpenLoad');
  }
}
