import { z } from 'zod';

/** Locale key of the message for text that is no number at all ("abc", "1,2,3"). */
export const NOT_A_NUMBER = 'club.validation.notANumber';

/**
 * Reads a number typed the Finnish way or the English way: `15,50`, `15.50`, `1 500`. Empty text is
 * `undefined`; anything else that is not a number is `NaN`. Euros have their own reader, `parseEuroInput`,
 * which refuses a third decimal.
 */
export function parseDecimalInput(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') {
    return undefined;
  }
  return /^[-\u2212]?(\d+\.?\d*|\.\d+)$/.test(compact) ? Number(compact.replace('\u2212', '-')) : Number.NaN;
}

/**
 * The text of a number input, checked by a shared rule: the text becomes a number (empty becomes `empty`:
 * `undefined` lets the rule's default or "Required" apply, `null` means "not set"), then the shared rule
 * decides. So the web keeps no copy of the server's limits.
 */
export function numberText<T extends z.ZodType>(
  rule: T,
  empty: null | undefined = undefined,
): z.ZodType<z.output<T>, string> {
  const checked = rule as z.ZodType<z.output<T>, number | null | undefined>;
  return z
    .string()
    .transform((text, ctx) => {
      const value = parseDecimalInput(text);
      if (value === undefined) {
        return empty;
      }
      if (Number.isNaN(value)) {
        ctx.addIssue({ code: 'custom', message: NOT_A_NUMBER });
        return z.NEVER;
      }
      return value;
    })
    .pipe(checked);
}
