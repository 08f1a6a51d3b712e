import {
  type Actor,
  BANK_TRANSFER_METHOD,
  cents,
  decideMovement,
  hasAccount,
  type StatementImportResult,
} from '@dz/shared';
import type { Work } from '../../events/unit-of-work';
import type { LedgerService } from '../ledger/ledger.service';
import type { MemberRow } from '../members/members.repo';
import type { BankEntryRow, NewBankEntry } from './bank.repo';
import { bankPaymentComment } from './receipts';
import type { ParsedStatement } from './statements/statement';

/** Rows per statement: a 10 MB file holds tens of thousands of movements, a statement at most 65 535 parameters. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    out.push(items.slice(i, i + CHUNK));
  }
  return out;
}

/** What an import wrote: the answer, and the booked movements and their members for the receipts. */
export interface BookedStatement {
  summary: StatementImportResult;
  booked: BankEntryRow[];
  members: MemberRow[];
}

/**
 * Books a parsed statement inside the caller's unit of work: every movement is stored once (the bank's id is
 * unique per club: a movement an earlier import holds is skipped), each new credit with the reference of a member
 * who has an account becomes a ledger payment, the rest wait for review. The import and each payment are audited;
 * the members paid hear it after the commit.
 */
export async function bookStatement(
  work: Work,
  deps: { ledger: Pick<LedgerService, 'applyEntries'>; now: () => Date },
  actor: Actor,
  statement: ParsedStatement,
): Promise<BookedStatement> {
  const { repos, emit } = work;
  const { clubId } = actor;
  const { format, entries } = statement;
  const at = deps.now();
  // the members the references name, read once: a decision needs to know whether they exist and have an account
  const seqs = new Set<number>();
  for (const e of entries) {
    const d = decideMovement(e, () => ({ hasAccount: true, deleted: false }));
    if (d.book) {
      seqs.add(d.seq);
    }
  }
  const referenced = (
    await Promise.all(chunks([...seqs]).map((part) => repos.bank.membersByReferenceSeq(clubId, part)))
  ).flat();
  const bySeq = new Map(referenced.map((m) => [m.referenceSeq, m]));
  // the members locked first, in their ids' order, before any movement naming them is written: a movement's row
  // takes a key-share lock on its member (the foreign key), and two imports paying one member would otherwise each
  // hold that while waiting for the other's lock of the member (a deadlock, seen on PostgreSQL)
  const referencedIds = [...new Set(referenced.map((m) => m.id))].sort();
  for (const part of chunks(referencedIds)) {
    await repos.members.lockInClub(clubId, part, { withDeleted: true });
  }
  const rows: NewBankEntry[] = entries.map((e) => {
    const decision = decideMovement(e, (seq) => {
      const m = bySeq.get(seq);
      return m && { hasAccount: hasAccount(m), deleted: m.deletedAt !== null };
    });
    return {
      clubId,
      entryRef: e.entryRef,
      format,
      bookingDate: e.bookingDate,
      amountCents: e.amountCents,
      direction: e.direction,
      reversal: e.reversal,
      reference: e.reference,
      payerName: e.payerName ?? '',
      message: e.message ?? '',
      status: decision.book ? 'booked' : 'review',
      reviewReason: decision.book ? null : decision.reason,
      memberId: decision.book ? (bySeq.get(decision.seq)?.id ?? null) : null,
      importedBy: actor.userId,
      importedAt: at,
    };
  });
  // in the bank ids' order: two imports of overlapping files wait for each other's rows in one order
  rows.sort((a, b) => (a.entryRef < b.entryRef ? -1 : a.entryRef > b.entryRef ? 1 : 0));
  const inserted: BankEntryRow[] = [];
  for (const part of chunks(rows)) {
    inserted.push(...(await repos.bank.insertNew(part)));
  }
  const booked = inserted.filter((r) => r.status === 'booked' && r.memberId !== null);
  const balanceAfter = new Map<string, number>();
  const members = new Map<string, MemberRow>();
  for (const part of chunks(booked)) {
    const written = await deps.ledger.applyEntries(
      repos,
      clubId,
      part.map((r) => ({
        memberId: r.memberId as string,
        amountCents: cents(r.amountCents),
        kind: 'payment' as const,
        method: BANK_TRANSFER_METHOD,
        comment: bankPaymentComment(r),
        createdBy: actor.userId,
        sourceType: 'bankEntry',
        sourceId: r.id,
      })),
    );
    for (const row of written.rows) {
      if (row.sourceId) {
        balanceAfter.set(row.sourceId, row.newBalanceCents);
      }
    }
    for (const m of written.members) {
      members.set(m.id, m);
    }
    await repos.bank.linkTransactions(part.map((r) => r.id));
  }
  const summary: StatementImportResult = {
    format,
    entries: entries.length,
    booked: booked.length,
    duplicates: entries.length - inserted.length,
    toReview: inserted.filter((r) => r.status === 'review').length,
    bookedCents: booked.reduce((sum, r) => sum + r.amountCents, 0),
  };
  // the import's counts, and its euros as `amountCents` (the trail turns `…Cents` into euros under the name without it)
  const { bookedCents, ...counts } = summary;
  await repos.audit.append([
    {
      clubId,
      at,
      actorUserId: actor.userId,
      action: 'bankImport',
      after: { ...counts, amountCents: bookedCents },
    },
  ]);
  for (const part of chunks(booked)) {
    await repos.audit.append(
      part.map((r) => ({
        clubId,
        at,
        actorUserId: actor.userId,
        action: 'payment' as const,
        memberId: r.memberId,
        after: {
          balanceCents: balanceAfter.get(r.id) ?? null,
          amountCents: r.amountCents,
          method: BANK_TRANSFER_METHOD,
          comment: bankPaymentComment(r),
        },
      })),
    );
  }
  const paidOf = new Map<string, number>();
  for (const r of booked) {
    paidOf.set(r.memberId as string, (paidOf.get(r.memberId as string) ?? 0) + r.amountCents);
  }
  for (const m of members.values()) {
    const paid = paidOf.get(m.id) ?? 0;
    emit({
      type: 'paymentTaken',
      clubId,
      memberId: m.id,
      notifyUserId: m.linkedUserId,
      amountCents: cents(paid),
    });
  }
  if (booked.length === 0) {
    emit({ type: 'balancesChanged', clubId });
  }
  return { summary, booked, members: [...members.values()] };
}
