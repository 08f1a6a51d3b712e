import {
  eurosToCents,
  type GroupRole,
  isStudentInstructor as isStudentInstructorRule,
  isStudentRole,
  type JumpLine,
  jumperPrice,
  type ManifestBody,
} from '@dz/shared';
import type { MemberRow } from '../members/api';
import { parseEuros } from './EditJumperDialog';

export type AddKind = 'normal' | 'tandem' | 'student' | 'video';

export interface StudentDraft {
  memberId: string | null;
  trainingJump: string;
}

export interface AddJumperForm {
  kind: AddKind;
  /** The fun jumper, the video jumper, the tandem instructor or the student group's instructor. */
  memberId: string | null;
  passengerId: string | null;
  videoFlyerId: string | null;
  students: StudentDraft[];
  altitude: number | null;
  ownGear: boolean;
  gearRental: string;
  highOpening: boolean;
}

export const emptyForm = (altitude: number | null): AddJumperForm => ({
  kind: 'normal',
  memberId: null,
  passengerId: null,
  videoFlyerId: null,
  students: [{ memberId: null, trainingJump: '' }],
  altitude,
  ownGear: false,
  gearRental: '',
  highOpening: false,
});

/** The pickers offer only whom the server accepts there (the shared rules of `assertGroupMembers`). */
export const isStudentMember = (m: MemberRow) => isStudentRole(m.role);
export const isStudentInstructor = (m: MemberRow) => isStudentInstructorRule(m);

/** The first problem of the form as a locale key under `loads.day.add.errors`, or null when it can be sent. */
export function formProblem(form: AddJumperForm, members: readonly MemberRow[]): string | null {
  const byId = (id: string | null) => members.find((m) => m._id === id);
  if (!form.memberId) {
    return 'member';
  }
  if (form.altitude === null) {
    return 'altitude';
  }
  if (parseEuros(form.gearRental) === undefined) {
    return 'gearRental';
  }
  if (form.kind === 'tandem') {
    if (!byId(form.memberId)?.isTandemInstructor) {
      return 'tandemInstructor';
    }
    if (!form.passengerId) {
      return 'passenger';
    }
  }
  if (form.kind === 'student') {
    const instructor = byId(form.memberId);
    if (!instructor || !isStudentInstructor(instructor)) {
      return 'instructor';
    }
    if (!form.students.some((s) => s.memberId)) {
      return 'students';
    }
  }
  return null;
}

/** The one `POST /api/loads/{id}/jumpers` body of the form (a slot tree). Call after `formProblem`. */
export function manifestBodyOf(form: AddJumperForm): ManifestBody {
  const memberId = form.memberId ?? '';
  const altitude = form.altitude ?? 0;
  const gear = {
    ownGear: form.ownGear,
    highOpening: form.highOpening,
    ...(form.ownGear ? {} : { gearRental: parseEuros(form.gearRental) ?? null }),
  };
  switch (form.kind) {
    case 'tandem':
      return {
        memberId,
        type: 'tandem',
        altitude,
        tandemMemberId: form.passengerId ?? '',
        ...(form.videoFlyerId ? { videoFlyerId: form.videoFlyerId } : {}),
        ...gear,
      };
    case 'student':
      return {
        memberId,
        type: 'instructor',
        altitude,
        students: form.students
          .filter((s) => s.memberId)
          .map((s) => ({
            memberId: s.memberId ?? '',
            ...(s.trainingJump ? { trainingJump: s.trainingJump } : {}),
          })),
        ...gear,
      };
    default:
      return { memberId, type: form.kind, altitude, ...gear };
  }
}

/** Who pays in the form's group and the price each will be charged (the shared price rules), in cents. */
export function payersOf(
  form: AddJumperForm,
  members: readonly MemberRow[],
  line: JumpLine | null,
  defaultGearRent: number,
): { member: MemberRow; priceCents: number }[] {
  const roles: [string | null, GroupRole][] =
    form.kind === 'tandem'
      ? [[form.passengerId, 'passenger']]
      : form.kind === 'student'
        ? form.students.map((s): [string | null, GroupRole] => [s.memberId, 'student'])
        : [[form.memberId, 'single']];
  const priceLine = line
    ? {
        priceCents: eurosToCents(line.price) ?? 0,
        priceForMembersCents:
          line.priceForMembers === null ? null : (eurosToCents(line.priceForMembers) ?? null),
      }
    : null;
  const rent = parseEuros(form.gearRental);
  return roles.flatMap(([id, groupRole]) => {
    const member = members.find((m) => m._id === id);
    if (!member) {
      return [];
    }
    const priceCents = jumperPrice(
      {
        groupRole,
        didNotJump: false,
        ownGear: form.ownGear,
        gearRentalCents: typeof rent === 'number' ? (eurosToCents(rent) ?? null) : null,
        priceOverrideCents: null,
        isClubMember: member.isClubMember,
        role: member.role,
      },
      priceLine,
      eurosToCents(defaultGearRent) ?? 0,
    );
    return [{ member, priceCents }];
  });
}
