import type { transactionQuery } from '@dz/shared';
import {
  addDays,
  BALANCE_MAX_CENTS,
  BALANCE_MIN_CENTS,
  type Cents,
  cents,
  memberDisplayName,
  type TransactionQuery,
} from '@dz/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { members, transactions, users } from '../../db/schema/index';
import type { TransactionLoadRef } from '../../db/schema/transactions';
import type { Write } from '../../db/together';
import { bumpIfWritten } from '../../read-models/versions.repo';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
/** A ledger row to write: its amount and the balance it leaves are `Cents`. */
export type NewLedgerRow = NewTransaction & { amountCents: Cents; newBalanceCents: Cents };
export type { TransactionLoadRef };

type Query = z.output<typeof transactionQuery>;

/** What `payAtOnce` writes: the payment, who made it, and the counters (`stale`, day keys) it raises. */
export interface PaymentAtOnce {
  clubId: string;
  memberId: string;
  /** The member's role as the caller checked it (`hasAccount`): another role now writes nothing. */
  role: string;
  amountCents: Cents;
  kind: 'payment';
  method: string;
  comment: string;
  createdBy: string;
  idempotencyKey?: string;
  requestHash?: string;
  at: Date;
  auditAction: 'payment';
  stale: readonly string[];
}

/** A ledger row with the names the lists show. */
export interface TransactionListRow extends TransactionRow {
  forName: string;
  createdByName: string | null;
}

const sortColumns = {
  date: transactions.createdAt,
  amount: transactions.amountCents,
  newBalance: transactions.newBalanceCents,
  method: transactions.method,
  comment: transactions.comment,
} as const;

/** Escapes LIKE wildcards so a comment filter matches what was typed. */
function likeText(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createLedgerRepo(db: DbOrTx) {
  return {
    async insert(rows: NewLedgerRow[]): Promise<TransactionRow[]> {
      return rows.length ? db.insert(transactions).values(rows).returning() : [];
    },

    /**
     * `insert` as a write for the unit of work to send with its last statement (`Work.writeLast`). Written out with
     * plain values rather than by the query builder: every payment builds it, and the builder's statement cost
     * about 120 µs of CPU to turn into text (bench/README, issue 30 item 5).
     */
    insertWrite(rows: [NewLedgerRow, ...NewLedgerRow[]]): Write {
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.clubId}::uuid, ${r.memberId}::uuid, ${r.amountCents}::bigint, ${r.newBalanceCents}::bigint, ${r.kind}, ${r.method ?? ''}, ${r.comment ?? ''}, ${r.createdBy ?? null}::uuid, ${r.sourceType ?? null}, ${r.sourceId ?? null}::uuid, ${r.idempotencyKey ?? null}::uuid, ${r.requestHash ?? null}, ${r.loadRef ? JSON.stringify(r.loadRef) : null}::jsonb, coalesce(${r.createdAt ? r.createdAt.toISOString() : null}::timestamptz, now()))`,
        ),
        sql`, `,
      );
      return sql`insert into transactions (club_id, member_id, amount_cents, new_balance_cents, kind, method, comment, created_by, source_type, source_id, idempotency_key, request_hash, load_ref, created_at) values ${values}`;
    },

    /**
     * A payment (an amount that does not depend on the balance) in one statement, without a transaction around it:
     * the balance is raised by the amount, and its ledger row, the audit row and the counters of what it makes stale
     * are written with the balance it left, all or nothing. Only when the member is as the caller checked it (in the
     * club, not deleted, the same role) and the new balance is within the bounds; otherwise nothing is written and
     * the answer is undefined (the caller takes the locked way, which says why). The member's row is locked by the
     * statement alone: payments to one member queue on it for a statement each, not for a transaction's round trips.
     * A reused idempotency key fails on its unique index and writes nothing.
     */
    async payAtOnce(p: PaymentAtOnce): Promise<Cents | undefined> {
      const at = p.at.toISOString();
      const amount = sql`${p.amountCents}::bigint`;
      const statement =
        sql`with m as (update members set balance_cents = balance_cents + ${amount}, modified_at = ${at}::timestamptz where club_id = ${p.clubId}::uuid and id = ${p.memberId}::uuid and deleted_at is null and role = ${p.role} and balance_cents + ${amount} between ${BALANCE_MIN_CENTS}::bigint and ${BALANCE_MAX_CENTS}::bigint returning id, balance_cents), `
          .append(
            sql`t as (insert into transactions (club_id, member_id, amount_cents, new_balance_cents, kind, method, comment, created_by, idempotency_key, request_hash, created_at) select ${p.clubId}::uuid, m.id, ${amount}, m.balance_cents, ${p.kind}, ${p.method}, ${p.comment}, ${p.createdBy}::uuid, ${p.idempotencyKey ?? null}::uuid, ${p.requestHash ?? null}, ${at}::timestamptz from m), `,
          )
          .append(
            sql`a as (insert into audit_events (club_id, at, actor_user_id, actor_name, action, member_id, before, after) select ${p.clubId}::uuid, ${at}::timestamptz, ${p.createdBy}::uuid, coalesce((select u.display_name from users u where u.id = ${p.createdBy}::uuid), ''), ${p.auditAction}, m.id, jsonb_build_object('balanceCents', m.balance_cents - ${amount}), jsonb_build_object('balanceCents', m.balance_cents, 'amountCents', ${amount}, 'method', ${p.method}::text, 'comment', ${p.comment}::text) from m), `,
          )
          .append(
            p.stale.length > 0
              ? sql`v as (${bumpIfWritten(p.clubId, p.stale, 'm')}) select balance_cents from m`
              : sql`v as (select 1) select balance_cents from m`,
          );
      const { rows } = (await db.execute(statement)) as unknown as {
        rows: { balance_cents: string | number }[];
      };
      const [row] = rows;
      return row ? cents(Number(row.balance_cents)) : undefined;
    },

    async findByIdempotencyKey(clubId: string, key: string): Promise<TransactionRow | undefined> {
      const rows = await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.clubId, clubId), eq(transactions.idempotencyKey, key)))
        .limit(1);
      return rows[0];
    },

    /**
     * One page of a club's transactions with the filters of spec section 7. Every filter starts with the
     * club (or the member), so the indexes on (club, created), (member, created), (club, method) and
     * (club, creator) answer it without scanning the table; the count uses the same filters.
     */
    async page(clubId: string, q: Query & { clubTimezone: string }) {
      const where: SQL[] = [eq(transactions.clubId, clubId)];
      if (q.forMember) {
        where.push(eq(transactions.memberId, q.forMember));
      }
      if (q.method) {
        where.push(eq(transactions.method, q.method));
      }
      if (q.createdBy) {
        where.push(eq(transactions.createdBy, q.createdBy));
      }
      if (q.comment) {
        where.push(ilike(transactions.comment, likeText(q.comment)));
      }
      if (q.startDate) {
        where.push(gte(transactions.createdAt, dayStart(q.startDate, q.clubTimezone)));
      }
      if (q.endDate) {
        where.push(lt(transactions.createdAt, dayStart(addDays(q.endDate, 1), q.clubTimezone)));
      }
      const filter = and(...where);
      const column = sortColumns[q.sortKey];
      const order =
        q.sortDirection === 'asc'
          ? [asc(column), asc(transactions.id)]
          : [desc(column), desc(transactions.id)];
      const skip = (q.page - 1) * q.limit;
      const [rows, total] = await Promise.all([
        db
          .select({ t: transactions, forName: members, createdByName: users.displayName })
          .from(transactions)
          .innerJoin(members, eq(members.id, transactions.memberId))
          .leftJoin(users, eq(users.id, transactions.createdBy))
          .where(filter)
          .orderBy(...order)
          .limit(q.limit)
          .offset(skip),
        db.select({ n: count() }).from(transactions).where(filter),
      ]);
      const totalItems = total[0]?.n ?? 0;
      return {
        items: rows.map((r) => ({
          ...r.t,
          forName: memberDisplayName(r.forName),
          createdByName: r.createdByName,
        })) as TransactionListRow[],
        pagination: {
          page: q.page,
          limit: q.limit,
          skip,
          totalItems,
          totalPages: Math.max(1, Math.ceil(totalItems / q.limit)),
        },
      };
    },

    async findManyInClub(clubId: string, ids: string[], memberId?: string): Promise<TransactionListRow[]> {
      const where = [eq(transactions.clubId, clubId), inArray(transactions.id, ids)];
      if (memberId) {
        where.push(eq(transactions.memberId, memberId));
      }
      const rows = await db
        .select({ t: transactions, m: members, createdByName: users.displayName })
        .from(transactions)
        .innerJoin(members, eq(members.id, transactions.memberId))
        .leftJoin(users, eq(users.id, transactions.createdBy))
        .where(and(...where))
        .orderBy(desc(transactions.createdAt), desc(transactions.id));
      return rows.map((r) => ({
        ...r.t,
        forName: memberDisplayName(r.m),
        createdByName: r.createdByName,
      }));
    },

    /** Every amount of a member, for the invariant checks of tests and benchmarks. */
    async sumByMember(clubId: string) {
      const rows = await db
        .select({ memberId: transactions.memberId, amount: transactions.amountCents })
        .from(transactions)
        .where(eq(transactions.clubId, clubId));
      const sums = new Map<string, number>();
      for (const r of rows) {
        sums.set(r.memberId, (sums.get(r.memberId) ?? 0) + r.amount);
      }
      return sums;
    },
  };
}

/** The instant a club day starts, for date filters given in the club's time zone. */
export function dayStart(date: string, timeZone: string): Date {
  // find the UTC offset of the zone at noon of that day, then step back to its midnight
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const local = new Date(noonUtc.toLocaleString('en-US', { timeZone }));
  const utc = new Date(noonUtc.toLocaleString('en-US', { timeZone: 'UTC' }));
  const offsetMs = local.getTime() - utc.getTime();
  return new Date(new Date(`${date}T00:00:00Z`).getTime() - offsetMs);
}

export type { TransactionQuery };
