import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userTokens } from '../../db/schema/index';
import { hashToken, newRefreshToken } from './tokens';

export type UserTokenRow = typeof userTokens.$inferSelect;
export type UserTokenKind = UserTokenRow['kind'];

export function createUserTokensRepo(db: DbOrTx) {
  return {
    /** Issues a single-use token at `at`; earlier unused tokens of the same kind stop working then. */
    async issue(
      userId: string,
      kind: UserTokenKind,
      email: string,
      times: { at: Date; expiresAt: Date },
    ): Promise<string> {
      const token = newRefreshToken();
      await db
        .update(userTokens)
        .set({ usedAt: times.at })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
      await db
        .insert(userTokens)
        .values({ userId, kind, email, tokenHash: hashToken(token), expiresAt: times.expiresAt });
      return token;
    },

    /** The token's row, locked, so two uses at once cannot both succeed. */
    async findForUse(token: string, kind: UserTokenKind): Promise<UserTokenRow | undefined> {
      const rows = await db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.kind, kind)))
        .for('update');
      return rows[0];
    },

    async markUsed(id: string, at: Date) {
      await db.update(userTokens).set({ usedAt: at }).where(eq(userTokens.id, id));
    },
  };
}
