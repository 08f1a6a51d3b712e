import { isAdmin, type UserResponse } from '@dz/shared';
import { and, asc, eq, exists, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** The columns a user change may write (never the id, club or creation time). */
export type UserPatch = Partial<Omit<NewUser, 'id' | 'clubId' | 'createdAt'>>;

/** `lower(column) = value`: usernames and e-mails are unique and found whatever their case. */
const sameText = (column: typeof users.username | typeof users.email, value: string) =>
  eq(sql`lower(${column})`, value.toLowerCase());

/** The API's shape of a user (never the password hash). */
export function toUserResponse(u: UserRow): UserResponse {
  return {
    _id: u.id,
    username: u.username,
    email: u.email,
    displayName: u.displayName,
    admin: isAdmin(u),
    role: u.role,
    confirmed: u.confirmed,
    blocked: u.blocked,
    linkedMember: u.linkedMemberId,
    permissions: {
      canCheckWaivers: u.canCheckWaivers,
      canManifest: u.canManifest,
      canTakePayments: u.canTakePayments,
    },
    created: u.createdAt.toISOString(),
    removed: u.removedAt ? u.removedAt.toISOString() : null,
    clubId: u.clubId,
  };
}

export function createUsersRepo(db: DbOrTx) {
  return {
    async insert(row: NewUser): Promise<UserRow> {
      const [created] = await db.insert(users).values(row).returning();
      if (!created) {
        throw new Error('insert returned no user');
      }
      return created;
    },

    /** A user by username or e-mail, case-insensitively, not soft-removed. */
    async findByLogin(usernameOrEmail: string): Promise<UserRow | undefined> {
      const value = usernameOrEmail.trim().toLowerCase();
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            isNull(users.removedAt),
            or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)),
          ),
        )
        .limit(1);
      return rows[0];
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },

    /** A user of a club (removed ones too); every admin query names the caller's club. */
    async findInClub(clubId: string, id: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.clubId, clubId), eq(users.id, id)))
        .limit(1);
      return rows[0];
    },

    /** Every user of a club, removed ones too, by display name. */
    async listInClub(clubId: string): Promise<UserRow[]> {
      return db.select().from(users).where(eq(users.clubId, clubId)).orderBy(asc(users.displayName));
    },

    /** Whether any user (of any club) has this username, whatever its case. */
    async isUsernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sameText(users.username, username))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether any user (of any club) but `exceptUserId` has this e-mail, whatever its case. */
    async isEmailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sameText(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined))
        .limit(1);
      return rows.length > 0;
    },

    /** Writes a change to one user; undefined when it no longer exists. */
    async update(id: string, patch: UserPatch): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    },

    /** Deletes a user for good (its tokens and sign-ins go with it). */
    async delete(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    /**
     * The user of a signed-in request, in one query: only while the sign-in (refresh family) has not
     * been revoked, so logout ends the access token at once too.
     */
    async findBySession(userId: string, familyId: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            isNull(users.removedAt),
            exists(
              db
                .select({ one: sql`1` })
                .from(refreshTokens)
                .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt))),
            ),
          ),
        )
        .limit(1);
      return rows[0];
    },

    async markConfirmed(userId: string, at: Date): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ confirmed: true, modifiedAt: at })
        .where(eq(users.id, userId))
        .returning();
      if (!row) {
        throw new Error('user vanished');
      }
      return row;
    },

    async setLinkedMember(userId: string, memberId: string | null, at: Date) {
      await db.update(users).set({ linkedMemberId: memberId, modifiedAt: at }).where(eq(users.id, userId));
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
