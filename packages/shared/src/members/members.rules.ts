import { EXIT_WEIGHT_EXTRA_KG } from '../constants';
import type { MemberRole } from '../enums';

/** "First Last 'Nick'": the nickname in single quotes when there is one (spec section 3). */
export function memberDisplayName(m: {
  firstName: string;
  lastName: string;
  nickname?: string | null;
}): string {
  const name = `${m.firstName} ${m.lastName}`.trim();
  return m.nickname ? `${name} '${m.nickname}'` : name;
}

/** The exit weight hint of the member form: own weight + 13 kg. */
export function suggestedExitWeight(ownWeightKg: number): number {
  return ownWeightKg + EXIT_WEIGHT_EXTRA_KG;
}

export interface MemberGroupFlags {
  role: MemberRole;
  isCoach: boolean;
  isStaticLineInstructor: boolean;
  isAFFInstructor: boolean;
  isPilot: boolean;
  isClubMember: boolean;
}

export type MemberGroup =
  | 'jumpers'
  | 'students'
  | 'tandemStudents'
  | 'instructors'
  | 'pilots'
  | 'clubMembers';

/**
 * The groups a member counts in (spec section 6): jumpers = jumper and every student role; students =
 * SL and AFF; instructors = coach, SL or AFF instructor.
 */
export function memberGroups(m: MemberGroupFlags): MemberGroup[] {
  const groups: MemberGroup[] = ['jumpers'];
  if (m.role === 'student-sl' || m.role === 'student-aff') {
    groups.push('students');
  }
  if (m.role === 'student-tandem') {
    groups.push('tandemStudents');
  }
  if (m.isCoach || m.isStaticLineInstructor || m.isAFFInstructor) {
    groups.push('instructors');
  }
  if (m.isPilot) {
    groups.push('pilots');
  }
  if (m.isClubMember) {
    groups.push('clubMembers');
  }
  return groups;
}

/** Counts per group for the members list's header. */
export function countMemberGroups(members: readonly MemberGroupFlags[]): Record<MemberGroup, number> {
  const counts: Record<MemberGroup, number> = {
    jumpers: 0,
    students: 0,
    tandemStudents: 0,
    instructors: 0,
    pilots: 0,
    clubMembers: 0,
  };
  for (const m of members) {
    for (const g of memberGroups(m)) {
      counts[g] += 1;
    }
  }
  return counts;
}

/**
 * A member's total jumps as the API answers it (`totalJumps`): the jumps before the product (the stored
 * `total_jumps`) plus the member's jumps on landed loads here. Null only when neither is known.
 */
export function totalJumpsOf(jumpsBefore: number | null, landedJumps: number): number | null {
  return jumpsBefore === null && landedJumps === 0 ? null : (jumpsBefore ?? 0) + landedJumps;
}

/**
 * The jumps before the product to store when a total is typed (member form, waiver approval): the typed total
 * minus the jumps already on landed loads, so the total reads back as typed. A total below the landed jumps is
 * refused (`undefined`): the logbook would have to start below jump one. An empty total stays unknown.
 */
export function jumpsBeforeOf(typedTotal: number | null, landedJumps: number): number | null | undefined {
  if (typedTotal === null) {
    return null;
  }
  return typedTotal < landedJumps ? undefined : typedTotal - landedJumps;
}

/**
 * Whether a member jumps their own gear unless told otherwise (issue 27): licensed jumpers do; students and
 * tandem passengers rent the club's. The member form starts with it, and a member created without the field
 * gets it.
 */
export function defaultOwnGear(role: MemberRole): boolean {
  return role === 'jumper';
}
