import {
  type Actor,
  centsToEuros,
  type Language,
  type Logbook,
  type Member,
  type MemberData,
  type MemberResource,
  memberPolicies,
  memberReference,
  rfReference,
  sharedText,
  totalJumpsOf,
} from '@dz/shared';
import { csvAmount, csvBoolean, csvDate, csvNumber } from '../csv/csv-format';
import type { MemberRow } from './members.repo';
import type { MemberLogbook } from './members.service';

/** A member as its policies look at it (`permissions.ts`). */
export function memberResource(m: MemberRow): MemberResource {
  return { id: m.id, createdBy: m.createdBy, role: m.role, deleted: m.deletedAt !== null };
}

/**
 * The API's member for its reader: its fields (`full`: contact details, balance, weights and notes, for those
 * who read it in full) and what the reader may do to it (`can`).
 */
export function toMember(m: MemberRow, reader: Actor, opts: { full: boolean } = { full: true }): Member {
  return { ...memberData(m, opts), can: memberPolicies(reader, memberResource(m)) };
}

/** A member's own fields as the API answers them, without a reader's `can` (the CSV's rows). */
function memberData(m: MemberRow, opts: { full: boolean }): MemberData {
  return {
    _id: m.id,
    firstName: m.firstName,
    lastName: m.lastName,
    nickname: m.nickname,
    email: opts.full ? m.email : '',
    phone: opts.full ? m.phone : '',
    nextOfKin: opts.full ? m.nextOfKin : '',
    nextOfKinPhone: opts.full ? m.nextOfKinPhone : '',
    balance: opts.full ? centsToEuros(m.balanceCents) : null,
    role: m.role,
    license: m.license,
    exitWeight: opts.full ? m.exitWeight : null,
    tandemExitWeight: opts.full ? m.tandemExitWeight : null,
    pilotExitWeight: opts.full ? m.pilotExitWeight : null,
    totalJumps: totalJumpsOf(m.totalJumps, m.landedJumps),
    isCoach: m.isCoach,
    isStaticLineInstructor: m.isStaticLineInstructor,
    isAFFInstructor: m.isAFFInstructor,
    isTandemInstructor: m.isTandemInstructor,
    isRadioInstructor: m.isRadioInstructor,
    isVideoFlyer: m.isVideoFlyer,
    isPilot: m.isPilot,
    rigger: m.rigger,
    isClubMember: m.isClubMember,
    isSILMember: m.isSILMember,
    ownGear: m.ownGear,
    endOfStudentTraining: m.endOfStudentTraining,
    linkedUser: m.linkedUserId,
    referenceNumber: memberReference(m.referenceSeq),
    rfReference: rfReference(memberReference(m.referenceSeq)),
    note: opts.full ? m.note : '',
    created: m.createdAt.toISOString(),
    createdBy: m.createdBy,
    modified: m.modifiedAt.toISOString(),
    modifiedBy: m.modifiedBy,
    ...(m.deletedAt ? { deletedAt: m.deletedAt.toISOString() } : {}),
  };
}

/** The columns of `members.csv`; headers are `csv.members.<key>` in the reader's language. */
export const memberCsvKeys = [
  'firstName',
  'lastName',
  'nickname',
  'email',
  'phone',
  'role',
  'license',
  'balance',
  'exitWeight',
  'isClubMember',
  'isSILMember',
  'nextOfKin',
  'nextOfKinPhone',
] as const satisfies readonly (keyof Member)[];

/** The columns of `logbook.csv`; headers are `csv.logbook.<key>` in the reader's language. */
export const logbookCsvKeys = [
  'number',
  'date',
  'load',
  'plane',
  'altitude',
  'jumpType',
  'trainingJump',
  'price',
] as const;

/** A row of `members.csv` in the reader's language (the member read in full). */
export function toMemberCsvRow(
  r: MemberRow,
  language: Language,
): Record<(typeof memberCsvKeys)[number], string> {
  const m = memberData(r, { full: true });
  return {
    firstName: m.firstName,
    lastName: m.lastName,
    nickname: m.nickname ?? '',
    email: m.email ?? '',
    phone: m.phone ?? '',
    role: m.role ? sharedText(language, `csv.role.${m.role}`) : '',
    license: m.license ?? '',
    balance: m.balance === null ? '' : csvAmount(m.balance, language),
    exitWeight: csvNumber(m.exitWeight, language),
    isClubMember: csvBoolean(m.isClubMember, language),
    isSILMember: csvBoolean(m.isSILMember, language),
    nextOfKin: m.nextOfKin ?? '',
    nextOfKinPhone: m.nextOfKinPhone ?? '',
  };
}

/** The logbook as the API answers it: what landing charged in euros (null when nothing was). */
export function toLogbook(l: MemberLogbook): Logbook {
  return { jumpsBefore: l.jumpsBefore, jumps: l.jumps.map(toLogbookJump) };
}

function toLogbookJump(j: MemberLogbook['jumps'][number]): Logbook['jumps'][number] {
  return {
    number: j.number,
    date: j.date,
    loadNumber: j.loadNumber,
    loadId: j.loadId,
    plane: j.plane,
    altitude: j.altitude,
    jumpType: j.jumpType,
    groupRole: j.groupRole,
    trainingJump: j.trainingJump,
    price: j.chargedCents === null ? null : centsToEuros(j.chargedCents),
    highOpening: j.highOpening,
  };
}

/** A row of `logbook.csv` in the reader's language. */
export function toLogbookCsvRow(
  j: MemberLogbook['jumps'][number],
  language: Language,
): Record<(typeof logbookCsvKeys)[number], string> {
  return {
    number: String(j.number),
    date: csvDate(j.date, language),
    load: String(j.loadNumber),
    plane: j.plane ?? '',
    altitude: String(j.altitude),
    jumpType: sharedText(language, `csv.jumpKind.${j.jumpType}`),
    trainingJump: j.trainingJump ?? '',
    price: j.chargedCents === null ? '' : csvAmount(centsToEuros(j.chargedCents), language),
  };
}
