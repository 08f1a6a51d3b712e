import type { MemberFields } from '@dz/shared';
import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/index';

export type MemberRow = typeof members.$inferSelect;

/** The columns a member form writes; balance and links are never written from a form. */
export function memberColumns(input: MemberFields) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    nickname: input.nickname,
    email: input.email,
    phone: input.phone,
    nextOfKin: input.nextOfKin,
    nextOfKinPhone: input.nextOfKinPhone,
    role: input.role,
    license: input.license,
    exitWeight: input.exitWeight,
    tandemExitWeight: input.tandemExitWeight,
    pilotExitWeight: input.pilotExitWeight,
    totalJumps: input.totalJumps,
    isCoach: input.isCoach,
    isStaticLineInstructor: input.isStaticLineInstructor,
    isAFFInstructor: input.isAFFInstructor,
    isTandemInstructor: input.isTandemInstructor,
    isRadioInstructor: input.isRadioInstructor,
    isVideoFlyer: input.isVideoFlyer,
    isPilot: input.isPilot,
    rigger: input.rigger,
    isClubMember: input.isClubMember,
    isSILMember: input.isSILMember,
    endOfStudentTraining: input.endOfStudentTraining,
    note: input.note,
  };
}

export function createMembersRepo(db: DbOrTx) {
  return {
    /** A member of a club; every member query names the caller's club. */
    async findInClub(clubId: string, id: string, tx: DbOrTx = db): Promise<MemberRow | undefined> {
      const rows = await tx
        .select()
        .from(members)
        .where(and(eq(members.clubId, clubId), eq(members.id, id), isNull(members.deletedAt)))
        .limit(1);
      return rows[0];
    },

    async listInClub(clubId: string, tx: DbOrTx = db): Promise<MemberRow[]> {
      return tx
        .select()
        .from(members)
        .where(and(eq(members.clubId, clubId), isNull(members.deletedAt)))
        .orderBy(asc(members.firstName), asc(members.lastName));
    },

    async findManyInClub(clubId: string, ids: string[], tx: DbOrTx = db): Promise<MemberRow[]> {
      return tx
        .select()
        .from(members)
        .where(and(eq(members.clubId, clubId), inArray(members.id, ids), isNull(members.deletedAt)))
        .orderBy(asc(members.firstName), asc(members.lastName));
    },

    /** Members by id whether deleted or not (the ledger's history and invariant checks). */
    async findWithDeleted(clubId: string, ids: string[], tx: DbOrTx = db): Promise<MemberRow[]> {
      return tx
        .select()
        .from(members)
        .where(and(eq(members.clubId, clubId), inArray(members.id, ids)));
    },

    /**
     * Locks member rows (balance changes, deletions) in a stable order so two transactions cannot deadlock.
     * `withDeleted` also locks soft-deleted members: the ledger's refunds and settling reach them.
     */
    async lockInClub(
      clubId: string,
      ids: string[],
      tx: DbOrTx,
      opts: { withDeleted?: boolean } = {},
    ): Promise<MemberRow[]> {
      const where = [eq(members.clubId, clubId), inArray(members.id, ids)];
      if (!opts.withDeleted) {
        where.push(isNull(members.deletedAt));
      }
      return tx
        .select()
        .from(members)
        .where(and(...where))
        .orderBy(asc(members.id))
        .for('update');
    },

    /** Deleted members whose balance is not zero: money still to settle (admins, issue 8). */
    async listDeletedWithBalance(clubId: string, tx: DbOrTx = db): Promise<MemberRow[]> {
      return tx
        .select()
        .from(members)
        .where(and(eq(members.clubId, clubId), isNotNull(members.deletedAt), ne(members.balanceCents, 0)))
        .orderBy(asc(members.firstName), asc(members.lastName));
    },

    /** Sets (or clears, with null) the user a member is linked to. */
    async setLinkedUser(memberId: string, userId: string | null, tx: DbOrTx = db): Promise<void> {
      await tx.update(members).set({ linkedUserId: userId }).where(eq(members.id, memberId));
    },

    /** Unlinks whichever member a user is linked to (the user is being deleted). */
    async unlinkUser(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(members).set({ linkedUserId: null }).where(eq(members.linkedUserId, userId));
    },
  };
}

export type MembersRepo = ReturnType<typeof createMembersRepo>;
