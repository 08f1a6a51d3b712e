import { z } from 'zod';
import { BALANCE_MAX_EUROS, BALANCE_MIN_EUROS } from './constants';
import { type Cents, eurosToCents } from './money';
import { validationText } from './validation';

/** A euro amount as the API speaks it: a number with at most two decimals. */
export const euros = z
  .number({ error: validationText.required() })
  .refine((v) => eurosToCents(v) !== null, 'Invalid amount');

/** A euro amount within the balance bounds (-100 000 … 100 000). */
export const boundedEuros = euros
  .refine((v) => v >= BALANCE_MIN_EUROS, validationText.minNumber(BALANCE_MIN_EUROS))
  .refine((v) => v <= BALANCE_MAX_EUROS, validationText.maxNumber(BALANCE_MAX_EUROS));

/** A price: zero or more euros, at most the balance bound. */
export const priceEuros = euros
  .refine((v) => v >= 0, validationText.minNumber(0))
  .refine((v) => v <= BALANCE_MAX_EUROS, validationText.maxNumber(BALANCE_MAX_EUROS));

/**
 * A checked euro rule whose value becomes `Cents`: the API edge's one conversion, so services get the
 * branded integer and never convert or cast. The rule has already refused what `eurosToCents` would not
 * take; the issue here only guards a rule written without `euros`.
 */
export function asCents<T extends z.ZodType<number, number>>(rule: T) {
  return rule.transform((value, ctx): Cents => {
    const converted = eurosToCents(value);
    if (converted === null) {
      ctx.addIssue({ code: 'custom', message: 'Invalid amount' });
      return z.NEVER;
    }
    return converted;
  });
}

/** `euros`, delivered as `Cents`. */
export const eurosAsCents = asCents(euros);

/** `boundedEuros`, delivered as `Cents`. */
export const boundedEurosAsCents = asCents(boundedEuros);

/** `priceEuros`, delivered as `Cents`. */
export const priceEurosAsCents = asCents(priceEuros);
