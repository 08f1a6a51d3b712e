import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankEntries, members, transactions } from '../../db/schema/index';

export type BankEntryRow = typeof bankEntries.$inferSelect;
export type NewBankEntry = typeof bankEntries.$inferInsert;

/** A member as matching an incoming payment looks at it. */
const matchSelection = {
  id: members.id,
  referenceSeq: members.referenceSeq,
  firstName: members.firstName,
  lastName: members.lastName,
  role: members.role,
  linkedUserId: members.linkedUserId,
  email: members.email,
  deletedAt: members.deletedAt,
};
export type MemberToMatch = { [K in keyof typeof matchSelection]: (typeof members.$inferSelect)[K] };

/** The imported bank movements of a club: written once each (the bank's id is unique), then resolved. */
export function createBankRepo(db: DbOrTx) {
  return {
    /**
     * Inserts the movements no earlier import holds (the club and the bank's `entryRef` are unique) and answers
     * only those: a file imported twice, or two overlapping ones, or two imports of one file at once (the second
     * waits on the first's rows and then skips them) write each movement once.
     */
    async insertNew(rows: NewBankEntry[]): Promise<BankEntryRow[]> {
      if (rows.length === 0) {
        return [];
      }
      return db
        .insert(bankEntries)
        .values(rows)
        .onConflictDoNothing({ target: [bankEntries.clubId, bankEntries.entryRef] })
        .returning();
    },

    /** The club's members (deleted ones too) whose reference is made from these numbers. */
    async membersByReferenceSeq(clubId: string, seqs: number[]): Promise<MemberToMatch[]> {
      if (seqs.length === 0) {
        return [];
      }
      return db
        .select(matchSelection)
        .from(members)
        .where(and(eq(members.clubId, clubId), inArray(members.referenceSeq, seqs)));
    },

    /** The club's members who are not deleted, for suggesting a payer by name. */
    async activeMembers(clubId: string): Promise<MemberToMatch[]> {
      return db
        .select(matchSelection)
        .from(members)
        .where(and(eq(members.clubId, clubId), isNull(members.deletedAt)));
    },

    /** Links booked movements to the ledger rows written for them (`sourceType` bankEntry), in one statement. */
    async linkTransactions(ids: string[]): Promise<void> {
      if (ids.length === 0) {
        return;
      }
      await db
        .update(bankEntries)
        .set({
          transactionId: sql`(select ${transactions.id} from ${transactions} where ${transactions.sourceType} = 'bankEntry' and ${transactions.sourceId} = ${bankEntries.id})`,
        })
        .where(inArray(bankEntries.id, ids));
    },

    /** The movements waiting for review, oldest booking first. */
    async listReview(clubId: string): Promise<BankEntryRow[]> {
      return db
        .select()
        .from(bankEntries)
        .where(and(eq(bankEntries.clubId, clubId), eq(bankEntries.status, 'review')))
        .orderBy(asc(bankEntries.bookingDate), asc(bankEntries.importedAt), asc(bankEntries.id));
    },

    /** One movement of the club, locked until the caller's transaction ends. */
    async lock(clubId: string, id: string): Promise<BankEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(bankEntries)
        .where(and(eq(bankEntries.clubId, clubId), eq(bankEntries.id, id)))
        .for('update');
      return row;
    },

    /** Writes how a movement of the review queue was resolved. */
    async resolve(
      id: string,
      resolution: Pick<
        NewBankEntry,
        'status' | 'memberId' | 'transactionId' | 'dismissReason' | 'resolvedBy' | 'resolvedAt'
      >,
    ): Promise<void> {
      await db.update(bankEntries).set(resolution).where(eq(bankEntries.id, id));
    },
  };
}

export type BankRepo = ReturnType<typeof createBankRepo>;
