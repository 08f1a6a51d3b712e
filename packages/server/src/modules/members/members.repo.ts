import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/index';

export type MemberRow = typeof members.$inferSelect;

export function createMembersRepo(db: DbOrTx) {
  return {
    /** A member of a club; every member query names the caller's club. */
    async findInClub(clubId: string, id: string, tx: DbOrTx = db): Promise<MemberRow | undefined> {
      const rows = await tx
        .select()
        .from(members)
        .where(and(eq(members.clubId, clubId), eq(members.id, id)))
        .limit(1);
      return rows[0];
    },
  };
}
