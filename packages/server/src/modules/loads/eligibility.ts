import {
  type Actor,
  type Cents,
  cents,
  clubDate,
  DEFAULT_SELF_MANIFEST_CUTOFF_MINUTES,
  DEFAULT_TIMEZONE,
  type EligibilityReason,
  type JumperStanding,
  membersWaiverInfo,
  type SelfManifestSettings,
  staffWarnings,
} from '@dz/shared';
import type { Repos } from '../../repos';
import type { AuditEntry } from '../audit/audit.repo';
import type { MemberRow } from '../members/members.repo';

export type EligibilityRepos = Pick<Repos, 'clubs' | 'waivers'>;

/** The club's self-manifest settings and whether it has set up waivers (a waiver text in some language). */
export async function clubEligibilitySettings(
  repos: EligibilityRepos,
  clubId: string,
): Promise<SelfManifestSettings & { waiversInUse: boolean }> {
  const [club, texts] = await Promise.all([
    repos.clubs.findById(clubId),
    repos.clubs.currentWaiverTexts(clubId),
  ]);
  return {
    cutoffMinutes: club?.selfManifestCutoffMinutes ?? DEFAULT_SELF_MANIFEST_CUTOFF_MINUTES,
    creditLimitCents: cents(club?.creditLimitCents ?? 0),
    timeZone: club?.timezone || DEFAULT_TIMEZONE,
    waiversInUse: texts.some((t) => t.text.trim() !== ''),
  };
}

/**
 * Each member's standing on the club's today: role, licence, balance and whether a valid approved waiver of
 * the year speaks for them (by the waivers rule the members list uses), `notRequired` without waivers.
 */
export async function jumperStandings(
  repos: EligibilityRepos,
  clubId: string,
  members: readonly MemberRow[],
  settings: { timeZone: string; waiversInUse: boolean },
  now: Date,
): Promise<Map<string, JumperStanding>> {
  const today = clubDate(now, settings.timeZone);
  const info =
    settings.waiversInUse && members.length
      ? membersWaiverInfo({
          members,
          waivers:
            members.length === 1 && members[0]
              ? await repos.waivers.forMember(clubId, members[0])
              : await repos.waivers.listForAlarms(clubId),
          today,
          timeZone: settings.timeZone,
        })
      : undefined;
  return new Map(
    members.map((m) => {
      const status = info?.get(m.id)?.status;
      const waiver = !info ? 'notRequired' : status === 'approved' ? 'valid' : 'missing';
      return [
        m.id,
        {
          role: m.role,
          license: m.license,
          balanceCents: cents(m.balanceCents),
          waiver,
        } satisfies JumperStanding,
      ];
    }),
  );
}

/**
 * The audit rows of staff adding jumpers despite the eligibility warnings (no waiver, balance below the credit
 * limit): adding them is the override, recorded with the reasons and the balance at the time.
 */
export function overrideEntries(
  actor: Actor,
  loadId: string,
  standings: ReadonlyMap<string, JumperStanding>,
  creditLimitCents: Cents,
  at: Date,
): AuditEntry[] {
  return [...standings].flatMap(([memberId, standing]) => {
    const reasons: EligibilityReason[] = staffWarnings(standing, { creditLimitCents });
    if (reasons.length === 0) {
      return [];
    }
    return [
      {
        clubId: actor.clubId,
        at,
        actorUserId: actor.userId,
        action: 'eligibilityOverride',
        loadId,
        memberId,
        after: { reasons: reasons.join(','), balanceCents: standing.balanceCents },
      } satisfies AuditEntry,
    ];
  });
}
