import {
  buildManifestGroup,
  type Cents,
  DomainError,
  isStudentInstructor as isStudentInstructorRule,
  isStudentRole,
  type JumpLine,
  jumperPrice,
  type Load,
  type ManifestBody,
  type ManifestGroupRequest,
  type ManifestSlot,
  manifestBody,
  priceEuros,
  type TrainingProgram,
} from '@dz/shared';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { euroText } from '../../app/euroInput';
import { centsOfEuros } from '../../components/MoneyText';
import type { MemberRow } from '../members/api';

export const addKinds = ['normal', 'tandem', 'student', 'video'] as const;
export type AddKind = (typeof addKinds)[number];

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

/** The gear rent's text by the shared euro rule of `manifestBody`; empty is null (the club's default rent). */
const gearRentText = euroText(priceEuros.nullable(), { empty: null });

/** The gear rent in euros: null when empty, undefined when the text is refused (a third decimal, junk). */
function gearRentEuros(text: string): number | null | undefined {
  const result = gearRentText.safeParse(text);
  return result.success ? result.data : undefined;
}

/**
 * The field rules of the add-jumper form (react-hook-form's resolver): the altitude and the gear rent by
 * the rules of `manifestBody`, the gear rent's message at its field. The group as a whole is checked by
 * `formProblem`, with the server's group rules.
 */
export const addJumperFields = z.object({
  kind: z.enum(addKinds),
  memberId: z.string().nullable(),
  passengerId: z.string().nullable(),
  videoFlyerId: z.string().nullable(),
  students: z.array(z.object({ memberId: z.string().nullable(), trainingJump: z.string() })),
  // null: none chosen yet, which `formProblem` says
  altitude: manifestBody.shape.altitude.nullable(),
  ownGear: z.boolean(),
  gearRental: z.string().superRefine((text, ctx) => {
    for (const issue of gearRentText.safeParse(text).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message });
    }
  }),
  highOpening: z.boolean(),
}) satisfies z.ZodType<AddJumperForm, AddJumperForm>;
export type AddJumperControl = Control<AddJumperForm>;

/** The pickers offer only whom the server accepts there (the shared rules of `assertGroupMembers`). */
export const isStudentMember = (m: MemberRow) => isStudentRole(m.role);
export const isStudentInstructor = (m: MemberRow) => isStudentInstructorRule(m);

/** What the server checks a group against: the load, its plane's jump lines and the club's programs. */
export interface GroupContext {
  load: Pick<Load, 'minutePricing'>;
  jumpLines: readonly JumpLine[];
  programs: readonly TrainingProgram[];
}

/** The form's unfinished parts (a locale key under `loads.day.add.errors`): nothing to check the rules on yet. */
function missingPart(form: AddJumperForm): string | null {
  if (!form.memberId) {
    return 'member';
  }
  if (form.altitude === null) {
    return 'altitude';
  }
  if (gearRentEuros(form.gearRental) === undefined) {
    return 'gearRental';
  }
  if (form.kind === 'tandem' && !form.passengerId) {
    return 'passenger';
  }
  if (form.kind === 'student' && !form.students.some((s) => s.memberId)) {
    return 'students';
  }
  return null;
}

/** The slot tree of the form as the server gets it once parsed (the gear rent in cents). */
function groupRequestOf(form: AddJumperForm): ManifestGroupRequest {
  const body = manifestBodyOf(form);
  const rent = body.gearRental;
  return { ...body, gearRental: rent === null || rent === undefined ? rent : centsOfEuros(rent) };
}

/**
 * The form checked by the group rules the server enforces (`buildManifestGroup`): the rows it would add,
 * or the first problem as a locale key under `loads.day.add.errors` (a refusal under its catalogue key).
 */
function previewGroup(
  form: AddJumperForm,
  members: readonly MemberRow[],
  group: GroupContext,
): { problem: string | null; slots: ManifestSlot[] } {
  const missing = missingPart(form);
  if (missing) {
    return { problem: missing, slots: [] };
  }
  try {
    const slots = buildManifestGroup(groupRequestOf(form), {
      members: members.map((m) => ({ ...m, id: m._id })),
      jumpLineAltitudes: group.jumpLines.map((l) => l.altitude),
      trainingJumps: group.programs.flatMap((p) => p.jumps),
      load: group.load,
    });
    return { problem: null, slots };
  } catch (err) {
    if (err instanceof DomainError) {
      return { problem: err.detail ?? err.code, slots: [] };
    }
    throw err;
  }
}

/** The first problem of the form as a locale key under `loads.day.add.errors`, or null when it can be sent. */
export function formProblem(
  form: AddJumperForm,
  members: readonly MemberRow[],
  group: GroupContext,
): string | null {
  return previewGroup(form, members, group).problem;
}

/** The one `POST /api/loads/{id}/jumpers` body of the form (a slot tree). Call after `formProblem`. */
export function manifestBodyOf(form: AddJumperForm): ManifestBody {
  const memberId = form.memberId ?? '';
  const altitude = form.altitude ?? 0;
  const gear = {
    ownGear: form.ownGear,
    highOpening: form.highOpening,
    ...(form.ownGear ? {} : { gearRental: gearRentEuros(form.gearRental) ?? null }),
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

/**
 * Everyone in the form's group with the price each will be charged (the rows the group rules give, priced
 * by the shared price rules), in cents; none while the form has a problem.
 */
export function payersOf(
  form: AddJumperForm,
  members: readonly MemberRow[],
  group: GroupContext,
  defaultGearRent: number,
): { member: MemberRow; priceCents: Cents }[] {
  const defaultGearRentCents = centsOfEuros(defaultGearRent);
  return previewGroup(form, members, group).slots.flatMap((slot) => {
    const member = members.find((m) => m._id === slot.memberId);
    if (!member) {
      return [];
    }
    const line = group.jumpLines.find((l) => l.altitude === slot.altitude);
    const priceCents = jumperPrice(
      {
        groupRole: slot.groupRole,
        didNotJump: false,
        ownGear: slot.ownGear,
        gearRentalCents: slot.gearRentalCents,
        priceOverrideCents: null,
        isClubMember: member.isClubMember,
        role: member.role,
      },
      line
        ? {
            priceCents: centsOfEuros(line.price),
            priceForMembersCents: line.priceForMembers === null ? null : centsOfEuros(line.priceForMembers),
          }
        : null,
      defaultGearRentCents,
    );
    return [{ member, priceCents }];
  });
}
