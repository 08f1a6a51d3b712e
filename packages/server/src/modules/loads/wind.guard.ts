import {
  type Actor,
  DomainError,
  type JumperType,
  type WeatherReading,
  type WindExceedance,
  windProblems,
} from '@dz/shared';
import type { AuditEntry } from '../audit/audit.repo';
import type { MemberRow } from '../members/members.repo';

/** The groups the club's latest weather reading is over, read without asking the weather services. */
export interface WindSource {
  exceedances(clubId: string): Promise<{ reading: WeatherReading | null; exceedances: WindExceedance[] }>;
}

/**
 * Adding jumpers whose group the wind is over (issue 34): refused (`windLimitExceeded`) unless the staff were
 * asked and said yes (`override`); then each such jumper is kept in the audit trail with the reading.
 */
export function windGuard(
  actor: Actor,
  loadId: string,
  slots: readonly { memberId: string; type: JumperType }[],
  members: readonly MemberRow[],
  wind: { reading: WeatherReading | null; exceedances: WindExceedance[] },
  override: boolean,
  at: Date,
): AuditEntry[] {
  const problems = windProblems(slots, members, wind.exceedances);
  if (problems.length === 0) {
    return [];
  }
  if (!override) {
    throw new DomainError('windLimitExceeded');
  }
  return problems.map(({ memberId, exceedance }) => ({
    clubId: actor.clubId,
    at,
    actorUserId: actor.userId,
    action: 'windOverride',
    loadId,
    memberId,
    after: {
      group: exceedance.group,
      measure: exceedance.measure,
      valueMs: exceedance.valueMs,
      limitMs: exceedance.limitMs,
      observedAt: wind.reading?.observedAt ?? null,
    },
  }));
}
