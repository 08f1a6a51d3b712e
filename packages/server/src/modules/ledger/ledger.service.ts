import { createHash } from 'node:crypto';
import {
  type Actor,
  amountToReach,
  applyAmount,
  type Cents,
  canTakePayments,
  cents,
  DomainError,
  hasAccount,
  isPaymentMethodAllowed,
  type paymentBody,
  type TransactionKind,
  type transactionBody,
} from '@dz/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import type { DomainEvent } from '../../events/domain-events';
import type { UnitOfWork } from '../../events/unit-of-work';
import { countersOf } from '../../read-models/invalidation';
import type { Repos } from '../../repos';
import type { MemberRow } from '../members/members.repo';
import type { NewLedgerRow, TransactionLoadRef, TransactionRow } from './ledger.repo';
import { createLedgerHistory } from './ledger-history.service';

/** One balance change to write: the ledger row and the member's new cached balance go together. */
export interface LedgerEntry {
  memberId: string;
  amountCents: Cents;
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

export interface LedgerDeps {
  repos: Pick<Repos, 'clubs' | 'ledger' | 'members' | 'audit'>;
  uow: UnitOfWork;
  now: () => Date;
}

/**
 * The money ledger. Every balance change is a transaction row written in the same database transaction
 * that updates the member's cached balance, under a lock of the member rows; the number of statements
 * does not grow with the number of entries (landing a load charges many jumpers at once). Balances and
 * payment lists refresh through domain events, published after the commit.
 */
export function createLedgerService(deps: LedgerDeps) {
  const { repos, uow, now } = deps;

  /**
   * The rows and new balances of entries on members locked by the caller (`locked`, every member the entries
   * name): refuses a write to a deleted member (but reversals and settling) and checks each new balance against
   * the bounds. Writes nothing.
   */
  function entriesOn(locked: MemberRow[], clubId: string, entries: LedgerEntry[]) {
    const deleted = new Set(locked.filter((m) => m.deletedAt).map((m) => m.id));
    if (entries.some((e) => deleted.has(e.memberId) && !reversingKinds.has(e.kind) && !e.settlesDeleted)) {
      throw new DomainError('memberNotFound');
    }
    const balances = new Map(locked.map((m) => [m.id, cents(m.balanceCents)]));
    const at = now();
    const rows = entries.map((e): NewLedgerRow => {
      const next = applyAmount(balances.get(e.memberId) ?? cents(0), e.amountCents);
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
    const updated = locked.map((m) => ({ ...m, balanceCents: balances.get(m.id) ?? m.balanceCents }));
    return { rows, balances, at, members: updated };
  }

  /**
   * Writes entries inside the caller's unit of work (`repos`, the work's): locks the members (in id order), checks
   * each new balance against the bounds, then one UPDATE of the balances and one INSERT of the rows.
   */
  async function applyEntries(
    repos: Pick<Repos, 'members' | 'ledger'>,
    clubId: string,
    entries: LedgerEntry[],
  ): Promise<{ rows: TransactionRow[]; members: MemberRow[] }> {
    if (entries.length === 0) {
      return { rows: [], members: [] };
    }
    const ids = [...new Set(entries.map((e) => e.memberId))];
    const locked = await repos.members.lockInClub(clubId, ids, { withDeleted: true });
    if (locked.length !== ids.length) {
      throw new DomainError('memberNotFound');
    }
    const { rows, balances, at, members } = entriesOn(locked, clubId, entries);
    await repos.members.setBalances(balances, at);
    const written = await repos.ledger.insert(rows);
    return { rows: written, members };
  }

  /** A keyed request seen before: the same request answers the first result, another one is a 409. */
  function assertSameRequest(first: TransactionRow, hash: string) {
    // rows written before request hashes were stored (null) count as the same request
    if (first.requestHash !== null && first.requestHash !== hash) {
      throw new DomainError('idempotencyKeyReused');
    }
  }

  /**
   * A payment of a fixed amount written in one statement (`LedgerRepo.payAtOnce`, no transaction's round trips)
   * after the member and the club's methods are read and checked: the common case of a desk taking money. Answers
   * undefined, having written nothing, whenever the locked way must decide: a key seen before, a deleted or missing
   * member, a member changed since the read, or a balance that would leave its bounds; the locked way then answers
   * or refuses it with the reason. A refused method or a member without an account is refused here.
   */
  async function payAtOnce(
    actor: Actor,
    memberId: string,
    request: { key: string | undefined; method?: string; hash: string },
    build: (member: MemberRow) => LedgerEntry,
    announce: (member: MemberRow) => DomainEvent,
  ): Promise<MemberRow | undefined> {
    const { clubId } = actor;
    const found = await repos.members.findWithPaymentMethods(clubId, memberId, request.key);
    if (!found || found.keySeen || found.member.deletedAt) {
      return undefined;
    }
    if (request.method !== undefined) {
      checkMethod(found.club, request.method);
    }
    const entry = build(found.member);
    if (entry.kind !== 'payment') {
      return undefined;
    }
    const at = now();
    const balance = await repos.ledger.payAtOnce({
      clubId,
      memberId,
      role: found.member.role,
      amountCents: entry.amountCents,
      kind: 'payment',
      method: entry.method ?? '',
      comment: entry.comment ?? '',
      createdBy: actor.userId,
      idempotencyKey: request.key,
      requestHash: request.key ? request.hash : undefined,
      at,
      auditAction: 'payment',
      stale: countersOf(announce(found.member)),
    });
    if (balance === undefined) {
      return undefined;
    }
    const member: MemberRow = { ...found.member, balanceCents: balance, modifiedAt: at };
    uow.announce(announce(member));
    return member;
  }

  /**
   * Runs a single-member money change once per idempotency key: a repeat of the same request answers the
   * member as it is; the key with another request (member, amount, method, comment) answers 409.
   * A deleted member takes money only while its balance is not zero (the admin settling it).
   * `announce` says what the written change was; a repeat only refreshes the member's balance and list.
   * `request.method`, when given, is checked against the club's payment methods first, read with the member's
   * lock (one statement).
   */
  async function once(
    actor: Actor,
    memberId: string,
    request: {
      key: string | undefined;
      method?: string;
      fields: Record<string, string | number>;
      /** A fixed amount (not a new balance): written in one statement when nothing stands in the way (`payAtOnce`). */
      atOnce?: boolean;
    },
    build: (member: MemberRow) => LedgerEntry,
    announce: (member: MemberRow) => DomainEvent,
  ) {
    const { key } = request;
    const { clubId } = actor;
    const hash = hashRequest({ ...request.fields, memberId });
    try {
      if (request.atOnce) {
        const paid = await payAtOnce(actor, memberId, { ...request, hash }, build, announce);
        if (paid) {
          return paid;
        }
      }
      return await uow.run(async ({ repos, emit, writeLast }) => {
        const found = await repos.members.lockWithPaymentMethods(clubId, memberId);
        if (request.method !== undefined) {
          checkMethod(found?.club ?? (await repos.clubs.findById(clubId)), request.method);
        }
        const locked = found?.member;
        if (!locked) {
          throw new DomainError('memberNotFound');
        }
        const first = key ? await repos.ledger.findByIdempotencyKey(clubId, key) : undefined;
        if (first) {
          assertSameRequest(first, hash);
          emit({ type: 'balancesChanged', clubId, memberId });
          return locked;
        }
        if (locked.deletedAt && locked.balanceCents === 0) {
          throw new DomainError('memberNotFound');
        }
        const entry = build(locked);
        // the member is locked: the balance, its ledger row and the audit go with the counters, in one statement
        const { rows, balances, at, members } = entriesOn([locked], clubId, [
          {
            ...entry,
            idempotencyKey: key,
            requestHash: key ? hash : undefined,
            settlesDeleted: !!locked.deletedAt,
          },
        ]);
        const member = members[0] as MemberRow;
        const [row] = rows as [NewLedgerRow];
        writeLast(
          repos.members.setBalancesWrite(balances, at),
          repos.ledger.insertWrite([row]),
          repos.audit.appendWrite([
            {
              clubId,
              at: now(),
              actorUserId: actor.userId,
              action: entry.kind === 'payment' ? 'payment' : 'newBalance',
              memberId,
              before: { balanceCents: locked.balanceCents },
              after: {
                balanceCents: member.balanceCents,
                amountCents: entry.amountCents,
                method: entry.method ?? '',
                comment: entry.comment ?? '',
              },
            },
          ]),
        );
        emit(announce(member));
        return member;
      });
    } catch (err) {
      if (key && isUniqueViolation(err, 'transactions_idempotency_uq')) {
        const first = await repos.ledger.findByIdempotencyKey(clubId, key);
        if (first) {
          assertSameRequest(first, hash);
        }
        const [current] = await repos.members.findWithDeleted(clubId, [memberId]);
        if (current) {
          return current;
        }
      }
      throw err;
    }
  }

  function assertCanTakeMoney(actor: Actor) {
    if (!canTakePayments(actor)) {
      throw new DomainError('onlyAdmin');
    }
  }

  function checkMethod(
    club: { paymentMethods: readonly string[]; allowCustomPaymentMethods: boolean } | undefined,
    method: string,
  ) {
    if (!club) {
      throw new DomainError('clubNotFound');
    }
    if (!isPaymentMethodAllowed(method, club)) {
      throw new DomainError('customPaymentMethod');
    }
  }

  function assertHasAccount(member: MemberRow) {
    // tandem passengers pay at the desk; they have no account in the club (spec section 5)
    if (!hasAccount(member)) {
      throw new DomainError('paymentFailed', { detail: 'tandemStudentNoAccount' });
    }
  }

  return {
    applyEntries,
    ...createLedgerHistory(deps),

    /** `POST /api/payment` (admins): adds `+amount` to the member's balance. */
    async recordPayment(actor: Actor, body: z.output<typeof paymentBody>): Promise<MemberRow> {
      assertCanTakeMoney(actor);
      const amountCents = body.amount;
      return once(
        actor,
        body.memberId,
        {
          key: body.idempotencyKey,
          method: body.method,
          fields: { kind: 'payment', amountCents, method: body.method, comment: body.comment },
          atOnce: true,
        },
        (member) => {
          assertHasAccount(member);
          return {
            memberId: member.id,
            amountCents,
            kind: 'payment',
            method: body.method,
            comment: body.comment,
            createdBy: actor.userId,
          };
        },
        // the admin's payment dialog: the paying member's own open app says the payment arrived
        (member) => ({
          type: 'paymentTaken',
          clubId: actor.clubId,
          memberId: member.id,
          notifyUserId:
            member.linkedUserId && member.linkedUserId !== actor.userId ? member.linkedUserId : null,
          amountCents,
        }),
      );
    },

    /** `POST /api/transaction` (admins): an amount, or a new balance written as the one difference. */
    async recordTransaction(actor: Actor, body: z.output<typeof transactionBody>): Promise<MemberRow> {
      assertCanTakeMoney(actor);
      const method = body.method ?? '';
      const { newBalance } = body;
      const amount = body.amount ?? cents(0);
      const fields: Record<string, string | number> =
        newBalance !== undefined
          ? { kind: 'newBalance', targetCents: newBalance }
          : { kind: 'payment', amountCents: amount };
      const request = {
        key: body.idempotencyKey,
        // an empty method is not checked
        method: method || undefined,
        fields: { ...fields, method, comment: body.comment },
        atOnce: newBalance === undefined,
      };
      return once(
        actor,
        body.for,
        request,
        (member) => {
          assertHasAccount(member);
          return {
            memberId: member.id,
            amountCents:
              newBalance !== undefined ? amountToReach(cents(member.balanceCents), newBalance) : amount,
            kind: newBalance !== undefined ? 'newBalance' : 'payment',
            method,
            comment: body.comment,
            createdBy: actor.userId,
          };
        },
        (member) => ({ type: 'balancesChanged', clubId: actor.clubId, memberId: member.id }),
      );
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
