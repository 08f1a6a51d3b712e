import {
  type Actor,
  type Cents,
  canEditMember,
  canManageMembers,
  canRestoreMembers,
  canSeeMemberLogbook,
  cents,
  DomainError,
  defaultOwnGear,
  isAdmin,
  jumpKindOf,
  jumpsBeforeOf,
  type Language,
  type LogbookJump,
  type LogbookQuery,
  logbookNumbers,
  type MemberFields,
  memberDisplayName,
  type OwnMemberBody,
} from '@dz/shared';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Mailer } from '../../mail/mailer';
import { memberInviteMail } from '../../mail/templates';
import { createMemberListReadModel } from '../../read-models/members.read-model';
import type { Repos } from '../../repos';
import { writeCsv } from '../csv/csv-format';
import type { WaiverInfoSource } from '../waivers/waiver-info';
import { logbookCsvKeys, memberCsvKeys, toLogbookCsvRow, toMemberCsvRow } from './members.presenter';
import { type MemberRow, memberColumns } from './members.repo';

/**
 * A member's logbook as the service reckons it: the API's jumps with what landing charged in cents (null when
 * nothing was); `members.presenter.ts` `toLogbook` answers it in euros.
 */
export interface MemberLogbook {
  jumpsBefore: number | null;
  jumps: (Omit<LogbookJump, 'price'> & { chargedCents: Cents | null })[];
}

/** A hook other features add: a member on an open or flying load cannot be deleted (the loads issue). */
export type MemberDeletionGuard = (repos: Repos, clubId: string, memberIds: string[]) => Promise<void>;

export interface MembersDeps {
  repos: Pick<Repos, 'clubs' | 'members' | 'users' | 'audit' | 'boardVersions'>;
  uow: UnitOfWork;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  deletionGuards?: MemberDeletionGuard[];
  /** The waivers feature's answer to `?waiverInfo=true`; without it the list has no waiver info. */
  waiverInfo?: WaiverInfoSource;
}

/**
 * The club's members: the list (contact details for those who manage members), the form's create and
 * update, soft deletion, the CSV export and the yearly membership resets. Changes are announced as
 * `membersChanged` after they commit.
 */
export function createMembersService(deps: MembersDeps) {
  const { repos, uow, now } = deps;
  // the list is a read model (`read-models/members.read-model.ts`): cached for full readers
  const lists = createMemberListReadModel(deps);
  const { list } = lists;

  function assertCanManage(actor: Actor) {
    if (!canManageMembers(actor)) {
      throw new DomainError('noWaiverPermission');
    }
  }

  function assertAdmin(actor: Actor) {
    if (!isAdmin(actor)) {
      throw new DomainError('onlyAdmin');
    }
  }

  const stamp = (actor: Actor) => ({ by: actor.userId, at: now() });

  async function get(actor: Actor, id: string): Promise<MemberRow> {
    const m = await repos.members.findInClub(actor.clubId, id);
    if (!m) {
      throw new DomainError('memberNotFound');
    }
    return m;
  }

  /**
   * A member's logbook: the jumps made on landed loads, oldest first, numbered on from the jumps before the
   * product; `year` keeps one year's jumps with their numbers. The member's own user and admins.
   */
  async function logbook(actor: Actor, memberId: string, query: LogbookQuery = {}): Promise<MemberLogbook> {
    if (!canSeeMemberLogbook(actor, memberId)) {
      throw new DomainError('onlyAdmin');
    }
    const member = await get(actor, memberId);
    const rows = await repos.members.logbookRows(actor.clubId, memberId);
    const numbers = logbookNumbers(member.totalJumps, rows.length);
    const jumps = rows.map((r, i) => ({
      number: numbers[i] ?? 0,
      date: r.date,
      loadNumber: r.loadNumber,
      loadId: r.loadId,
      plane: r.plane,
      altitude: r.altitude,
      jumpType: jumpKindOf(r),
      groupRole: r.groupRole,
      trainingJump: r.trainingJump,
      chargedCents: r.chargedCents ? cents(r.chargedCents) : null,
      highOpening: r.highOpening,
    }));
    const year = query.year === undefined ? undefined : String(query.year);
    return {
      jumpsBefore: member.totalJumps,
      jumps: year ? jumps.filter((j) => j.date.startsWith(`${year}-`)) : jumps,
    };
  }

  /** The caller's own member id (any linked user). */
  function ownMemberId(actor: Actor): string {
    if (!actor.memberId) {
      throw new DomainError('userNotLinked');
    }
    return actor.memberId;
  }

  return {
    get,
    list,
    listInFull: lists.listInFull,
    logbook,
    ownMemberId,

    /** `logbook.csv`: the logbook's jumps in the reader's language. */
    async logbookCsv(actor: Actor, memberId: string, query: LogbookQuery = {}): Promise<string> {
      const language: Language = query.lang ?? 'fi';
      const { jumps } = await logbook(actor, memberId, query);
      return writeCsv(
        language,
        'logbook',
        logbookCsvKeys,
        jumps.map((j) => toLogbookCsvRow(j, language)),
      );
    },

    /** Brings a deleted member back to the list (admins), its balance and history as they are. */
    async restore(actor: Actor, id: string): Promise<MemberRow> {
      if (!canRestoreMembers(actor)) {
        throw new DomainError('onlyAdmin');
      }
      return uow.run(async ({ repos, emit }) => {
        const row = await repos.members.restore(actor.clubId, id, stamp(actor));
        if (!row) {
          throw new DomainError('memberNotFound');
        }
        emit({ type: 'membersChanged', clubId: actor.clubId });
        return row;
      });
    },

    /** The caller's own member. */
    async me(actor: Actor): Promise<MemberRow> {
      if (!actor.memberId) {
        throw new DomainError('userNotLinked');
      }
      const m = await repos.members.findInClub(actor.clubId, actor.memberId);
      if (!m) {
        throw new DomainError('linkedMemberNotFound');
      }
      return m;
    },

    /** The signed-in jumper says whether they jump their own gear: the default of the loads they join. */
    async updateMe(actor: Actor, body: OwnMemberBody): Promise<MemberRow> {
      if (!actor.memberId) {
        throw new DomainError('userNotLinked');
      }
      const memberId = actor.memberId;
      return uow.run(async ({ repos, emit }) => {
        const row = await repos.members.updateOwn(actor.clubId, memberId, body, stamp(actor));
        if (!row) {
          throw new DomainError('linkedMemberNotFound');
        }
        emit({ type: 'membersChanged', clubId: actor.clubId });
        return row;
      });
    },

    /** Creates a member (admins and waiver checkers); optionally mails an invitation to register. */
    async create(actor: Actor, input: MemberFields, sendInvite: boolean): Promise<MemberRow> {
      assertCanManage(actor);
      // an invitation to register is for someone without an account: link the existing user instead
      if (sendInvite && input.email && (await repos.users.isEmailTaken(input.email))) {
        throw new DomainError('emailHasUser');
      }
      const row = await uow.run(async ({ repos, emit }) => {
        const { by, at } = stamp(actor);
        const created = await repos.members.insert({
          clubId: actor.clubId,
          ...memberColumns(input),
          ownGear: input.ownGear ?? defaultOwnGear(input.role),
          createdBy: by,
          modifiedBy: by,
          createdAt: at,
          modifiedAt: at,
        });
        if (!created) {
          throw new DomainError('errorAddingMember');
        }
        emit({ type: 'membersChanged', clubId: actor.clubId });
        return created;
      });
      if (sendInvite && row.email) {
        const club = await repos.clubs.findById(actor.clubId);
        await deps.mailer
          .send(
            memberInviteMail(row.email, club?.name ?? '', `${deps.publicUrl}/register`, club?.clubKey ?? ''),
          )
          .catch(() => undefined);
      }
      return row;
    },

    /** Updates a member's fields (never its balance): admins, waiver checkers and its creator. */
    async update(actor: Actor, id: string, input: MemberFields): Promise<MemberRow> {
      const current = await get(actor, id);
      if (!canEditMember(actor, current)) {
        throw new DomainError('noWaiverPermission');
      }
      // the typed total includes the jumps manifested here: store the jumps before them
      const jumpsBefore = jumpsBeforeOf(input.totalJumps, current.landedJumps);
      if (jumpsBefore === undefined) {
        throw new DomainError('invalidFields', {
          detail: 'totalJumpsBelowLanded',
          detailParams: { landed: current.landedJumps },
        });
      }
      return uow.run(async ({ repos, emit }) => {
        const fields = { ...input, totalJumps: jumpsBefore };
        const row = await repos.members.updateFields(actor.clubId, id, fields, stamp(actor));
        if (!row) {
          throw new DomainError('memberNotFound');
        }
        emit({ type: 'membersChanged', clubId: actor.clubId });
        return row;
      });
    },

    /**
     * Deletes members, all or none: refused when any has a balance (its money would vanish) or is on an
     * open load. Linked users are unlinked. The row stays, hidden, for the ledger and old loads.
     */
    async delete(actor: Actor, ids: string[]): Promise<void> {
      assertCanManage(actor);
      const unique = [...new Set(ids)];
      await uow.run(async ({ repos, emit }) => {
        const rows = await repos.members.lockInClub(actor.clubId, unique);
        if (rows.length !== unique.length) {
          throw new DomainError('memberNotFound');
        }
        if (rows.some((m) => m.balanceCents !== 0)) {
          throw new DomainError('memberHasBalance');
        }
        for (const guard of deps.deletionGuards ?? []) {
          await guard(repos, actor.clubId, unique);
        }
        await repos.members.softDelete(actor.clubId, unique, stamp(actor));
        await repos.audit.append(
          rows.map((m) => ({
            clubId: actor.clubId,
            at: now(),
            actorUserId: actor.userId,
            action: 'memberDeleted' as const,
            memberId: m.id,
            before: { name: memberDisplayName(m), balanceCents: m.balanceCents },
            after: { deleted: true },
          })),
        );
        emit(
          { type: 'membersChanged', clubId: actor.clubId },
          { type: 'usersChanged', clubId: actor.clubId },
        );
      });
    },

    /** `members.csv` of the chosen members, in the club's order, in the reader's language. */
    async exportCsv(actor: Actor, ids: string[], language: Language = 'fi'): Promise<string> {
      assertCanManage(actor);
      const rows = await repos.members.findManyInClub(actor.clubId, ids);
      return writeCsv(
        language,
        'members',
        memberCsvKeys,
        rows.map((r) => toMemberCsvRow(r, language)),
      );
    },

    /** Whether an address belongs to a member and/or a user of the club. */
    async checkEmail(actor: Actor, email: string) {
      // whether an address is known is for those who add members (the member form), not for every jumper
      assertCanManage(actor);
      const value = email.trim().toLowerCase();
      const [member, user] = await Promise.all([
        repos.members.isEmailInClub(actor.clubId, value),
        repos.users.isEmailTaken(value),
      ]);
      return { member, user };
    },

    /** The yearly resets of the club and SIL membership flags (admin, behind a confirmation). */
    async resetMemberships(actor: Actor, which: 'club' | 'sil') {
      assertAdmin(actor);
      await uow.run(async ({ repos, emit }) => {
        await repos.members.resetMembership(actor.clubId, which, stamp(actor));
        emit({ type: 'membersChanged', clubId: actor.clubId });
      });
      return list(actor);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
