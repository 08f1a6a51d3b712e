import {
  type Actor,
  BANK_TRANSFER_METHOD,
  type BankReviewEntry,
  canReadMembersInFull,
  canTakePayments,
  cents,
  DomainError,
  type ErrorDetailKey,
  hasAccount,
  type PaymentInfo,
  type StatementImportResult,
} from '@dz/shared';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import type { AuditEntry } from '../audit/audit.repo';
import type { LedgerService } from '../ledger/ledger.service';
import { toReviewEntry } from './bank.presenter';
import type { BankEntryRow, NewBankEntry } from './bank.repo';
import { paymentInfoOf } from './payment-info.presenter';
import { bankPaymentComment, receiptMails } from './receipts';
import { bookStatement } from './statement-import';
import { parseStatement } from './statements/parse-statement';
import type { StatementProblem } from './statements/statement';

/** The detail line a refused file's error carries. */
const problemDetail: Record<StatementProblem, ErrorDetailKey> = {
  unknownFormat: 'statementUnknownFormat',
  brokenFile: 'statementBroken',
  otherCurrency: 'statementOtherCurrency',
  sumMismatch: 'statementSumMismatch',
  tooLarge: 'statementTooLarge',
};

export interface BankDeps {
  repos: Pick<Repos, 'bank' | 'clubs' | 'members'>;
  uow: UnitOfWork;
  ledger: Pick<LedgerService, 'applyEntries'>;
  /** Sends the "we received your payment" mails after a commit (best effort). */
  sendReceipts: (mails: ReturnType<typeof receiptMails>) => void;
  now: () => Date;
}

/**
 * Bank transfers that book themselves: the payment instructions of a member, statements imported and matched by
 * the members' references (each bank movement once, however often a file comes), and the review queue of what
 * did not match. Every booking is a ledger row written in the import's own transaction.
 */
export function createBankService(deps: BankDeps) {
  const { repos, uow, ledger, now } = deps;

  function assertCanTakeMoney(actor: Actor) {
    if (!canTakePayments(actor)) {
      throw new DomainError('onlyAdmin');
    }
  }

  return {
    /** `GET /api/member/{id}/payment-info`: the member themself, staff who read members in full, treasurers, admins. */
    async paymentInfo(actor: Actor, memberId: string): Promise<PaymentInfo> {
      if (actor.memberId !== memberId && !canReadMembersInFull(actor) && !canTakePayments(actor)) {
        throw new DomainError('memberNotFound');
      }
      const member = await repos.members.findInClub(actor.clubId, memberId);
      const club = await repos.clubs.findById(actor.clubId);
      if (!member || !club) {
        throw new DomainError('memberNotFound');
      }
      if (!club.bankIban) {
        throw new DomainError('bankAccountMissing');
      }
      return paymentInfoOf(club, member);
    },

    /** `POST /api/bank/statements` (admins): books the file's credits with a member's reference, queues the rest. */
    async importStatement(actor: Actor, file: Buffer): Promise<StatementImportResult> {
      assertCanTakeMoney(actor);
      const parsed = parseStatement(file);
      if (!parsed.ok) {
        throw new DomainError('bankFileRefused', { detail: problemDetail[parsed.problem] });
      }
      const { clubId } = actor;
      const result = await uow.run((work) => bookStatement(work, { ledger, now }, actor, parsed.statement));
      const club = await repos.clubs.findById(clubId);
      if (club?.sendPaymentReceipts && result.booked.length > 0) {
        deps.sendReceipts(receiptMails(club, result.members, result.booked));
      }
      return result.summary;
    },

    /** `GET /api/bank/review` (admins): what waits, each with the member a name match suggests. */
    async listReview(actor: Actor): Promise<BankReviewEntry[]> {
      assertCanTakeMoney(actor);
      const rows = await repos.bank.listReview(actor.clubId);
      const members = rows.length > 0 ? await repos.bank.activeMembers(actor.clubId) : [];
      return rows.map((r) => toReviewEntry(r, members));
    },

    /** `POST /api/bank/review/{id}/assign` (admins): books a credit of the queue on a member. */
    async assign(actor: Actor, id: string, memberId: string): Promise<void> {
      assertCanTakeMoney(actor);
      const { clubId } = actor;
      await uow.run(async ({ repos, emit }) => {
        const entry = await lockWaiting(repos, clubId, id);
        if (entry.direction !== 'credit' || entry.reversal) {
          throw new DomainError('bankEntryNotCredit');
        }
        const member = await repos.members.findInClub(clubId, memberId);
        if (!member) {
          throw new DomainError('memberNotFound');
        }
        if (!hasAccount(member)) {
          throw new DomainError('paymentFailed', { detail: 'tandemStudentNoAccount' });
        }
        const at = now();
        const { rows, members } = await ledger.applyEntries(repos, clubId, [
          {
            memberId,
            amountCents: cents(entry.amountCents),
            kind: 'payment',
            method: BANK_TRANSFER_METHOD,
            comment: bankPaymentComment(entry),
            createdBy: actor.userId,
            sourceType: 'bankEntry',
            sourceId: entry.id,
          },
        ]);
        await resolve(
          repos,
          actor,
          entry,
          at,
          { status: 'assigned', memberId, transactionId: rows[0]?.id ?? null },
          {
            action: 'bankAssigned',
            memberId,
            before: {
              reviewReason: entry.reviewReason,
              reference: entry.reference,
              payerName: entry.payerName,
            },
            after: {
              balanceCents: members[0]?.balanceCents ?? null,
              amountCents: entry.amountCents,
              method: BANK_TRANSFER_METHOD,
              comment: bankPaymentComment(entry),
            },
          },
        );
        emit({
          type: 'paymentTaken',
          clubId,
          memberId,
          notifyUserId: member.linkedUserId,
          amountCents: cents(entry.amountCents),
        });
      });
    },

    /** `POST /api/bank/review/{id}/dismiss` (admins): takes a movement off the queue, with the reason. */
    async dismiss(actor: Actor, id: string, reason: string): Promise<void> {
      assertCanTakeMoney(actor);
      const { clubId } = actor;
      await uow.run(async ({ repos, emit }) => {
        const entry = await lockWaiting(repos, clubId, id);
        const at = now();
        await resolve(
          repos,
          actor,
          entry,
          at,
          { status: 'dismissed', dismissReason: reason },
          {
            action: 'bankDismissed',
            before: {
              amountCents: entry.direction === 'credit' ? entry.amountCents : -entry.amountCents,
              reference: entry.reference,
              payerName: entry.payerName,
            },
            after: { reason },
          },
        );
        emit({ type: 'balancesChanged', clubId });
      });
    },
  };
}

/** A movement of the club that still waits in the queue, locked; refused when gone or handled. */
async function lockWaiting(repos: Pick<Repos, 'bank'>, clubId: string, id: string): Promise<BankEntryRow> {
  const entry = await repos.bank.lock(clubId, id);
  if (!entry) {
    throw new DomainError('bankEntryNotFound');
  }
  if (entry.status !== 'review') {
    throw new DomainError('bankEntryResolved');
  }
  return entry;
}

/** Writes how a movement of the queue was resolved, by whom and when, and its line in the audit trail. */
async function resolve(
  repos: Pick<Repos, 'bank' | 'audit'>,
  actor: Actor,
  entry: BankEntryRow,
  at: Date,
  resolution: Pick<NewBankEntry, 'status' | 'memberId' | 'transactionId' | 'dismissReason'>,
  audit: Pick<AuditEntry, 'action' | 'memberId' | 'before' | 'after'>,
): Promise<void> {
  await repos.bank.resolve(entry.id, { ...resolution, resolvedBy: actor.userId, resolvedAt: at });
  await repos.audit.append([{ clubId: actor.clubId, at, actorUserId: actor.userId, ...audit }]);
}

export type BankService = ReturnType<typeof createBankService>;
