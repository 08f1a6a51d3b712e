import { centsToEuros, type Member, totalJumpsOf } from '@dz/shared';
import type { MemberRow } from './members.repo';

/** The API's member. Contact details and notes only for admins and waiver checkers. */
export function toMember(m: MemberRow, opts: { full: boolean } = { full: true }): Member {
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
