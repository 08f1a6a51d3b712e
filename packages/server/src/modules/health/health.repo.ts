import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs } from '../../db/schema/index';

export function createHealthRepo(db: DbOrTx) {
  return {
    /**
     * Answers once the database does; throws when it cannot be reached. A `select` builder: on the embedded
     * database it is no write, so a load balancer's polling leaves the kept reads kept (`db/write-clock.ts`).
     */
    async ping(): Promise<void> {
      await db.select({ one: sql<number>`1` }).from(clubs).limit(1);
    },
  };
}

export type HealthRepo = ReturnType<typeof createHealthRepo>;
