import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubInvitations, clubs } from '../../db/schema/index';
import { hashToken, newRefreshToken } from '../auth/tokens';

export type InvitationRow = typeof clubInvitations.$inferSelect;

/** One club as the host's console lists it: counts and dates, nothing of its members' data. */
export interface HostClubRow {
  id: string;
  name: string;
  slug: string | null;
  timezone: string;
  createdAt: Date;
  suspendedAt: Date | null;
  members: number;
  users: number;
  loadsThisYear: number;
  lastActivity: Date | null;
}

/** The installation's clubs and their first admins' invitations (issue 35): the host's console only. */
export function createHostRepo(db: DbOrTx) {
  return {
    /**
     * Every club with its counts, in one statement: members not deleted, memberships not removed, loads of the
     * club's own calendar year, and the newest audit event or load.
     */
    async listClubs(): Promise<HostClubRow[]> {
      const result = await db.execute(sql`
        select c.id, c.name, c.slug, c.timezone, c.created_at, c.suspended_at,
          (select count(*)::int from members m where m.club_id = c.id and m.deleted_at is null) as members,
          (select count(*)::int from memberships ms where ms.club_id = c.id and ms.removed_at is null) as users,
          (select count(*)::int from loads l where l.club_id = c.id
            and l.date >= make_date(extract(year from (now() at time zone c.timezone))::int, 1, 1)) as loads_this_year,
          greatest(
            (select max(a.at) from audit_events a where a.club_id = c.id),
            (select max(l.created_at) from loads l where l.club_id = c.id)
          ) as last_activity
        from clubs c
        order by lower(c.name), c.created_at`);
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
      return rows.map((r) => ({
        id: String(r.id),
        name: String(r.name),
        slug: (r.slug as string | null) ?? null,
        timezone: String(r.timezone),
        createdAt: date(r.created_at) ?? new Date(0),
        suspendedAt: date(r.suspended_at),
        members: Number(r.members),
        users: Number(r.users),
        loadsThisYear: Number(r.loads_this_year),
        lastActivity: date(r.last_activity),
      }));
    },

    /** Suspends (a time) or resumes (null) a club; false when there is no such club. */
    async setSuspended(clubId: string, at: Date | null): Promise<boolean> {
      const rows = await db
        .update(clubs)
        .set({ suspendedAt: at })
        .where(eq(clubs.id, clubId))
        .returning({ id: clubs.id });
      return rows.length > 0;
    },

    /** A new invitation; the club's earlier unused ones stop working. Answers the token to mail. */
    async invite(row: { clubId: string; email: string; createdBy: string; at: Date; expiresAt: Date }) {
      const token = newRefreshToken();
      await db
        .update(clubInvitations)
        .set({ usedAt: row.at })
        .where(and(eq(clubInvitations.clubId, row.clubId), isNull(clubInvitations.usedAt)));
      await db.insert(clubInvitations).values({
        clubId: row.clubId,
        email: row.email,
        tokenHash: hashToken(token),
        expiresAt: row.expiresAt,
        createdBy: row.createdBy,
        createdAt: row.at,
      });
      return token;
    },

    /** The invitation of a token, locked so two acceptances at once cannot both use it. */
    async findForUse(token: string): Promise<InvitationRow | undefined> {
      const rows = await db
        .select()
        .from(clubInvitations)
        .where(eq(clubInvitations.tokenHash, hashToken(token)))
        .for('update');
      return rows[0];
    },

    /** The invitation of a token, for the page that shows it (not locked). */
    async find(token: string): Promise<InvitationRow | undefined> {
      const rows = await db
        .select()
        .from(clubInvitations)
        .where(eq(clubInvitations.tokenHash, hashToken(token)))
        .limit(1);
      return rows[0];
    },

    async markAccepted(id: string, userId: string, at: Date) {
      await db
        .update(clubInvitations)
        .set({ usedAt: at, acceptedBy: userId })
        .where(eq(clubInvitations.id, id));
    },

    /** Each club's newest invitation. */
    async latestInvitations(): Promise<InvitationRow[]> {
      return db
        .selectDistinctOn([clubInvitations.clubId])
        .from(clubInvitations)
        .orderBy(clubInvitations.clubId, desc(clubInvitations.createdAt));
    },
  };
}

export type HostRepo = ReturnType<typeof createHostRepo>;
