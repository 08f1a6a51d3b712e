import { clubDate, DEFAULT_TIMEZONE } from '@dz/shared';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, users } from '../../db/schema/index';
import type { JobDefinition } from './scheduler';

/** Unconfirmed accounts older than a day are deleted every midnight (spec sections 4 and 9). */
export function deleteUnconfirmedUsersJob(db: Db): JobDefinition {
  return {
    name: 'deleteUnconfirmedUsers',
    pattern: '0 0 * * *',
    timezone: DEFAULT_TIMEZONE,
    period: (now) => clubDate(now, DEFAULT_TIMEZONE),
    async run(now) {
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(users)
          .where(and(eq(users.confirmed, false), lt(users.createdAt, dayAgo)))
          .returning({ id: users.id });
        const ids = deleted.map((d) => d.id);
        if (ids.length > 0) {
          await tx.update(members).set({ linkedUserId: null }).where(inArray(members.linkedUserId, ids));
        }
        return { deleted: ids.length };
      });
    },
  };
}
