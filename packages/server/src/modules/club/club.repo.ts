import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs } from '../../db/schema/index';

export type ClubRow = typeof clubs.$inferSelect;

export function createClubRepo(db: DbOrTx) {
  return {
    async findById(id: string, tx: DbOrTx = db): Promise<ClubRow | undefined> {
      const rows = await tx.select().from(clubs).where(eq(clubs.id, id)).limit(1);
      return rows[0];
    },
  };
}
