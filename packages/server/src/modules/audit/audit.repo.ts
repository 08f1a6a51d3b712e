import { AUDIT_PAGE_SIZE, type AuditAction, type AuditQuery } from '@dz/shared';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type AuditStateJson, auditEvents, loads, members, users } from '../../db/schema/index';
import type { Write } from '../../db/together';

export type { AuditStateJson };

/** One act to record: who (a user, or null for the system), what, on whom or what, before and after. */
export interface AuditEntry {
  clubId: string;
  /** When (the app's clock); the database's now when left out. */
  at?: Date;
  actorUserId: string | null;
  action: AuditAction;
  memberId?: string | null;
  loadId?: string | null;
  targetUserId?: string | null;
  before?: AuditStateJson | null;
  after?: AuditStateJson | null;
}

/** The rows of `entries`, each with its actor's display name of now. */
function auditValues(entries: readonly AuditEntry[]) {
  return entries.map((e) => ({
    clubId: e.clubId,
    ...(e.at ? { at: e.at } : {}),
    actorUserId: e.actorUserId,
    actorName: e.actorUserId
      ? sql<string>`coalesce((select u.display_name from users u where u.id = ${e.actorUserId}), '')`
      : '',
    action: e.action,
    memberId: e.memberId ?? null,
    loadId: e.loadId ?? null,
    targetUserId: e.targetUserId ?? null,
    before: e.before ?? null,
    after: e.after ?? null,
  }));
}

/** The trail is append-only: this repo inserts and reads; a database trigger refuses updates and deletes. */
export function createAuditRepo(db: DbOrTx) {
  return {
    /** Records acts inside the caller's transaction, with each actor's display name of now. */
    async append(entries: readonly AuditEntry[]): Promise<void> {
      if (entries.length === 0) {
        return;
      }
      await db.insert(auditEvents).values(auditValues(entries));
    },

    /**
     * `append` as a write for the unit of work to send with its last statement (`Work.writeLast`), written out with
     * plain values as the ledger's `insertWrite` is (a payment builds it on every request).
     */
    appendWrite(entries: readonly [AuditEntry, ...AuditEntry[]]): Write {
      const json = (state: AuditStateJson | null | undefined) => (state ? JSON.stringify(state) : null);
      const values = sql.join(
        entries.map(
          (e) =>
            sql`(${e.clubId}::uuid, coalesce(${e.at ? e.at.toISOString() : null}::timestamptz, now()), ${e.actorUserId}::uuid, coalesce((select u.display_name from users u where u.id = ${e.actorUserId}::uuid), ''), ${e.action}, ${e.memberId ?? null}::uuid, ${e.loadId ?? null}::uuid, ${e.targetUserId ?? null}::uuid, ${json(e.before)}::jsonb, ${json(e.after)}::jsonb)`,
        ),
        sql`, `,
      );
      return sql`insert into audit_events (club_id, at, actor_user_id, actor_name, action, member_id, load_id, target_user_id, before, after) values ${values}`;
    },

    /**
     * A club's events, newest first, filtered by member, load and the club's days (`timeZone`); one more than
     * a page is read so the caller knows when there were more.
     */
    async list(clubId: string, query: AuditQuery, timeZone: string) {
      const day = sql`(${auditEvents.at} at time zone ${timeZone})::date`;
      const where: SQL[] = [eq(auditEvents.clubId, clubId)];
      if (query.memberId) {
        where.push(eq(auditEvents.memberId, query.memberId));
      }
      if (query.loadId) {
        where.push(eq(auditEvents.loadId, query.loadId));
      }
      if (query.from) {
        where.push(gte(day, sql`${query.from}::date`));
      }
      if (query.to) {
        where.push(lte(day, sql`${query.to}::date`));
      }
      return db
        .select({
          id: auditEvents.id,
          at: auditEvents.at,
          action: auditEvents.action,
          actorUserId: auditEvents.actorUserId,
          actorName: auditEvents.actorName,
          memberId: auditEvents.memberId,
          memberFirstName: members.firstName,
          memberLastName: members.lastName,
          memberNickname: members.nickname,
          loadId: auditEvents.loadId,
          loadDate: loads.date,
          loadNumber: loads.number,
          targetUserId: auditEvents.targetUserId,
          targetUserName: users.displayName,
          before: auditEvents.before,
          after: auditEvents.after,
        })
        .from(auditEvents)
        .leftJoin(members, eq(members.id, auditEvents.memberId))
        .leftJoin(loads, eq(loads.id, auditEvents.loadId))
        .leftJoin(users, eq(users.id, auditEvents.targetUserId))
        .where(and(...where))
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(AUDIT_PAGE_SIZE + 1);
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
