import type { DbOrTx } from '../../db/client';
import { feedback } from '../../db/schema/index';

export type NewFeedback = typeof feedback.$inferInsert;

export function createFeedbackRepo(db: DbOrTx) {
  return {
    async insert(row: NewFeedback): Promise<void> {
      await db.insert(feedback).values(row);
    },
  };
}

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;
