import {
  checkOwnGearFields,
  type Waiver,
  type WaiverChecklistTick,
  type WaiverTicksInput,
  type WaiverUpdateInput,
  waiverFieldsShape,
} from '@dz/shared';
import { z } from 'zod';
import { numberText } from '../../app/numberInput';

const { canopySize, wingLoad, exitWeight, totalJumps } = waiverFieldsShape;

/**
 * A checker's edit of a waiver: the shared fields and their rules (requiredIfTrue on own gear, the spec's
 * bounds), with the numbers as the text the fields hold.
 */
export const waiverForm = z
  .object({
    ...waiverFieldsShape,
    canopySize: numberText(canopySize, null),
    wingLoad: numberText(wingLoad, null),
    exitWeight: numberText(exitWeight),
    totalJumps: numberText(totalJumps),
    nextEquipmentExpiration: z.string(),
  })
  .superRefine((value, ctx) =>
    checkOwnGearFields(
      { ...value, nextEquipmentExpiration: value.nextEquipmentExpiration.trim() || null },
      ctx,
    ),
  );
export type WaiverFormValues = z.input<typeof waiverForm>;
export type WaiverFormOutput = z.output<typeof waiverForm>;

/** A number as the field shows it: a decimal comma in Finnish (`85,5`), a point in English. */
function numberToText(value: number | null, language: string): string {
  if (value === null) {
    return '';
  }
  return language.startsWith('fi') ? String(value).replace('.', ',') : String(value);
}

/** The form's values from a waiver as the API sends it, numbers written the UI language's way. */
export function waiverFormValues(waiver: Waiver, language = 'fi'): WaiverFormValues {
  const asText = (value: number | null) => numberToText(value, language);
  return {
    firstName: waiver.firstName,
    lastName: waiver.lastName,
    street: waiver.street,
    zip: waiver.zip,
    city: waiver.city,
    email: waiver.email,
    phone: waiver.phone,
    canopy: waiver.canopy,
    canopySize: asText(waiver.canopySize),
    wingLoad: asText(waiver.wingLoad),
    exitWeight: asText(waiver.exitWeight),
    nextEquipmentExpiration: waiver.nextEquipmentExpiration ?? '',
    ownGear: waiver.ownGear,
    clubMember: waiver.clubMember,
    silMember: waiver.silMember,
    filmingPermission: waiver.filmingPermission,
    totalJumps: asText(waiver.totalJumps),
    license: waiver.license,
    note: waiver.note,
  };
}

/** `PUT /api/waivers/:id`'s body from the edited fields (the checklist left as it is). */
export function updateBodyOfForm(fields: WaiverFormOutput): WaiverUpdateInput {
  return { ...fields, nextEquipmentExpiration: fields.nextEquipmentExpiration.trim() || null, checklist: [] };
}

/** `PUT /api/waivers/:id/checklist`'s body for one tick: only the tick, the fields stay as the server has them. */
export function tickBody(itemId: string, checked: boolean): WaiverTicksInput {
  return { checklist: [{ itemId, checked }] };
}

/**
 * The checker's checklist of a waiver as the server sends it: the club's items in their order (ticked or not,
 * who and when), then items ticked before the club removed them.
 */
export function checklistRows(waiver: Waiver): WaiverChecklistTick[] {
  return waiver.checklist;
}

/** How many of a waiver's checklist items are ticked, of how many. */
export function checklistProgress(waiver: Waiver): { done: number; total: number } {
  return { done: waiver.checklist.filter((t) => t.checked).length, total: waiver.checklist.length };
}
