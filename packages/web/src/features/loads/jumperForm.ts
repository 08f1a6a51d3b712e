import { type LoadJumper, priceEuros, type UpdateJumperBody, updateJumperBody } from '@dz/shared';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { type DecimalSeparator, euroText, formatEuroInput } from '../../app/euroInput';

/**
 * The edit-jumper form: the shared rules of `updateJumperBody`, with the prices as the text their fields
 * hold (the shared euro rule: zero or more, at most two decimals).
 */
export const editJumperForm = z.object({
  altitude: updateJumperBody.shape.altitude.unwrap(),
  ownGear: z.boolean(),
  highOpening: z.boolean(),
  didNotJump: z.boolean(),
  // empty: the club's default gear rent
  gearRental: euroText(priceEuros.nullable(), { empty: null }),
  // empty: the price the jump line gives
  priceOverride: euroText(priceEuros.nullable(), { empty: null }),
});
export type EditJumperValues = z.input<typeof editJumperForm>;
export type EditJumperOutput = z.output<typeof editJumperForm>;
export type EditJumperControl = Control<EditJumperValues, unknown, EditJumperOutput>;

/** The form's values for a jumper on a load. */
export function editJumperValues(jumper: LoadJumper, separator: DecimalSeparator): EditJumperValues {
  return {
    altitude: jumper.altitude,
    ownGear: jumper.ownGear,
    highOpening: jumper.highOpening,
    didNotJump: jumper.didNotJump,
    gearRental: formatEuroInput(jumper.gearRental, separator),
    priceOverride: formatEuroInput(jumper.priceOverride, separator),
  };
}

/** The `PUT` body of the form: the price only from those who may override it. */
export function updateJumperBodyOf(
  { priceOverride, ...values }: EditJumperOutput,
  canOverridePrice: boolean,
): UpdateJumperBody {
  return canOverridePrice ? { ...values, priceOverride } : values;
}
