import { defaultOwnGear, type Member, type MemberFields, memberInput } from '@dz/shared';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { numberText } from '../../app/numberInput';

const { exitWeight, tandemExitWeight, pilotExitWeight, totalJumps, endOfStudentTraining } = memberInput.shape;

/**
 * The member form: the shared `memberInput` rules (spec section 5), with the numbers and the date as the
 * text the fields hold.
 */
export const memberForm = memberInput.omit({ _id: true }).extend({
  // empty: null, the API's "not given"
  exitWeight: numberText(exitWeight.unwrap(), null),
  tandemExitWeight: numberText(tandemExitWeight.unwrap(), null),
  pilotExitWeight: numberText(pilotExitWeight.unwrap(), null),
  totalJumps: numberText(totalJumps.unwrap(), null),
  endOfStudentTraining: z
    .string()
    .transform((v) => (v === '' ? null : v))
    .pipe(endOfStudentTraining.unwrap()),
});
export type MemberFormValues = z.input<typeof memberForm>;
export type MemberFormControl = Control<MemberFormValues, unknown, MemberFields>;

/** The yes/no fields of a member, in the order the form shows them. */
export const memberFlags = [
  'isCoach',
  'isStaticLineInstructor',
  'isAFFInstructor',
  'isTandemInstructor',
  'isRadioInstructor',
  'isVideoFlyer',
  'isPilot',
  'rigger',
] as const;
export const membershipFlags = ['isClubMember', 'isSILMember'] as const;
export type MemberFlag = (typeof memberFlags)[number] | (typeof membershipFlags)[number];

const numberToText = (value: number | null) => (value === null ? '' : String(value));

/** The form's values for a new member, or for editing one (only the contract fields, spec section 3). */
export function memberFormValues(member?: Member): Required<MemberFormValues> {
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    nickname: member?.nickname ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    nextOfKin: member?.nextOfKin ?? '',
    nextOfKinPhone: member?.nextOfKinPhone ?? '',
    role: member?.role ?? 'jumper',
    license: member?.license ?? '',
    exitWeight: numberToText(member?.exitWeight ?? null),
    tandemExitWeight: numberToText(member?.tandemExitWeight ?? null),
    pilotExitWeight: numberToText(member?.pilotExitWeight ?? null),
    totalJumps: numberToText(member?.totalJumps ?? null),
    isCoach: member?.isCoach ?? false,
    isStaticLineInstructor: member?.isStaticLineInstructor ?? false,
    isAFFInstructor: member?.isAFFInstructor ?? false,
    isTandemInstructor: member?.isTandemInstructor ?? false,
    isRadioInstructor: member?.isRadioInstructor ?? false,
    isVideoFlyer: member?.isVideoFlyer ?? false,
    isPilot: member?.isPilot ?? false,
    rigger: member?.rigger ?? false,
    isClubMember: member?.isClubMember ?? false,
    isSILMember: member?.isSILMember ?? false,
    // a new member starts as a licensed jumper, who jumps their own gear; the form follows the role until set
    ownGear: member?.ownGear ?? defaultOwnGear('jumper'),
    endOfStudentTraining: member?.endOfStudentTraining ?? '',
    note: member?.note ?? '',
  };
}

/** The form fields a server validation line (`field: message`) names, with its message. */
export function serverFieldErrors(
  lines: readonly string[],
): { field: keyof MemberFormValues; message: string }[] {
  const fields = new Set(Object.keys(memberForm.shape));
  return lines.flatMap((line) => {
    const match = /^([\w]+): (.+)$/.exec(line);
    return match?.[1] && match[2] && fields.has(match[1])
      ? [{ field: match[1] as keyof MemberFormValues, message: match[2] }]
      : [];
  });
}
