import {
  type Actor,
  canReadMemberInFull,
  canReadMembersInFull,
  canRestoreMembers,
  clubDate,
  DomainError,
  isStudentRole,
  lastTrainingJumps,
  member,
  policyClass,
} from '@dz/shared';
import { z } from 'zod';
import { toMember } from '../modules/members/members.presenter';
import type { MemberRow } from '../modules/members/members.repo';
import type { WaiverInfoSource } from '../modules/waivers/waiver-info';
import type { Repos } from '../repos';
import { type CachedAnswer, cachedAnswer, policyTag } from './cached-answer';
import { stampedCache } from './stamped-cache';
import { versionedCache, versionsReader } from './versioned-cache';
import { WHOLE_CLUB } from './versions.repo';

export interface MemberListReadModelDeps {
  repos: Pick<Repos, 'clubs' | 'members' | 'boardVersions'>;
  now: () => Date;
  /** The waivers feature's answer to `?waiverInfo=true`; without it the list has no waiver info. */
  waiverInfo?: WaiverInfoSource;
}

/**
 * The club's member list: in full as cached JSON for those who read members in full (staff, checkers, admins),
 * or narrowed to the reader (names, role, licence and ratings of others; themself in full), and the deleted
 * members whose money is still to settle (admins). The changes are `modules/members/members.service.ts`.
 */
export function createMemberListReadModel(deps: MemberListReadModelDeps) {
  const { repos, now } = deps;
  const versions = versionsReader(repos.boardVersions);

  /**
   * The list's `lastTrainingJump` of each student (issue 27), read for all of them at once; landing and
   * reopening emit `loadsSettled`, which raises the club's counter, so the cached list follows them.
   */
  async function trainingOf(clubId: string) {
    const last = lastTrainingJumps(await repos.members.studentTrainingJumpRows(clubId));
    return (m: MemberRow) => (isStudentRole(m.role) ? { lastTrainingJump: last.get(m.id) ?? null } : {});
  }

  // The list as a full reader gets it: JSON made once per change of the club's members, balances or waivers
  // (the club-wide counter), per club day for the waiver alarms, which read today, and per policy class
  // (`policyClass`), since each member carries the reader's `can`: the key is `members|day|waivers|class`.
  const fullLists = versionedCache<CachedAnswer, Actor>({
    versions,
    scope: 'club',
    async compute(clubId, key, stamp, reader): Promise<CachedAnswer> {
      const [, today, kind] = key.split('|');
      const rows = await repos.members.listInClub(clubId);
      const info = kind === 'waivers' && deps.waiverInfo ? await deps.waiverInfo(clubId, rows) : undefined;
      const training = await trainingOf(clubId);
      const list = rows.map((m) => {
        const waiverInfo = info?.get(m.id);
        const one = { ...toMember(m, reader, { full: true }), ...training(m) };
        return waiverInfo ? { ...one, waiverInfo } : one;
      });
      const json = JSON.stringify(z.array(member).parse(list));
      const tag = policyTag(policyClass(reader));
      return cachedAnswer(`"m-${clubId.slice(0, 8)}-members|${today}|${kind}|${tag}-${stamp.club}"`, json);
    },
  });

  // The club's time zone, for the list's day: kept with the club's counter (`clubChanged` raises it), so a cached
  // list costs the session and that counter only.
  const zones = stampedCache<string | undefined>(500);

  return {
    /** The whole list as a full reader gets it, from the cache; null for a reader whose list is narrowed. */
    async listInFull(actor: Actor, query: { waiverInfo?: boolean }): Promise<CachedAnswer | null> {
      if (!canReadMembersInFull(actor)) {
        return null;
      }
      // the counter first: the zone read after it, and the list, are kept at it
      const v = await versions(actor.clubId, WHOLE_CLUB);
      const zone = await zones(
        actor.clubId,
        v.club,
        async () => (await repos.clubs.findById(actor.clubId))?.timezone,
      );
      const today = clubDate(now(), zone);
      const kind = query.waiverInfo ? 'waivers' : 'plain';
      return fullLists.at(actor.clubId, `members|${today}|${kind}|${policyClass(actor)}`, v, actor);
    },

    /**
     * Every member of the club, by first name; contact details only for admins and waiver checkers.
     * `deleted: 'withBalance'` (admins only) answers the deleted members whose money is still to settle.
     */
    async list(actor: Actor, query: { deleted?: 'withBalance'; waiverInfo?: boolean } = {}) {
      if (query.deleted) {
        // the deleted members with money still to settle are for those who may bring them back
        if (!canRestoreMembers(actor)) {
          throw new DomainError('onlyAdmin');
        }
        return (await repos.members.listDeletedWithBalance(actor.clubId)).map((m) => toMember(m, actor));
      }
      // a plain jumper reads others' names, role, licence and ratings; themself in full
      const rows = await repos.members.listInClub(actor.clubId);
      const info =
        query.waiverInfo && deps.waiverInfo ? await deps.waiverInfo(actor.clubId, rows) : undefined;
      const training = await trainingOf(actor.clubId);
      return rows.map((m) => {
        const full = canReadMemberInFull(actor, m.id);
        const waiverInfo = full ? info?.get(m.id) : undefined;
        const one = full ? { ...toMember(m, actor, { full }), ...training(m) } : toMember(m, actor, { full });
        return waiverInfo ? { ...one, waiverInfo } : one;
      });
    },
  };
}

export type MemberListReadModel = ReturnType<typeof createMemberListReadModel>;
