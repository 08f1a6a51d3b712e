import { DEFAULT_TIMEZONE } from '../constants';
import { clubDate } from '../dates';
import type { License, MemberRole, WaiverAlarm, WaiverStatus } from '../enums';
import { waiverAlarmKinds } from '../enums';
import type { MemberFields } from '../members/members.schemas';

/** The parts of a waiver the yearly rules read. `signedAt` is an instant (a `Date` or an ISO string). */
export interface WaiverForRules {
  status: WaiverStatus;
  signedAt: Date | string;
  email: string;
  ownGear: boolean;
  nextEquipmentExpiration: string | null;
}

/** The parts of a member the alarms read. */
export interface MemberForAlarms {
  role: MemberRole;
  license: License;
  isSILMember: boolean;
}

/**
 * The calendar year a waiver belongs to: the year of its signing in the club's time zone (a waiver signed
 * 31.12. 23:30 in Helsinki is that year's even though it is 21:30 UTC).
 */
export function waiverYear(signedAt: Date | string, timeZone: string = DEFAULT_TIMEZONE): number {
  return Number(clubDate(new Date(signedAt), timeZone).slice(0, 4));
}

/** The year of a club day `YYYY-MM-DD`. */
function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/** Whether a waiver is valid on a club day: approved and signed in that day's calendar year. */
export function isWaiverValid(
  waiver: Pick<WaiverForRules, 'status' | 'signedAt'>,
  today: string,
  timeZone: string = DEFAULT_TIMEZONE,
): boolean {
  return waiver.status === 'approved' && waiverYear(waiver.signedAt, timeZone) === yearOf(today);
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether an incoming waiver replaces an existing one instead of adding a second: the existing one is pending,
 * has the same e-mail (case and spaces aside) and belongs to the same year. An approved waiver is never replaced.
 */
export function replacesPending(
  existing: Pick<WaiverForRules, 'status' | 'signedAt' | 'email'>,
  incoming: Pick<WaiverForRules, 'signedAt' | 'email'>,
  timeZone: string = DEFAULT_TIMEZONE,
): boolean {
  return (
    existing.status === 'pending' &&
    sameEmail(existing.email, incoming.email) &&
    waiverYear(existing.signedAt, timeZone) === waiverYear(incoming.signedAt, timeZone)
  );
}

const signedTime = (w: Pick<WaiverForRules, 'signedAt'>) => new Date(w.signedAt).getTime();

/**
 * The waiver that speaks for a member this year: the latest approved one signed this year, else the latest
 * pending one; null when none was signed this year.
 */
export function currentWaiver<W extends WaiverForRules>(
  waivers: readonly W[],
  today: string,
  timeZone: string = DEFAULT_TIMEZONE,
): W | null {
  const year = yearOf(today);
  const thisYear = waivers
    .filter((w) => waiverYear(w.signedAt, timeZone) === year)
    .sort((a, b) => signedTime(b) - signedTime(a));
  return thisYear.find((w) => w.status === 'approved') ?? thisYear[0] ?? null;
}

/** The English words of each alarm (spec section 8); the web says them by `waiverAlarm.<kind>` in its locales. */
export const waiverAlarmTexts = {
  waiverNotFound: 'Waiver not found',
  waiverNotApproved: 'Waiver not approved',
  waiverExpired: 'Waiver expired',
  gearInspectionExpired: 'Gear inspection expired',
  notSilMember: 'Not FAA (SIL) member',
  noLicense: 'No license',
} as const satisfies Record<WaiverAlarm, string>;

/**
 * A member's waiver alarms on a club day `today` (`YYYY-MM-DD`), in the spec's order: Waiver not found (none
 * this year and none before), not approved (this year's not approved yet), expired (only older years'), Gear
 * inspection expired (own gear and the next equipment expiration date before today), Not FAA (SIL) member, No
 * license (role `jumper` without a license). They warn; they never block an admin.
 */
export function waiverAlarms({
  member,
  waivers,
  today,
  timeZone = DEFAULT_TIMEZONE,
}: {
  member: MemberForAlarms;
  waivers: readonly WaiverForRules[];
  today: string;
  timeZone?: string;
}): WaiverAlarm[] {
  const alarms = new Set<WaiverAlarm>();
  const year = yearOf(today);
  const current = currentWaiver(waivers, today, timeZone);
  if (current === null) {
    const older = waivers.some((w) => waiverYear(w.signedAt, timeZone) < year);
    alarms.add(older ? 'waiverExpired' : 'waiverNotFound');
  } else {
    if (current.status !== 'approved') {
      alarms.add('waiverNotApproved');
    }
    if (
      current.ownGear &&
      current.nextEquipmentExpiration !== null &&
      current.nextEquipmentExpiration < today
    ) {
      alarms.add('gearInspectionExpired');
    }
  }
  if (!member.isSILMember) {
    alarms.add('notSilMember');
  }
  if (member.role === 'jumper' && member.license === '') {
    alarms.add('noLicense');
  }
  return waiverAlarmKinds.filter((kind) => alarms.has(kind));
}

/** The member's fields a waiver gives when the member is created at approval. */
export type MemberFromWaiver = Pick<
  MemberFields,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'exitWeight'
  | 'totalJumps'
  | 'license'
  | 'isClubMember'
  | 'isSILMember'
  | 'ownGear'
>;

/**
 * The member created from a waiver at approval (only then): names, contacts, weight, jumps, licence and
 * memberships. The rest of the member keeps the member form's defaults (role jumper, no ratings). The typed total
 * jumps become the member's jumps before the product as they are (`jumpsBeforeOf` with no landed jumps yet: a new
 * member has none), so the logbook numbers the first manifested jump total + 1.
 */
export function memberFromWaiver(waiver: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  exitWeight: number | null;
  totalJumps: number | null;
  license: License;
  clubMember: boolean;
  silMember: boolean;
  ownGear: boolean;
}): MemberFromWaiver {
  return {
    firstName: waiver.firstName.trim(),
    lastName: waiver.lastName.trim(),
    email: waiver.email.trim(),
    phone: waiver.phone.trim(),
    exitWeight: waiver.exitWeight,
    totalJumps: waiver.totalJumps,
    license: waiver.license,
    isClubMember: waiver.clubMember,
    isSILMember: waiver.silMember,
    // the signer's own answer: the default of the loads they are added to (issue 27)
    ownGear: waiver.ownGear,
  };
}

/** A waiver of the club as the members list reads it: whom it was approved onto, and its rules' fields. */
export interface ClubWaiverForAlarms extends WaiverForRules {
  id: string;
  memberId: string | null;
}

/** What the members list says about a member's waiver: this year's waiver (if any) and the alarms. */
export interface MemberWaiverInfo {
  waiverId: string | null;
  status: WaiverStatus | null;
  alarms: WaiverAlarm[];
}

/**
 * Each member's waiver info on a club day, from the club's waivers in one pass. A waiver is a member's when
 * it was approved onto the member or signed with the member's e-mail (case and spaces aside), as
 * `GET /member/{id}/alarms` reads it.
 */
export function membersWaiverInfo<M extends MemberForAlarms & { id: string; email: string }>({
  members,
  waivers,
  today,
  timeZone = DEFAULT_TIMEZONE,
}: {
  members: readonly M[];
  waivers: readonly ClubWaiverForAlarms[];
  today: string;
  timeZone?: string;
}): Map<string, MemberWaiverInfo> {
  const byMember = new Map<string, ClubWaiverForAlarms[]>();
  const byEmail = new Map<string, ClubWaiverForAlarms[]>();
  const push = (map: Map<string, ClubWaiverForAlarms[]>, key: string, w: ClubWaiverForAlarms) => {
    const list = map.get(key);
    if (list) {
      list.push(w);
    } else {
      map.set(key, [w]);
    }
  };
  for (const w of waivers) {
    if (w.memberId) {
      push(byMember, w.memberId, w);
    }
    const email = w.email.trim().toLowerCase();
    if (email) {
      push(byEmail, email, w);
    }
  }
  const info = new Map<string, MemberWaiverInfo>();
  for (const member of members) {
    const email = member.email.trim().toLowerCase();
    const own = new Set([...(byMember.get(member.id) ?? []), ...((email && byEmail.get(email)) || [])]);
    const mine = [...own];
    const current = currentWaiver(mine, today, timeZone);
    info.set(member.id, {
      waiverId: current?.id ?? null,
      status: current?.status ?? null,
      alarms: waiverAlarms({ member, waivers: mine, today, timeZone }),
    });
  }
  return info;
}
