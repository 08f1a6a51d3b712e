import { clubDate, clubTime, minutesOfDay } from '../dates';
import type { EligibilityReason, GroupRole, LeaveReason, License, LoadState, MemberRole } from '../enums';
import type { Cents } from '../money';

/** The club's self-manifest settings: the cut-off before the estimated takeoff and the debt a jumper may have. */
export interface SelfManifestSettings {
  /** Minutes before the estimated takeoff after which jumpers may no longer add or remove themselves. */
  cutoffMinutes: number;
  /** The most a jumper may owe and still add themself (0: no debt at all). */
  creditLimitCents: Cents;
  timeZone: string;
}

/**
 * The jumper's standing, as far as eligibility looks at it. `waiver` is `notRequired` while the club has not
 * set up waivers (no waiver text yet): then the check is skipped, and the answer says so.
 */
export interface JumperStanding {
  role: MemberRole;
  license: License;
  balanceCents: Cents;
  waiver: 'valid' | 'missing' | 'notRequired';
}

/** The load as eligibility looks at it. `slotsLeft` is null when the plane has no slot count. */
export interface LoadForEligibility {
  state: LoadState;
  date: string;
  estimatedTakeoff: string | null;
  slotsLeft: number | null;
}

/** The reasons staff see as warnings when they add a jumper themselves (and may override). */
export function staffWarnings(
  jumper: Pick<JumperStanding, 'waiver' | 'balanceCents'>,
  settings: {
    creditLimitCents: Cents;
  },
): EligibilityReason[] {
  const reasons: EligibilityReason[] = [];
  if (jumper.waiver === 'missing') {
    reasons.push('waiverMissing');
  }
  if (jumper.balanceCents < -settings.creditLimitCents) {
    reasons.push('balanceBelowCreditLimit');
  }
  return reasons;
}

/**
 * Whether the self-manifest cut-off of a load has passed at `now`: from `cutoffMinutes` before its estimated
 * takeoff, read as a wall-clock time of the load's day in the club's time zone (so a daylight-saving change
 * moves nothing). A load of a past day has passed; a load without an estimated takeoff has no cut-off.
 */
export function cutoffPassed(
  load: Pick<LoadForEligibility, 'date' | 'estimatedTakeoff'>,
  now: Date,
  settings: Pick<SelfManifestSettings, 'cutoffMinutes' | 'timeZone'>,
): boolean {
  const today = clubDate(now, settings.timeZone);
  if (load.date !== today) {
    return load.date < today;
  }
  const takeoff = load.estimatedTakeoff ? minutesOfDay(load.estimatedTakeoff) : null;
  const current = minutesOfDay(clubTime(now, settings.timeZone));
  return takeoff !== null && current !== null && current >= takeoff - settings.cutoffMinutes;
}

/** An open load of the club's today: the only loads jumpers add themselves to or leave. */
const openToday = (load: Pick<LoadForEligibility, 'state' | 'date'>, now: Date, timeZone: string) =>
  load.state === 'open' && load.date === clubDate(now, timeZone);

export interface EligibilityInput {
  jumper: JumperStanding;
  load: LoadForEligibility;
  /** Whether the jumper is on the load already. */
  onLoad: boolean;
  settings: SelfManifestSettings;
  now: Date;
}

export interface Eligibility {
  /** Empty when the jumper may add themself; else every reason, in the order of `eligibilityReasons`. */
  reasons: EligibilityReason[];
  /** True when the waiver check was skipped because the club has not set up waivers. */
  waiverCheckSkipped: boolean;
}

/**
 * Whether a jumper may add themself to a load (the roles issue, self-manifest): a valid approved waiver for
 * the year (skipped while the club has no waivers), a balance not below minus the club's credit limit, a
 * licensed jumper (students and tandem passengers only by staff), an open load of today before its cut-off,
 * not on it already, slots left. Pure: the server enforces it under the load's lock, the day view shows it.
 */
export function selfManifestEligibility(input: EligibilityInput): Eligibility {
  const { jumper, load, settings, now } = input;
  const reasons: EligibilityReason[] = [...staffWarnings(jumper, settings)];
  if (jumper.role !== 'jumper') {
    reasons.push('staffOnly');
  } else if (!jumper.license) {
    reasons.push('noLicence');
  }
  if (!openToday(load, now, settings.timeZone)) {
    reasons.push('loadNotOpen');
  } else if (cutoffPassed(load, now, settings)) {
    reasons.push('cutoffPassed');
  }
  if (input.onLoad) {
    reasons.push('alreadyOnLoad');
  } else if (load.slotsLeft !== null && load.slotsLeft <= 0) {
    reasons.push('loadFull');
  }
  return { reasons, waiverCheckSkipped: jumper.waiver === 'notRequired' };
}

/**
 * Whether a jumper may take themself off a load: they are on it alone (a student or a tandem passenger in a
 * group asks the staff), the load is open and of today, and its cut-off has not passed.
 */
export function selfLeaveReasons(input: {
  load: Pick<LoadForEligibility, 'state' | 'date' | 'estimatedTakeoff'>;
  /** The jumper's own row on the load, or null. */
  row: { groupRole: GroupRole } | null;
  settings: Pick<SelfManifestSettings, 'cutoffMinutes' | 'timeZone'>;
  now: Date;
}): LeaveReason[] {
  const { load, row, settings, now } = input;
  if (!row) {
    return ['notOnLoad'];
  }
  const reasons: LeaveReason[] = [];
  if (row.groupRole !== 'single') {
    reasons.push('inGroup');
  }
  if (!openToday(load, now, settings.timeZone)) {
    reasons.push('loadNotOpen');
  } else if (cutoffPassed(load, now, settings)) {
    reasons.push('cutoffPassed');
  }
  return reasons;
}
