import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appSecrets, refreshTokens } from '../../db/schema/index';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createSessionsRepo(db: DbOrTx) {
  return {
    async insertRefreshToken(row: {
      userId: string;
      familyId: string;
      clubId: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(refreshTokens).values(row);
    },

    /** Moves a sign-in (every token of its family) to another club. */
    async setFamilyClub(familyId: string, clubId: string) {
      await db.update(refreshTokens).set({ clubId }).where(eq(refreshTokens.familyId, familyId));
    },

    /** Ends every sign-in of the user in one club (a block or removal there leaves its other clubs alone). */
    async revokeAllOfUserInClub(userId: string, clubId: string, at: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            eq(refreshTokens.clubId, clubId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },

    /** Ends every sign-in in a club (the host suspended it). */
    async revokeAllInClub(clubId: string, at: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.clubId, clubId), isNull(refreshTokens.revokedAt)));
    },

    /** Locks the row so two refreshes with the same token cannot both rotate it. */
    async findByHashForUpdate(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const rows = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update');
      return rows[0];
    },

    async markRotated(id: string, at: Date) {
      await db.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, id));
    },

    async revokeFamily(familyId: string, at: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllOfUser(userId: string, at: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Ends every sign-in of the user but one (the one that changed the password stays signed in). */
    async revokeOtherFamiliesOfUser(userId: string, keepFamilyId: string | null, at: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
          ),
        );
    },

    async isFamilyActive(familyId: string): Promise<boolean> {
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .limit(1);
      return rows.length > 0;
    },

    /** The server-wide signing secret: created by the first node to ask, read by every other. */
    async sessionSecret(): Promise<string> {
      await db
        .insert(appSecrets)
        .values({ name: 'session', value: randomBytes(48).toString('base64url') })
        .onConflictDoNothing();
      const rows = await db.select().from(appSecrets).where(eq(appSecrets.name, 'session'));
      const value = rows[0]?.value;
      if (!value) {
        throw new Error('session secret missing');
      }
      return value;
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
