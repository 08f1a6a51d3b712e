import {
  type Actor,
  type ApproveWaiverBody,
  canCheckWaivers,
  canReadMemberInFull,
  clubDate,
  contactsFromWaiver,
  DEFAULT_TIMEZONE,
  DomainError,
  type Language,
  languageOf,
  matchEmail,
  memberFromWaiver,
  memberInput,
  memberMatcher,
  NO_WAIVER_TEXT_VERSION,
  replacesPending,
  type Waiver,
  type WaiverAlarm,
  type WaiverBody,
  type WaiverChecklistBody,
  type WaiverDetail,
  type WaiverListQuery,
  type WaiverUpdateBody,
  waiverAlarms,
  waiverYear,
} from '@dz/shared';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors';
import type { UnitOfWork, Work } from '../../events/unit-of-work';
import type { MailAttachment, Mailer } from '../../mail/mailer';
import type { Repos } from '../../repos';
import { memberColumns } from '../members/members.repo';
import { createWaiverEvidence } from './waiver-evidence';
import { waiverFieldColumns, waiverForRules } from './waivers.mappers';
import { toWaiver, userIdsOf } from './waivers.presenter';
import type { WaiverRow } from './waivers.repo';

export interface WaiversDeps {
  repos: Pick<Repos, 'waivers' | 'members' | 'clubs'>;
  uow: UnitOfWork;
  now: () => Date;
  /** Mails the signer a copy of the signed waiver (with its PDF) after the signing commits. */
  mailer?: Mailer;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Waivers: the public signing (no login), the checker's list, edits and checklist, approval (optionally
 * creating the member) and its removal, and a member's waiver alarms. Every change is announced as
 * `waiversChanged` after it commits.
 */
export function createWaiversService(deps: WaiversDeps) {
  const { repos, uow, now } = deps;
  const evidence = createWaiverEvidence(deps);

  function assertChecker(actor: Actor) {
    if (!canCheckWaivers(actor)) {
      throw new DomainError('noWaiverPermission');
    }
  }

  async function timeZoneOf(clubId: string): Promise<string> {
    const club = await repos.clubs.findById(clubId);
    if (!club) {
      throw new DomainError('clubNotFound');
    }
    return club.timezone || DEFAULT_TIMEZONE;
  }

  /** One waiver of the caller's club as evidence: checkers and admins. */
  async function detail(actor: Actor, id: string): Promise<WaiverDetail> {
    assertChecker(actor);
    const row = await repos.waivers.findInClub(actor.clubId, id);
    if (!row) {
      throw new DomainError('waiverNotFound');
    }
    return evidence.detailOf(row);
  }

  async function locked(repos: Pick<Repos, 'waivers'>, actor: Actor, id: string): Promise<WaiverRow> {
    const row = await repos.waivers.lockInClub(actor.clubId, id);
    if (!row) {
      throw new DomainError('waiverNotFound');
    }
    return row;
  }

  /** The one pending waiver per e-mail and year: another one than `id` waiting is a conflict. */
  async function assertNoOtherPending(
    repos: Pick<Repos, 'waivers'>,
    clubId: string,
    email: string,
    year: number,
    id: string,
  ) {
    const other = await repos.waivers.lockPendingByEmail(clubId, email, year);
    if (other && other.id !== id) {
      throw new DomainError('waiverPendingExists');
    }
  }

  /**
   * A waiver's checklist after the ticks: a tick records who and when (and the item's text, for an item the
   * club later removes); an untick removes it; a tick of an item already ticked keeps the first one.
   */
  async function ticked(
    repos: Pick<Repos, 'clubs'>,
    actor: Actor,
    row: WaiverRow,
    ticks: readonly { itemId: string; checked: boolean }[],
    at: Date,
  ): Promise<WaiverRow['checklist']> {
    const labels = new Map((await checklistOf(repos, actor.clubId)).map((i) => [i.id, i.label]));
    const checklist = { ...row.checklist };
    for (const tick of ticks) {
      if (!tick.checked) {
        delete checklist[tick.itemId];
      } else if (!checklist[tick.itemId]) {
        const label = labels.get(tick.itemId);
        checklist[tick.itemId] = { by: actor.userId, at: at.toISOString(), ...(label ? { label } : {}) };
      }
    }
    return checklist;
  }

  async function written(
    repos: Pick<Repos, 'waivers'>,
    clubId: string,
    id: string,
    patch: Parameters<Repos['waivers']['update']>[2],
  ) {
    const row = await repos.waivers.update(clubId, id, patch);
    if (!row) {
      throw new DomainError('waiverNotFound');
    }
    return row;
  }

  /** The club's checklist items, in order (`repos`: the app's, or a unit of work's). */
  async function checklistOf(repos: Pick<Repos, 'clubs'>, clubId: string) {
    return (await repos.clubs.findById(clubId))?.waiverChecklist ?? [];
  }

  /**
   * The exact text of the waiver text version the form showed (evidence, copied into the waiver). An id that
   * is not one of the club's versions is refused; `NO_WAIVER_TEXT_VERSION` only while the club has no text.
   */
  async function shownText(clubId: string, versionId: string): Promise<string> {
    if (versionId === NO_WAIVER_TEXT_VERSION) {
      if ((await repos.clubs.currentWaiverTexts(clubId)).length === 0) {
        return '';
      }
    } else {
      const version = await repos.clubs.findWaiverText(clubId, versionId);
      if (version) {
        return version.text;
      }
    }
    throw new DomainError('invalidData', { detail: 'waiverTextVersionUnknown' });
  }

  /**
   * The API's waivers (of one club), with the names of who approved and ticked, the club's checklist and the
   * members each probably belongs to (the club's members read once, matched in memory).
   */
  async function present(rows: WaiverRow[]): Promise<Waiver[]> {
    const clubId = rows[0]?.clubId;
    const [names, items, members] = await Promise.all([
      repos.waivers.userNames(userIdsOf(rows)),
      clubId ? checklistOf(repos, clubId) : [],
      clubId ? repos.waivers.membersForMatching(clubId) : [],
    ]);
    const candidatesOf = memberMatcher(members);
    return rows.map((w) => ({ ...toWaiver(w, names, items), memberCandidates: candidatesOf(w) }));
  }

  /**
   * Attaches a waiver being approved to the member the checker chose (of the caller's club, not deleted): the
   * member's empty e-mail and phone are filled from the waiver. Another e-mail of the member's own is never
   * overwritten: refused unless `keepMemberEmail`, which leaves it (and an empty one) as it is. The waiver's
   * e-mail is not given to the member when another member has it.
   */
  async function attachTo(
    { repos, emit }: Work,
    actor: Actor,
    row: WaiverRow,
    choice: { memberId: string; keepMemberEmail?: boolean },
    at: Date,
  ): Promise<string> {
    const [member] = await repos.members.lockInClub(actor.clubId, [choice.memberId]);
    if (!member) {
      throw new DomainError('memberNotFound');
    }
    const { emailConflict, ...contacts } = contactsFromWaiver(row, member, choice.keepMemberEmail);
    if (emailConflict) {
      throw new DomainError('waiverMemberEmailDiffers');
    }
    if (contacts.email) {
      const owner = await repos.waivers.memberIdByEmail(actor.clubId, contacts.email);
      if (owner && owner !== member.id) {
        throw new DomainError('waiverEmailOfAnotherMember');
      }
    }
    if (contacts.email || contacts.phone) {
      await repos.waivers.fillMemberContacts(actor.clubId, member.id, contacts, { by: actor.userId, at });
      emit({ type: 'membersChanged', clubId: actor.clubId });
    }
    return member.id;
  }

  return {
    present,
    detail,

    /** The signed waiver's PDF, labels in `language`: checkers and admins. */
    async pdf(actor: Actor, id: string, language: Language): Promise<MailAttachment> {
      return evidence.pdfOf(await detail(actor, id), language);
    },

    /**
     * A signed waiver from the public form, for the club the form follows. A second signing with the same
     * e-mail in the same year replaces the pending one (its checklist starts over); an approved one stays.
     * Once it is saved, the signer is mailed a copy with the PDF (in the background; a failure is logged).
     */
    async sign(clubId: string, body: WaiverBody, language = 'fi'): Promise<WaiverRow> {
      const timeZone = await timeZoneOf(clubId);
      const waiverText = await shownText(clubId, body.waiverTextVersionId);
      const signedAt = now();
      const year = waiverYear(signedAt, timeZone);
      const columns = {
        ...waiverFieldColumns(body),
        signature: body.signature,
        waiverText,
        waiverTextVersion: body.waiverTextVersionId,
        language,
        signedAt,
        year,
        status: 'pending' as const,
        checklist: {},
        modifiedBy: null,
        modifiedAt: signedAt,
      };
      const save = () =>
        uow.run(async ({ repos, emit }) => {
          const pending = await repos.waivers.lockPendingByEmail(clubId, body.email, year);
          const row =
            pending && replacesPending(pending, { signedAt, email: body.email }, timeZone)
              ? await written(repos, clubId, pending.id, columns)
              : await repos.waivers.insert({ clubId, ...columns, createdAt: signedAt });
          emit({ type: 'waiversChanged', clubId });
          return row;
        });
      const mailed = (row: WaiverRow) => {
        void evidence.mailCopy(row, languageOf(language));
        return row;
      };
      try {
        return mailed(await save());
      } catch (err) {
        // a double tap: two first signings of the e-mail raced past the lookup; the second now replaces
        if (isUniqueViolation(err, 'waivers_pending_email_year_uq')) {
          return mailed(await save());
        }
        throw err;
      }
    },

    /** The club's waivers of a year (this year in the club's time zone by default): checkers and admins. */
    async list(actor: Actor, query: WaiverListQuery): Promise<WaiverRow[]> {
      assertChecker(actor);
      const year = query.year ?? waiverYear(now(), await timeZoneOf(actor.clubId));
      return repos.waivers.list(actor.clubId, { year, status: query.status, search: query.search });
    },

    /** Ticks or unticks checklist items of a waiver, its fields as they are. */
    async tick(actor: Actor, id: string, body: WaiverChecklistBody): Promise<WaiverRow> {
      assertChecker(actor);
      return uow.run(async ({ repos, emit }) => {
        const row = await locked(repos, actor, id);
        const at = now();
        const checklist = await ticked(repos, actor, row, body.checklist, at);
        const saved = await written(repos, actor.clubId, id, {
          checklist,
          modifiedBy: actor.userId,
          modifiedAt: at,
        });
        emit({ type: 'waiversChanged', clubId: actor.clubId });
        return saved;
      });
    },

    /**
     * A checker's edit of the fields and the checklist (a tick records who and when; an untick removes it).
     * An approved waiver keeps its member while its e-mail stays (a member chosen at approval may have
     * another); an edit of the e-mail needs one that matches a member, and follows that member.
     */
    async update(actor: Actor, id: string, body: WaiverUpdateBody): Promise<WaiverRow> {
      assertChecker(actor);
      return uow.run(async ({ repos, emit }) => {
        const row = await locked(repos, actor, id);
        let memberId = row.memberId;
        if (row.status === 'approved') {
          const sameEmail = matchEmail(body.email) === matchEmail(row.email);
          memberId =
            (sameEmail && row.memberId) ||
            ((await repos.waivers.memberIdByEmail(actor.clubId, body.email)) ?? null);
          if (!memberId) {
            throw new DomainError('waiverEditNeedsMember');
          }
        } else {
          await assertNoOtherPending(repos, actor.clubId, body.email, row.year, id);
        }
        const at = now();
        const checklist = await ticked(repos, actor, row, body.checklist, at);
        const { checklist: _ticks, ...fields } = body;
        const saved = await written(repos, actor.clubId, id, {
          ...waiverFieldColumns(fields),
          checklist,
          memberId,
          modifiedBy: actor.userId,
          modifiedAt: at,
        });
        emit({ type: 'waiversChanged', clubId: actor.clubId });
        return saved;
      });
    },

    /**
     * Approves a pending waiver. With `memberId` it is attached to that member (`attachTo`); with
     * `createMember` the member is created from it (only now, never after approval); otherwise the waiver
     * follows the member whose e-mail matches, if any.
     */
    async approve(actor: Actor, id: string, body: ApproveWaiverBody): Promise<WaiverRow> {
      assertChecker(actor);
      if (body.createMember && body.memberId) {
        throw new DomainError('invalidData');
      }
      return uow.run(async ({ repos, emit, writeLast }) => {
        const row = await locked(repos, actor, id);
        if (row.status === 'approved') {
          throw new DomainError('waiverAlreadyApproved');
        }
        const at = now();
        const { memberId: chosen, keepMemberEmail } = body;
        let memberId = chosen
          ? await attachTo({ repos, emit, writeLast }, actor, row, { memberId: chosen, keepMemberEmail }, at)
          : ((await repos.waivers.memberIdByEmail(actor.clubId, row.email)) ?? null);
        if (body.createMember) {
          if (memberId) {
            throw new DomainError('emailExists');
          }
          const fields = memberInput.safeParse(memberFromWaiver(waiverForRules(row)));
          if (!fields.success) {
            throw new DomainError('memberCreationFailed');
          }
          const created = await repos.members.insert({
            clubId: actor.clubId,
            ...memberColumns(fields.data),
            createdBy: actor.userId,
            modifiedBy: actor.userId,
            createdAt: at,
            modifiedAt: at,
          });
          if (!created) {
            throw new DomainError('memberCreationFailed');
          }
          memberId = created.id;
          emit({ type: 'membersChanged', clubId: actor.clubId });
        } else if (memberId) {
          // the approved waiver's own-gear answer is the member's from now on (issue 27)
          await repos.members.updateOwn(
            actor.clubId,
            memberId,
            { ownGear: row.ownGear },
            { by: actor.userId, at },
          );
          emit({ type: 'membersChanged', clubId: actor.clubId });
        }
        const saved = await written(repos, actor.clubId, id, {
          status: 'approved',
          approvedAt: at,
          approvedBy: actor.userId,
          memberId,
          modifiedBy: actor.userId,
          modifiedAt: at,
        });
        emit({ type: 'waiversChanged', clubId: actor.clubId });
        return saved;
      });
    },

    /** Removes an approval: the waiver is pending again (a pending one is answered as it is). */
    async unapprove(actor: Actor, id: string): Promise<WaiverRow> {
      assertChecker(actor);
      return uow.run(async ({ repos, emit }) => {
        const row = await locked(repos, actor, id);
        if (row.status === 'pending') {
          return row;
        }
        await assertNoOtherPending(repos, actor.clubId, row.email, row.year, id);
        const saved = await written(repos, actor.clubId, id, {
          status: 'pending',
          approvedAt: null,
          approvedBy: null,
          modifiedBy: actor.userId,
          modifiedAt: now(),
        });
        emit({ type: 'waiversChanged', clubId: actor.clubId });
        return saved;
      });
    },

    /** A member's waiver alarms on today's club day (in the club's time zone). They warn, never block. */
    async alarms(actor: Actor, memberId: string): Promise<WaiverAlarm[]> {
      // another member's waiver state is not a plain jumper's to read
      if (!canReadMemberInFull(actor, memberId)) {
        throw new DomainError('noWaiverPermission');
      }
      const member = await repos.members.findInClub(actor.clubId, memberId);
      if (!member) {
        throw new DomainError('memberNotFound');
      }
      const timeZone = await timeZoneOf(actor.clubId);
      const rows = await repos.waivers.forMember(actor.clubId, { id: member.id, email: member.email });
      return waiverAlarms({
        member,
        waivers: rows.map(waiverForRules),
        today: clubDate(now(), timeZone),
        timeZone,
      });
    },
  };
}

export type WaiversService = ReturnType<typeof createWaiversService>;
