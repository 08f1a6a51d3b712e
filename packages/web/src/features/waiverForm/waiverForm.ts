import { checkOwnGearFields, signatureSchema, type WaiverBody, waiverFieldsShape } from '@dz/shared';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { numberText } from '../../app/numberInput';

const { canopySize, wingLoad, exitWeight, totalJumps } = waiverFieldsShape;

/**
 * The public waiver form: the shared `waiverBody` (spec section 5: requiredIfTrue on own gear, requiredBoolean,
 * the bounds), with the numbers as the text their fields hold, read the Finnish way (`80,5`).
 */
export const waiverForm = z
  .object({
    ...waiverFieldsShape,
    canopySize: numberText(canopySize, null),
    wingLoad: numberText(wingLoad, null),
    exitWeight: numberText(exitWeight),
    totalJumps: numberText(totalJumps),
    signature: signatureSchema,
    waiverTextVersionId: z.string().trim().min(1),
  })
  // like `waiverBody`: requiredIfTrue also runs when other fields are wrong, so every missing field shows at once
  .superRefine(checkOwnGearFields, {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type WaiverFormValues = z.input<typeof waiverForm>;
export type WaiverFormControl = Control<WaiverFormValues, unknown, WaiverBody>;

/** The yes/no questions, each a radio group that must be answered (requiredBoolean). */
export const yesNoFields = ['ownGear', 'clubMember', 'silMember', 'filmingPermission'] as const;
export type YesNoField = (typeof yesNoFields)[number];

/** An empty form; the yes/no answers start unanswered (null), which the shared rule refuses. */
export function emptyWaiverForm(waiverTextVersionId: string): WaiverFormValues {
  return {
    firstName: '',
    lastName: '',
    street: '',
    zip: '',
    city: '',
    email: '',
    phone: '',
    canopy: '',
    canopySize: '',
    wingLoad: '',
    exitWeight: '',
    nextEquipmentExpiration: '',
    ownGear: null,
    clubMember: null,
    silMember: null,
    filmingPermission: null,
    totalJumps: '',
    license: '',
    note: '',
    signature: '',
    waiverTextVersionId,
  };
}

type FormField = keyof WaiverFormValues;
const formFields = new Set<string>(Object.keys(waiverForm.shape));

/** The form field a server validation field names (`waiver.email` or `email`), if it is one of ours. */
export function formFieldOf(serverField: string): FormField | undefined {
  const name = serverField.replace(/^waiver\./, '');
  return formFields.has(name) ? (name as FormField) : undefined;
}
