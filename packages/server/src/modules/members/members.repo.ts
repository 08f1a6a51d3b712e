import { type Cents, type MemberFields, studentTypes, type TrainingJumpRow } from '@dz/shared';
import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, loadJumpers, loads, members, memberships, planes } from '../../db/schema/index';
import type { Write } from '../../db/together';

/**
 * Every column of a member: `landedJumps` is the cached count of its jumps on landed loads, kept by landing
 * and reopening (loads.repo `countLandedJumps`), so no member query counts the history.
 */
const memberSelection = getTableColumns(members);

/** The club's payment methods, read with a member for a money change (`isPaymentMethodAllowed`). */
const paymentMethodsSelection = {
  paymentMethods: clubs.paymentMethods,
  allowCustomPaymentMethods: clubs.allowCustomPaymentMethods,
};
type ClubPaymentMethods = { paymentMethods: string[]; allowCustomPaymentMethods: boolean };

/** One UPDATE of members' cached balances (`balances` not empty). */
function balancesUpdate(balances: ReadonlyMap<string, Cents>, at: Date) {
  const values = sql.join(
    [...balances].map(([id, balance]) => sql`(${id}::uuid, ${balance}::bigint)`),
    sql`, `,
  );
  return sql`update members set balance_cents = v.balance, modified_at = ${at} from (values ${values}) as v(id, balance) where members.id = v.id`;
}

/**
 * A member as the queries answer it. `totalJumps` is the stored column, the jumps before the product;
 * `landedJumps` the jumps on landed loads here. The API's total is their sum (`totalJumpsOf`).
 */
export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
/** Who changed a member, and when. */
export interface MemberStamp {
  by: string;
  at: Date;
}

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
    ...(input.ownGear === undefined ? {} : { ownGear: input.ownGear }),
    endOfStudentTraining: input.endOfStudentTraining,
    note: input.note,
  };
}

export function createMembersRepo(db: DbOrTx) {
  return {
    /** A member of a club; every member query names the caller's club. */
    async findInClub(clubId: string, id: string): Promise<MemberRow | undefined> {
      const rows = await db
        .select(memberSelection)
        .from(members)
        .where(and(eq(members.clubId, clubId), eq(members.id, id), isNull(members.deletedAt)))
        .limit(1);
      return rows[0];
    },

    async listInClub(clubId: string): Promise<MemberRow[]> {
      return db
        .select(memberSelection)
        .from(members)
        .where(and(eq(members.clubId, clubId), isNull(members.deletedAt)))
        .orderBy(asc(members.firstName), asc(members.lastName));
    },

    async findManyInClub(clubId: string, ids: string[]): Promise<MemberRow[]> {
      return db
        .select(memberSelection)
        .from(members)
        .where(and(eq(members.clubId, clubId), inArray(members.id, ids), isNull(members.deletedAt)))
        .orderBy(asc(members.firstName), asc(members.lastName));
    },

    /** Members by id whether deleted or not (the ledger's history and invariant checks). */
    async findWithDeleted(clubId: string, ids: string[]): Promise<MemberRow[]> {
      return db
        .select(memberSelection)
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
      opts: { withDeleted?: boolean } = {},
    ): Promise<MemberRow[]> {
      const where = [eq(members.clubId, clubId), inArray(members.id, ids)];
      if (!opts.withDeleted) {
        where.push(isNull(members.deletedAt));
      }
      return db
        .select(memberSelection)
        .from(members)
        .where(and(...where))
        .orderBy(asc(members.id))
        .for('update');
    },

    /**
     * Locks one member of the club (deleted ones too, as `lockInClub` with `withDeleted`) and reads, in the same
     * statement, the club's payment methods a money change is checked against: one round trip fewer per
     * payment. Undefined when the club has no such member (the caller reads the club by itself then).
     */
    async lockWithPaymentMethods(
      clubId: string,
      id: string,
    ): Promise<{ member: MemberRow; club: ClubPaymentMethods } | undefined> {
      const [row] = await db
        .select({ member: memberSelection, club: paymentMethodsSelection })
        .from(members)
        .innerJoin(clubs, eq(clubs.id, members.clubId))
        .where(and(eq(members.clubId, clubId), eq(members.id, id)))
        .for('update', { of: members });
      return row;
    },

    /**
     * One member of the club (deleted ones too) with the club's payment methods, without a lock, and whether a
     * ledger row already has `idempotencyKey`: what a payment written in one statement is checked against first
     * (`LedgerRepo.payAtOnce`). Undefined when the club has no such member.
     */
    async findWithPaymentMethods(
      clubId: string,
      id: string,
      idempotencyKey: string | undefined,
    ): Promise<{ member: MemberRow; club: ClubPaymentMethods; keySeen: boolean } | undefined> {
      const [row] = await db
        .select({
          member: memberSelection,
          club: paymentMethodsSelection,
          keySeen: idempotencyKey
            ? sql<boolean>`exists (select 1 from transactions t where t.club_id = ${clubId}::uuid and t.idempotency_key = ${idempotencyKey}::uuid)`
            : sql<boolean>`false`,
        })
        .from(members)
        .innerJoin(clubs, eq(clubs.id, members.clubId))
        .where(and(eq(members.clubId, clubId), eq(members.id, id)));
      return row;
    },

    /**
     * Writes members' cached balances in one statement, whatever their number. Only the ledger calls it,
     * inside the transaction that locked the rows (`lockInClub`) and writes their transactions.
     */
    async setBalances(balances: ReadonlyMap<string, Cents>, at: Date): Promise<void> {
      if (balances.size === 0) {
        return;
      }
      await db.execute(balancesUpdate(balances, at));
    },

    /** `setBalances` as a write for the unit of work to send with its last statement (`Work.writeLast`). */
    setBalancesWrite(balances: ReadonlyMap<string, Cents>, at: Date): Write {
      return balancesUpdate(balances, at);
    },

    async insert(row: NewMember): Promise<MemberRow | undefined> {
      const [created] = await db.insert(members).values(row).returning(memberSelection);
      return created;
    },

    /** Writes a member's form fields (never its balance); undefined when no such member is in the club. */
    async updateFields(
      clubId: string,
      id: string,
      input: MemberFields,
      stamp: MemberStamp,
    ): Promise<MemberRow | undefined> {
      const [row] = await db
        .update(members)
        .set({ ...memberColumns(input), modifiedBy: stamp.by, modifiedAt: stamp.at })
        .where(and(eq(members.clubId, clubId), eq(members.id, id)))
        .returning(memberSelection);
      return row;
    },

    /** What a jumper sets of their own member (`PUT /api/member/me`). */
    async updateOwn(
      clubId: string,
      id: string,
      fields: { ownGear: boolean },
      stamp: MemberStamp,
    ): Promise<MemberRow | undefined> {
      const [row] = await db
        .update(members)
        .set({ ownGear: fields.ownGear, modifiedBy: stamp.by, modifiedAt: stamp.at })
        .where(and(eq(members.clubId, clubId), eq(members.id, id), isNull(members.deletedAt)))
        .returning(memberSelection);
      return row;
    },

    /** Brings a deleted member back; undefined when it is not a deleted member of the club. */
    async restore(clubId: string, id: string, stamp: MemberStamp) {
      const [row] = await db
        .update(members)
        .set({ deletedAt: null, modifiedBy: stamp.by, modifiedAt: stamp.at })
        .where(and(eq(members.clubId, clubId), eq(members.id, id), isNotNull(members.deletedAt)))
        .returning(memberSelection);
      return row;
    },

    /**
     * Hides members (the rows stay for the ledger and old loads) and unlinks them from their users, both
     * ways.
     */
    async softDelete(clubId: string, ids: string[], stamp: MemberStamp): Promise<void> {
      await db
        .update(memberships)
        .set({ linkedMemberId: null })
        .where(inArray(memberships.linkedMemberId, ids));
      await db
        .update(members)
        .set({ deletedAt: stamp.at, linkedUserId: null, modifiedBy: stamp.by, modifiedAt: stamp.at })
        .where(and(eq(members.clubId, clubId), inArray(members.id, ids)));
    },

    /** Whether a member of the club (not deleted) has this e-mail, whatever its case. */
    async isEmailInClub(clubId: string, email: string): Promise<boolean> {
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
        .limit(1);
      return rows.length > 0;
    },

    /** Clears the club or SIL membership flag of every member of the club (the yearly reset). */
    async resetMembership(clubId: string, which: 'club' | 'sil', stamp: MemberStamp) {
      const column = which === 'club' ? { isClubMember: false } : { isSILMember: false };
      await db
        .update(members)
        .set({ ...column, modifiedBy: stamp.by, modifiedAt: stamp.at })
        .where(and(eq(members.clubId, clubId), isNull(members.deletedAt)));
    },

    /** Deleted members whose balance is not zero: money still to settle (admins, issue 8). */
    async listDeletedWithBalance(clubId: string): Promise<MemberRow[]> {
      return db
        .select(memberSelection)
        .from(members)
        .where(and(eq(members.clubId, clubId), isNotNull(members.deletedAt), ne(members.balanceCents, 0)))
        .orderBy(asc(members.firstName), asc(members.lastName));
    },

    /** Sets (or clears, with null) the user a member is linked to. */
    async setLinkedUser(memberId: string, userId: string | null): Promise<void> {
      await db.update(members).set({ linkedUserId: userId }).where(eq(members.id, memberId));
    },

    /**
     * A member's jumps made on landed loads of the club, oldest first (club day, then load number): the
     * logbook's rows, one statement.
     */
    async logbookRows(clubId: string, memberId: string) {
      return db
        .select({
          loadId: loads.id,
          date: loads.date,
          loadNumber: loads.number,
          plane: planes.registration,
          altitude: loadJumpers.altitude,
          type: loadJumpers.type,
          groupRole: loadJumpers.groupRole,
          trainingJump: loadJumpers.trainingJumpName,
          chargedCents: loadJumpers.chargedCents,
          highOpening: loadJumpers.highOpening,
        })
        .from(loadJumpers)
        .innerJoin(loads, eq(loads.id, loadJumpers.loadId))
        .leftJoin(planes, eq(planes.id, loads.planeId))
        .where(
          and(
            eq(loadJumpers.clubId, clubId),
            eq(loadJumpers.memberId, memberId),
            eq(loads.state, 'landed'),
            eq(loadJumpers.didNotJump, false),
          ),
        )
        .orderBy(asc(loads.date), asc(loads.number), asc(loads.landedAt));
    },

    /**
     * The training jumps of the club's students (not deleted) on landed loads, did-not-jump ones too, each
     * student's oldest first (club day, then load number): what `lastTrainingJumps` reads, one statement for
     * the whole list.
     */
    async studentTrainingJumpRows(clubId: string): Promise<TrainingJumpRow[]> {
      return db
        .select({
          memberId: loadJumpers.memberId,
          trainingJumpId: sql<string>`${loadJumpers.trainingJumpId}`,
          trainingJumpName: sql<string>`coalesce(${loadJumpers.trainingJumpName}, '')`,
          didNotJump: loadJumpers.didNotJump,
        })
        .from(loadJumpers)
        .innerJoin(loads, eq(loads.id, loadJumpers.loadId))
        .innerJoin(members, eq(members.id, loadJumpers.memberId))
        .where(
          and(
            eq(members.clubId, clubId),
            eq(loadJumpers.clubId, clubId),
            isNotNull(loadJumpers.trainingJumpId),
            eq(loads.state, 'landed'),
            inArray(members.role, [...studentTypes]),
            isNull(members.deletedAt),
          ),
        )
        .orderBy(asc(loadJumpers.memberId), asc(loads.date), asc(loads.number));
    },

    /** Unlinks whichever member a user is linked to (the user is being deleted). */
    async unlinkUser(clubId: string, userId: string): Promise<void> {
      await db
        .update(members)
        .set({ linkedUserId: null })
        .where(and(eq(members.clubId, clubId), eq(members.linkedUserId, userId)));
    },
  };
}

export type MembersRepo = ReturnType<typeof createMembersRepo>;
