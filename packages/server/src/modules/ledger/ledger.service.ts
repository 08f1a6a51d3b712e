import { createHash } from 'node:crypto';
import {
  amountToReach,
  applyAmount,
  DomainError,
  eurosToCents,
  isPaymentMethodAllowed,
  type paymentBody,
  type TransactionKind,
  type transactionBody,
} from '@dz/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { TransactionLoadRef } from '../../db/schema/transactions';
import type { Realtime } from '../../realtime/realtime';
import { createClubRepo } from '../club/club.repo';
import { createMembersRepo, type MemberRow } from '../members/members.repo';
import type { UserRow } from '../users/users.repo';
import { createLedgerRepo, type TransactionRow } from './ledger.repo';

/** One balance change to write: the ledger row and the member's new cached balance go together. */
export interface LedgerEntry {
  memberId: string;
  amountCents: number;
  kind: TransactionKind;
  method?: string;
  comment?: string;
  createdBy: string | null;
  sourceType?: string;
  sourceId?: string;
  idempotencyKey?: string;
  /** What the keyed request asked for (`requestHash`): a key reused for another request is refused. */
  requestHash?: string;
  /**
   * The admin settling a deleted member's balance. Refunds reach deleted members anyway; every other
   * write to a deleted member is refused as "Member not found".
   */
  settlesDeleted?: boolean;
  /** Jump charges and refunds: the load, so each reader's language can say the row's text. */
  loadRef?: TransactionLoadRef;
}

/** Reversals of earlier writes: they must land even when the member was deleted in between. */
const reversingKinds: ReadonlySet<TransactionKind> = new Set(['refund']);

/** sha256 of a request's fields in a fixed order: what an idempotency key was first used for. */
export function hashRequest(fields: Record<string, string | number>): string {
  const canonical = JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((k) => [k, fields[k]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

function isIdempotencyClash(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgErr = e.cause ?? e;
  return pgErr.code === '23505' && pgErr.constraint === 'transactions_idempotency_uq';
}

/**
 * The money ledger. Every balance change is a transaction row written in the same database transaction
 * that updates the member's cached balance, under a lock of the member rows; the number of statements
 * does not grow with the number of entries (landing a load charges many jumpers at once).
 */
export function createLedgerService(deps: { db: Db; realtime: Realtime; now: () => Date }) {
  const { db, realtime, now } = deps;
  const members = createMembersRepo(db);
  const ledger = createLedgerRepo(db);
  const clubs = createClubRepo(db);

  /**
   * Writes entries inside the caller's transaction: locks the members (in id order), checks each new
   * balance against the bounds, then one UPDATE of the balances and one INSERT of the rows.
   */
  async function applyEntries(
    tx: Tx,
    clubId: string,
    entries: LedgerEntry[],
  ): Promise<{ rows: TransactionRow[]; members: MemberRow[] }> {
    if (entries.length === 0) {
      return { rows: [], members: [] };
    }
    const ids = [...new Set(entries.map((e) => e.memberId))];
    const locked = await members.lockInClub(clubId, ids, tx, { withDeleted: true });
    if (locked.length !== ids.length) {
      throw new DomainError('memberNotFound');
    }
    const deleted = new Set(locked.filter((m) => m.deletedAt).map((m) => m.id));
    if (entries.some((e) => deleted.has(e.memberId) && !reversingKinds.has(e.kind) && !e.settlesDeleted)) {
      throw new DomainError('memberNotFound');
    }
    const balances = new Map(locked.map((m) => [m.id, m.balanceCents]));
    const at = now();
    const rows = entries.map((e) => {
      const next = applyAmount(balances.get(e.memberId) ?? 0, e.amountCents);
      balances.set(e.memberId, next);
      return {
        clubId,
        memberId: e.memberId,
        amountCents: e.amountCents,
        newBalanceCents: next,
        kind: e.kind,
        method: e.method ?? '',
        comment: e.comment ?? '',
        createdBy: e.createdBy,
        sourceType: e.sourceType ?? null,
        sourceId: e.sourceId ?? null,
        idempotencyKey: e.idempotencyKey ?? null,
        requestHash: e.requestHash ?? null,
        loadRef: e.loadRef ?? null,
        createdAt: at,
      };
    });
    const values = sql.join(
      [...balances].map(([id, balance]) => sql`(${id}::uuid, ${balance}::bigint)`),
      sql`, `,
    );
    await tx.execute(
      sql`update members set balance_cents = v.balance, modified_at = ${at} from (values ${values}) as v(id, balance) where members.id = v.id`,
    );
    const written = await ledger.insert(rows, tx);
    const updated = locked.map((m) => ({ ...m, balanceCents: balances.get(m.id) ?? m.balanceCents }));
    return { rows: written, members: updated };
  }

  /** A keyed request seen before: the same request answers the first result, another one is a 409. */
  function assertSameRequest(first: TransactionRow, hash: string) {
    // rows written before request hashes were stored (null) count as the same request
    if (first.requestHash !== null && first.requestHash !== hash) {
      throw new DomainError('idempotencyKeyReused');
    }
  }

  /**
   * Runs a single-member money change once per idempotency key: a repeat of the same request answers the
   * member as it is; the key with another request (member, amount, method, comment) answers 409.
   * A deleted member takes money only while its balance is not zero (the admin settling it).
   * `afterCommit` runs only when this call wrote the change, never for a repeat.
   */
  async function once(
    actor: UserRow,
    memberId: string,
    request: { key: string | undefined; fields: Record<string, string | number> },
    build: (member: MemberRow) => LedgerEntry,
    afterCommit?: (member: MemberRow) => void,
  ) {
    const { key } = request;
    const hash = hashRequest({ ...request.fields, memberId });
    try {
      let written = false;
      const member = await db.transaction(async (tx) => {
        const [locked] = await members.lockInClub(actor.clubId, [memberId], tx, { withDeleted: true });
        if (!locked) {
          throw new DomainError('memberNotFound');
        }
        const first = key ? await ledger.findByIdempotencyKey(actor.clubId, key, tx) : undefined;
        if (first) {
          assertSameRequest(first, hash);
          return locked;
        }
        if (locked.deletedAt && locked.balanceCents === 0) {
          throw new DomainError('memberNotFound');
        }
        const { members: after } = await applyEntries(tx, actor.clubId, [
          {
            ...build(locked),
            idempotencyKey: key,
            requestHash: key ? hash : undefined,
            settlesDeleted: !!locked.deletedAt,
          },
        ]);
        written = true;
        return after[0] as MemberRow;
      });
      realtime.broadcast(actor.clubId, 'paymentsUpdated', { memberId });
      realtime.broadcast(actor.clubId, 'membersUpdated');
      if (written) {
        afterCommit?.(member);
      }
      return member;
    } catch (err) {
      if (key && isIdempotencyClash(err)) {
        const first = await ledger.findByIdempotencyKey(actor.clubId, key);
        if (first) {
          assertSameRequest(first, hash);
        }
        const [current] = await members.findWithDeleted(actor.clubId, [memberId]);
        if (current) {
          return current;
        }
      }
      throw err;
    }
  }

  async function checkMethod(clubId: string, method: string) {
    const club = await clubs.findById(clubId);
    if (!club) {
      throw new DomainError('clubNotFound');
    }
    if (!isPaymentMethodAllowed(method, club)) {
      throw new DomainError('customPaymentMethod');
    }
  }

  function assertHasAccount(member: MemberRow) {
    // tandem passengers pay at the desk; they have no account in the club (spec section 5)
    if (member.role === 'student-tandem') {
      throw new DomainError('paymentFailed', { detail: 'tandemStudentNoAccount' });
    }
  }

  return {
    applyEntries,

    /** After a batch (a landing) commits: balances and payment lists refresh everywhere. */
    announce(clubId: string) {
      realtime.broadcast(clubId, 'paymentsUpdated');
      realtime.broadcast(clubId, 'membersUpdated');
    },

    /** `POST /api/payment`: adds `+amount` to the member's balance. */
    async recordPayment(actor: UserRow, body: z.output<typeof paymentBody>): Promise<MemberRow> {
      await checkMethod(actor.clubId, body.method);
      const amountCents = eurosToCents(body.amount) as number;
      return once(
        actor,
        body.memberId,
        {
          key: body.idempotencyKey,
          fields: { kind: 'payment', amountCents, method: body.method, comment: body.comment },
        },
        (member) => {
          assertHasAccount(member);
          return {
            memberId: member.id,
            amountCents,
            kind: 'payment',
            method: body.method,
            comment: body.comment,
            createdBy: actor.id,
          };
        },
        // the admin's payment dialog: the paying member's own open app says the payment arrived
        (member) => {
          if (member.linkedUserId && member.linkedUserId !== actor.id) {
            realtime.sendToUser(member.linkedUserId, 'paymentsUpdatedNotifySender', {
              memberId: member.id,
              amount: body.amount,
            });
          }
        },
      );
    },

    /** `POST /api/transaction`: an amount, or a new balance written as the one difference. */
    async recordTransaction(actor: UserRow, body: z.output<typeof transactionBody>): Promise<MemberRow> {
      const method = body.method ?? '';
      if (method) {
        await checkMethod(actor.clubId, method);
      }
      const fields: Record<string, string | number> =
        body.newBalance !== undefined
          ? { kind: 'newBalance', targetCents: eurosToCents(body.newBalance) as number }
          : { kind: 'payment', amountCents: eurosToCents(body.amount ?? 0) as number };
      const request = { key: body.idempotencyKey, fields: { ...fields, method, comment: body.comment } };
      return once(actor, body.for, request, (member) => {
        assertHasAccount(member);
        if (body.newBalance !== undefined) {
          const target = eurosToCents(body.newBalance) as number;
          return {
            memberId: member.id,
            amountCents: amountToReach(member.balanceCents, target),
            kind: 'newBalance',
            method,
            comment: body.comment,
            createdBy: actor.id,
          };
        }
        return {
          memberId: member.id,
          amountCents: eurosToCents(body.amount ?? 0) as number,
          kind: 'payment',
          method,
          comment: body.comment,
          createdBy: actor.id,
        };
      });
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
