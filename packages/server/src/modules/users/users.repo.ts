import { randomUUID } from 'node:crypto';
import { isAdmin, type UserResponse } from '@dz/shared';
import type { UserRole } from '@dz/shared/enums';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, memberships, refreshTokens, users } from '../../db/schema/index';

/** An account: the person who signs in (username, e-mail, password), whatever clubs it belongs to. */
export type AccountRow = typeof users.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

/**
 * A user as one club sees it: the account joined with its membership of that club (issue 35). `clubId` is the
 * membership's club; `clubSuspended` whether the host has suspended it.
 */
const userColumns = {
  id: users.id,
  clubId: memberships.clubId,
  username: users.username,
  email: users.email,
  displayName: users.displayName,
  passwordHash: users.passwordHash,
  confirmed: users.confirmed,
  host: users.host,
  role: memberships.role,
  admin: memberships.admin,
  canCheckWaivers: memberships.canCheckWaivers,
  canManifest: memberships.canManifest,
  canTakePayments: memberships.canTakePayments,
  blocked: memberships.blocked,
  linkedMemberId: memberships.linkedMemberId,
  removedAt: memberships.removedAt,
  createdAt: users.createdAt,
  modifiedAt: users.modifiedAt,
  clubSuspended: sql<boolean>`(${clubs.suspendedAt} is not null)`.mapWith(Boolean),
};

export interface UserRow {
  id: string;
  clubId: string;
  username: string;
  email: string;
  displayName: string;
  passwordHash: string | null;
  confirmed: boolean;
  host: boolean;
  role: UserRole;
  admin: boolean;
  canCheckWaivers: boolean;
  canManifest: boolean;
  canTakePayments: boolean;
  blocked: boolean;
  linkedMemberId: string | null;
  removedAt: Date | null;
  createdAt: Date;
  modifiedAt: Date;
  clubSuspended: boolean;
}

/** A new account with its first membership. */
export type NewUser = Pick<UserRow, 'clubId' | 'username' | 'email' | 'displayName'> &
  Partial<Omit<UserRow, 'id' | 'clubSuspended' | 'createdAt' | 'modifiedAt'>> & { id?: string };

const accountFields = ['username', 'email', 'displayName', 'passwordHash', 'confirmed', 'host'] as const;
const membershipFields = [
  'role',
  'admin',
  'canCheckWaivers',
  'canManifest',
  'canTakePayments',
  'blocked',
  'linkedMemberId',
  'removedAt',
] as const;

/** The columns a user change may write (never the id, club or creation time). */
export type UserPatch = Partial<
  Pick<UserRow, (typeof accountFields)[number] | (typeof membershipFields)[number] | 'modifiedAt'>
>;

/** A patch's fields of one table. */
function pick<K extends keyof UserPatch>(patch: UserPatch, keys: readonly K[]): Partial<Pick<UserPatch, K>> {
  const out: Partial<Pick<UserPatch, K>> = {};
  for (const k of keys) {
    if (patch[k] !== undefined) {
      out[k] = patch[k];
    }
  }
  return out;
}

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
    host: u.host,
  };
}

export function createUsersRepo(db: DbOrTx) {
  /** Accounts joined with their memberships and the membership's club. */
  const joined = () =>
    db
      .select(userColumns)
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .innerJoin(clubs, eq(clubs.id, memberships.clubId));

  async function findInClub(clubId: string, id: string): Promise<UserRow | undefined> {
    const rows = await joined()
      .where(and(eq(memberships.clubId, clubId), eq(users.id, id)))
      .limit(1);
    return rows[0];
  }

  return {
    /** A new account and its first membership, in one statement. */
    async insert(row: NewUser): Promise<UserRow> {
      const id = row.id ?? randomUUID();
      await db.execute(sql`with u as (
          insert into users (id, club_id, username, email, display_name, password_hash, confirmed, host)
          values (${id}::uuid, ${row.clubId}::uuid, ${row.username}, ${row.email}, ${row.displayName},
            ${row.passwordHash ?? null}, ${row.confirmed ?? false}, ${row.host ?? false})
          returning id)
        insert into memberships (user_id, club_id, role, admin, can_check_waivers, can_manifest, can_take_payments,
          blocked, linked_member_id, removed_at)
        select u.id, ${row.clubId}::uuid, ${row.role ?? 'user'}, ${row.admin ?? false}, ${row.canCheckWaivers ?? false},
          ${row.canManifest ?? false}, ${row.canTakePayments ?? false}, ${row.blocked ?? false},
          ${row.linkedMemberId ?? null}::uuid, ${row.removedAt ?? null}::timestamptz
        from u`);
      const created = await findInClub(row.clubId, id);
      if (!created) {
        throw new Error('insert returned no user');
      }
      return created;
    },

    /** Joins an existing account to another club (a membership with no rights yet). */
    async addMembership(userId: string, clubId: string): Promise<UserRow> {
      // the database's clock, as the account's first membership's: the switcher lists clubs in joining order
      await db.insert(memberships).values({ userId, clubId }).onConflictDoNothing();
      const row = await findInClub(clubId, userId);
      if (!row) {
        throw new Error('membership vanished');
      }
      return row;
    },

    /** An account by username or e-mail, case-insensitively. */
    async findAccountByLogin(usernameOrEmail: string): Promise<AccountRow | undefined> {
      const value = usernameOrEmail.trim().toLowerCase();
      const rows = await db
        .select()
        .from(users)
        .where(or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)))
        .limit(1);
      return rows[0];
    },

    /** A user as the club its account chose last sees it. */
    async findById(id: string): Promise<UserRow | undefined> {
      const rows = await joined()
        .where(and(eq(users.id, id), eq(memberships.clubId, users.clubId)))
        .limit(1);
      return rows[0];
    },

    async findAccountById(id: string): Promise<AccountRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },

    /** The account's clubs, with their names and the host's suspension, oldest membership first. */
    async membershipsOf(userId: string) {
      return db
        .select({
          clubId: memberships.clubId,
          name: clubs.name,
          slug: clubs.slug,
          suspended: sql<boolean>`(${clubs.suspendedAt} is not null)`.mapWith(Boolean),
          blocked: memberships.blocked,
          removed: sql<boolean>`(${memberships.removedAt} is not null)`.mapWith(Boolean),
          role: memberships.role,
        })
        .from(memberships)
        .innerJoin(clubs, eq(clubs.id, memberships.clubId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt), asc(clubs.name));
    },

    /** A user as one club sees it (removed ones too); every admin query names the caller's club. */
    findInClub,

    /** Every user of a club, removed ones too, by display name. */
    async listInClub(clubId: string): Promise<UserRow[]> {
      return joined().where(eq(memberships.clubId, clubId)).orderBy(asc(users.displayName));
    },

    /** Whether any account has this username, whatever its case. */
    async isUsernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sameText(users.username, username))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether any account but `exceptUserId` has this e-mail, whatever its case. */
    async isEmailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sameText(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Writes a change to a user as one club sees it: the account's fields to the account, the rest to its
     * membership of `clubId`; undefined when either no longer exists.
     */
    async update(clubId: string, id: string, patch: UserPatch): Promise<UserRow | undefined> {
      const account = pick(patch, accountFields);
      const membership = pick(patch, membershipFields);
      if (Object.keys(account).length > 0 || patch.modifiedAt) {
        await db
          .update(users)
          .set({ ...account, ...(patch.modifiedAt ? { modifiedAt: patch.modifiedAt } : {}) })
          .where(eq(users.id, id));
      }
      if (Object.keys(membership).length > 0 || patch.modifiedAt) {
        await db
          .update(memberships)
          .set({ ...membership, ...(patch.modifiedAt ? { modifiedAt: patch.modifiedAt } : {}) })
          .where(and(eq(memberships.userId, id), eq(memberships.clubId, clubId)));
      }
      return findInClub(clubId, id);
    },

    /** Writes a change to the account alone (password, confirmation): every club sees it. */
    async updateAccount(
      id: string,
      patch: Partial<Pick<AccountRow, (typeof accountFields)[number] | 'modifiedAt'>>,
    ) {
      await db.update(users).set(patch).where(eq(users.id, id));
    },

    /** The club a new sign-in of the account starts in. */
    async setDefaultClub(id: string, clubId: string) {
      await db.update(users).set({ clubId }).where(eq(users.id, id));
    },

    /**
     * Takes a user out of a club for good; the account goes too (its tokens and sign-ins with it) when it
     * belongs to no other club, and otherwise its sign-ins in this club end.
     */
    async delete(clubId: string, id: string): Promise<void> {
      await db.delete(memberships).where(and(eq(memberships.userId, id), eq(memberships.clubId, clubId)));
      const rest = await db
        .select({ clubId: memberships.clubId })
        .from(memberships)
        .where(eq(memberships.userId, id))
        .orderBy(asc(memberships.createdAt))
        .limit(1);
      const next = rest[0];
      if (!next) {
        await db.delete(users).where(eq(users.id, id));
        return;
      }
      await db
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.userId, id), eq(refreshTokens.clubId, clubId)));
      await db
        .update(users)
        .set({ clubId: next.clubId })
        .where(and(eq(users.id, id), eq(users.clubId, clubId)));
    },

    /**
     * The user of a signed-in request, in one query, as the club its sign-in has chosen sees it: only while the
     * sign-in (refresh family) has not been revoked, so logout ends the access token at once too.
     */
    async findBySession(userId: string, familyId: string): Promise<UserRow | undefined> {
      const rows = await db
        .select(userColumns)
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .innerJoin(
          memberships,
          and(eq(memberships.userId, users.id), eq(memberships.clubId, refreshTokens.clubId)),
        )
        .innerJoin(clubs, eq(clubs.id, memberships.clubId))
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            isNull(memberships.removedAt),
          ),
        )
        .limit(1);
      return rows[0];
    },

    async markConfirmed(clubId: string, userId: string, at: Date): Promise<UserRow> {
      await db.update(users).set({ confirmed: true, modifiedAt: at }).where(eq(users.id, userId));
      const row = await findInClub(clubId, userId);
      if (!row) {
        throw new Error('user vanished');
      }
      return row;
    },

    async setLinkedMember(clubId: string, userId: string, memberId: string | null, at: Date) {
      await db
        .update(memberships)
        .set({ linkedMemberId: memberId, modifiedAt: at })
        .where(and(eq(memberships.userId, userId), eq(memberships.clubId, clubId)));
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
