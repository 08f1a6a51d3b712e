import {
  canCheckWaivers,
  canEditMember,
  DomainError,
  isAdmin,
  type Language,
  type MemberFields,
  sharedText,
} from '@dz/shared';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clubs, members, users } from '../../db/schema/index';
import type { Mailer } from '../../mail/mailer';
import { memberInviteMail } from '../../mail/templates';
import { toSubject } from '../../plugins/auth';
import type { Realtime } from '../../realtime/realtime';
import { csvAmount, csvBoolean, csvNumber, writeCsv } from '../csv/csv-format';
import type { UserRow } from '../users/users.repo';
import { memberCsvKeys, toMember } from './members.mappers';
import { createMembersRepo, type MemberRow, memberColumns } from './members.repo';

/** A hook other features add: a member on an open or flying load cannot be deleted (the loads issue). */
export type MemberDeletionGuard = (tx: Tx, clubId: string, memberIds: string[]) => Promise<void>;

export function createMembersService(deps: {
  db: Db;
  realtime: Realtime;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  deletionGuards?: MemberDeletionGuard[];
}) {
  const { db, realtime, now } = deps;
  const repo = createMembersRepo(db);

  function assertCanManage(user: UserRow) {
    if (!canCheckWaivers(toSubject(user))) {
      throw new DomainError('noWaiverPermission');
    }
  }

  async function get(user: UserRow, id: string): Promise<MemberRow> {
    const m = await repo.findInClub(user.clubId, id);
    if (!m) {
      throw new DomainError('memberNotFound');
    }
    return m;
  }

  return {
    get,

    /**
     * Every member of the club, by first name; contact details only for admins and waiver checkers.
     * `deleted: 'withBalance'` (admins only) answers the deleted members whose money is still to settle.
     */
    async list(user: UserRow, query: { deleted?: 'withBalance' } = {}) {
      if (query.deleted) {
        if (!isAdmin(toSubject(user))) {
          throw new DomainError('onlyAdmin');
        }
        return (await repo.listDeletedWithBalance(user.clubId)).map((m) => toMember(m));
      }
      const full = canCheckWaivers(toSubject(user));
      return (await repo.listInClub(user.clubId)).map((m) => toMember(m, { full }));
    },

    /** Brings a deleted member back to the list (admins), its balance and history as they are. */
    async restore(user: UserRow, id: string): Promise<MemberRow> {
      if (!isAdmin(toSubject(user))) {
        throw new DomainError('onlyAdmin');
      }
      const [row] = await db
        .update(members)
        .set({ deletedAt: null, modifiedBy: user.id, modifiedAt: now() })
        .where(and(eq(members.clubId, user.clubId), eq(members.id, id), isNotNull(members.deletedAt)))
        .returning();
      if (!row) {
        throw new DomainError('memberNotFound');
      }
      realtime.broadcast(user.clubId, 'membersUpdated');
      return row;
    },

    async me(user: UserRow): Promise<MemberRow> {
      if (!user.linkedMemberId) {
        throw new DomainError('userNotLinked');
      }
      const m = await repo.findInClub(user.clubId, user.linkedMemberId);
      if (!m) {
        throw new DomainError('linkedMemberNotFound');
      }
      return m;
    },

    /** Creates a member (admins and waiver checkers); optionally mails an invitation to register. */
    async create(user: UserRow, input: MemberFields, sendInvite: boolean): Promise<MemberRow> {
      assertCanManage(user);
      if (sendInvite && input.email) {
        // an invitation to register is for someone without an account: link the existing user instead
        const [holder] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
          .limit(1);
        if (holder) {
          throw new DomainError('emailHasUser');
        }
      }
      const at = now();
      const [row] = await db
        .insert(members)
        .values({
          clubId: user.clubId,
          ...memberColumns(input),
          createdBy: user.id,
          modifiedBy: user.id,
          createdAt: at,
          modifiedAt: at,
        })
        .returning();
      if (!row) {
        throw new DomainError('errorAddingMember');
      }
      realtime.broadcast(user.clubId, 'membersUpdated');
      if (sendInvite && row.email) {
        const [club] = await db.select().from(clubs).where(eq(clubs.id, user.clubId));
        await deps.mailer
          .send(
            memberInviteMail(row.email, club?.name ?? '', `${deps.publicUrl}/register`, club?.clubKey ?? ''),
          )
          .catch(() => undefined);
      }
      return row;
    },

    /** Updates a member's fields (never its balance): admins, waiver checkers and its creator. */
    async update(user: UserRow, id: string, input: MemberFields): Promise<MemberRow> {
      const current = await get(user, id);
      const subject = toSubject(user);
      if (
        !canEditMember(
          { id: user.id, isAdmin: isAdmin(subject), canCheckWaivers: canCheckWaivers(subject) },
          current,
        )
      ) {
        throw new DomainError('noWaiverPermission');
      }
      const [row] = await db
        .update(members)
        .set({ ...memberColumns(input), modifiedBy: user.id, modifiedAt: now() })
        .where(and(eq(members.clubId, user.clubId), eq(members.id, id)))
        .returning();
      if (!row) {
        throw new DomainError('memberNotFound');
      }
      realtime.broadcast(user.clubId, 'membersUpdated');
      return row;
    },

    /**
     * Deletes members, all or none: refused when any has a balance (its money would vanish) or is on an
     * open load. Linked users are unlinked. The row stays, hidden, for the ledger and old loads.
     */
    async delete(user: UserRow, ids: string[]): Promise<void> {
      assertCanManage(user);
      const unique = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const rows = await repo.lockInClub(user.clubId, unique, tx);
        if (rows.length !== unique.length) {
          throw new DomainError('memberNotFound');
        }
        if (rows.some((m) => m.balanceCents !== 0)) {
          throw new DomainError('memberHasBalance');
        }
        for (const guard of deps.deletionGuards ?? []) {
          await guard(tx, user.clubId, unique);
        }
        await tx.update(users).set({ linkedMemberId: null }).where(inArray(users.linkedMemberId, unique));
        await tx
          .update(members)
          .set({ deletedAt: now(), linkedUserId: null, modifiedBy: user.id, modifiedAt: now() })
          .where(and(eq(members.clubId, user.clubId), inArray(members.id, unique)));
      });
      realtime.broadcast(user.clubId, 'membersUpdated');
      realtime.broadcast(user.clubId, 'usersUpdated');
    },

    /** `members.csv` of the chosen members, in the club's order, in the reader's language. */
    async exportCsv(user: UserRow, ids: string[], language: Language = 'fi'): Promise<string> {
      assertCanManage(user);
      const rows = await repo.findManyInClub(user.clubId, ids);
      return writeCsv(
        language,
        'members',
        memberCsvKeys,
        rows.map((r) => {
          const m = toMember(r);
          return {
            firstName: m.firstName,
            lastName: m.lastName,
            nickname: m.nickname ?? '',
            email: m.email ?? '',
            phone: m.phone ?? '',
            role: m.role ? sharedText(language, `csv.role.${m.role}`) : '',
            license: m.license ?? '',
            balance: csvAmount(m.balance, language),
            exitWeight: csvNumber(m.exitWeight, language),
            isClubMember: csvBoolean(m.isClubMember, language),
            isSILMember: csvBoolean(m.isSILMember, language),
            nextOfKin: m.nextOfKin ?? '',
            nextOfKinPhone: m.nextOfKinPhone ?? '',
          };
        }),
      );
    },

    /** Whether an address belongs to a member and/or a user of the club. */
    async checkEmail(user: UserRow, email: string) {
      const value = email.trim().toLowerCase();
      const [m] = await db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.clubId, user.clubId),
            isNull(members.deletedAt),
            eq(sql`lower(${members.email})`, value),
          ),
        )
        .limit(1);
      const [u] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, value))
        .limit(1);
      return { member: !!m, user: !!u };
    },

    /** The yearly resets of the club and SIL membership flags (admin, behind a confirmation). */
    async resetMemberships(user: UserRow, which: 'club' | 'sil') {
      const column = which === 'club' ? { isClubMember: false } : { isSILMember: false };
      await db
        .update(members)
        .set({ ...column, modifiedBy: user.id, modifiedAt: now() })
        .where(and(eq(members.clubId, user.clubId), isNull(members.deletedAt)));
      realtime.broadcast(user.clubId, 'membersUpdated');
      return this.list(user);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
