import { and, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobRuns, members, users } from '../../db/schema/index';

export function createJobsRepo(db: DbOrTx) {
  return {
    /** Claims a job's period; true only for the one node (or call) that claimed it. */
    async claimRun(job: string, period: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(jobRuns)
        .values({ job, period })
        .onConflictDoNothing()
        .returning({ job: jobRuns.job });
      return rows.length === 1;
    },

    /**
     * Deletes the accounts never confirmed that were made before `before` and unlinks their members;
     * answers how many went. Run it in a transaction, so no member is left pointing at a deleted user.
     */
    async deleteUnconfirmedUsers(before: Date, tx: DbOrTx): Promise<number> {
      const deleted = await tx
        .delete(users)
        .where(and(eq(users.confirmed, false), lt(users.createdAt, before)))
        .returning({ id: users.id });
      const ids = deleted.map((d) => d.id);
      if (ids.length > 0) {
        await tx.update(members).set({ linkedUserId: null }).where(inArray(members.linkedUserId, ids));
      }
      return ids.length;
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
