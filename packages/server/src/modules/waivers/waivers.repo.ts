import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, users, waivers } from '../../db/schema/index';

export type WaiverRow = typeof waivers.$inferSelect;
export type NewWaiver = typeof waivers.$inferInsert;
const sameEmail = (email: string) => eq(sql`lower(${waivers.email})`, email.toLowerCase());

export function createWaiversRepo(db: DbOrTx) {
  return {
    async findInClub(clubId: string, id: string): Promise<WaiverRow | undefined> {
      const rows = await db
        .select()
        .from(waivers)
        .where(and(eq(waivers.clubId, clubId), eq(waivers.id, id)))
        .limit(1);
      return rows[0];
    },

    /** Locks one waiver of the club for a change (approve, edit), so two checkers cannot race. */
    async lockInClub(clubId: string, id: string): Promise<WaiverRow | undefined> {
      const rows = await db
        .select()
        .from(waivers)
        .where(and(eq(waivers.clubId, clubId), eq(waivers.id, id)))
        .for('update');
      return rows[0];
    },

    /** The club's waivers of a year, optionally of one status or matching a name or e-mail, newest first. */
    async list(
      clubId: string,
      query: { year: number; status?: WaiverRow['status']; search?: string },
    ): Promise<WaiverRow[]> {
      const where = [eq(waivers.clubId, clubId), eq(waivers.year, query.year)];
      if (query.status) {
        where.push(eq(waivers.status, query.status));
      }
      if (query.search) {
        const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const found = or(
          ilike(waivers.email, like),
          ilike(sql`${waivers.firstName} || ' ' || ${waivers.lastName}`, like),
        );
        if (found) {
          where.push(found);
        }
      }
      return db
        .select()
        .from(waivers)
        .where(and(...where))
        .orderBy(desc(waivers.signedAt), asc(waivers.id));
    },

    /** The pending waiver of this e-mail (any case) for the year, locked: a new signing replaces it. */
    async lockPendingByEmail(clubId: string, email: string, year: number): Promise<WaiverRow | undefined> {
      const rows = await db
        .select()
        .from(waivers)
        .where(
          and(
            eq(waivers.clubId, clubId),
            eq(waivers.year, year),
            eq(waivers.status, 'pending'),
            sameEmail(email),
          ),
        )
        .for('update');
      return rows[0];
    },

    /** Every waiver of the club, only what the alarms read: the members list's waiver info in one query. */
    async listForAlarms(clubId: string) {
      return db
        .select({
          id: waivers.id,
          memberId: waivers.memberId,
          status: waivers.status,
          signedAt: waivers.signedAt,
          email: waivers.email,
          ownGear: waivers.ownGear,
          nextEquipmentExpiration: waivers.nextEquipmentExpiration,
        })
        .from(waivers)
        .where(eq(waivers.clubId, clubId))
        .orderBy(desc(waivers.signedAt), asc(waivers.id));
    },

    /** A member's waivers: those approved onto it, and those signed with its e-mail. */
    async forMember(clubId: string, member: { id: string; email: string }): Promise<WaiverRow[]> {
      const byMember = eq(waivers.memberId, member.id);
      return db
        .select()
        .from(waivers)
        .where(
          and(
            eq(waivers.clubId, clubId),
            member.email ? sql`(${byMember} or ${sameEmail(member.email)})` : byMember,
          ),
        )
        .orderBy(desc(waivers.year), desc(waivers.signedAt));
    },

    async insert(row: NewWaiver): Promise<WaiverRow> {
      const [created] = await db.insert(waivers).values(row).returning();
      if (!created) {
        throw new Error('waiver insert returned nothing');
      }
      return created;
    },

    /** Writes columns of one waiver of the club; undefined when there is none. */
    async update(
      clubId: string,
      id: string,
      patch: Partial<Omit<NewWaiver, 'id' | 'clubId'>>,
    ): Promise<WaiverRow | undefined> {
      const [row] = await db
        .update(waivers)
        .set(patch)
        .where(and(eq(waivers.clubId, clubId), eq(waivers.id, id)))
        .returning();
      return row;
    },

    /** The club's (not deleted) member with this e-mail, whatever its case: the waiver's match. */
    async memberIdByEmail(clubId: string, email: string): Promise<string | undefined> {
      if (!email) {
        return undefined;
      }
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.clubId, clubId),
            isNull(members.deletedAt),
            eq(sql`lower(${members.email})`, email.toLowerCase()),
          ),
        )
        .orderBy(asc(members.createdAt))
        .limit(1);
      return rows[0]?.id;
    },

    /**
     * The club's members (not deleted) as the waiver match reads them, in one query whatever the number of
     * waivers: the names are compared in `memberMatcher` (case, spaces and word order aside), which SQL's
     * `lower` in the database's locale would not do alike.
     */
    async membersForMatching(clubId: string) {
      return db
        .select({
          id: members.id,
          firstName: members.firstName,
          lastName: members.lastName,
          email: members.email,
          phone: members.phone,
        })
        .from(members)
        .where(and(eq(members.clubId, clubId), isNull(members.deletedAt)));
    },

    /** Fills a member's contacts from the waiver approved onto it (only the columns given). */
    async fillMemberContacts(
      clubId: string,
      memberId: string,
      contacts: { email?: string; phone?: string },
      stamp: { by: string; at: Date },
    ): Promise<void> {
      await db
        .update(members)
        .set({ ...contacts, modifiedBy: stamp.by, modifiedAt: stamp.at })
        .where(and(eq(members.clubId, clubId), eq(members.id, memberId)));
    },

    /** The display names of users (checkers who ticked or approved), by id. */
    async userNames(ids: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) {
        return new Map();
      }
      const rows = await db
        .select({ id: users.id, name: users.displayName })
        .from(users)
        .where(inArray(users.id, unique));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}

export type WaiversRepo = ReturnType<typeof createWaiversRepo>;
