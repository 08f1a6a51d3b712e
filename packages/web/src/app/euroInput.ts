import { type Cents, centsToEuros, errors, cents as toCents } from '@dz/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** What a typed euro amount says: nothing, an amount in cents, or why it is no amount. */
export type EuroInput =
  | { kind: 'empty' }
  | { kind: 'amount'; cents: Cents }
  | { kind: 'invalid'; reason: 'notANumber' | 'tooManyDecimals' };

/**
 * The spec's message for an amount that is refused ("Invalid amount"), and its locale key: what the
 * server says for the same amount, so the form and the API agree.
 */
export const INVALID_AMOUNT = {
  message: errors.invalidAmount.message,
  locale: 'error.invalidAmount',
} as const;

// more integer digits than any balance has, yet few enough that cents stay exact in a double
const MAX_INTEGER_DIGITS = 13;

/**
 * Reads euros the way people type them, Finnish or English: `12,50`, `12.50`, `1 234,5`, `-3`, `−3`
 * (the minus sign Intl writes), `+5`, `50 €`. Spaces group thousands; a dot or a comma is the decimal
 * separator, once. A third decimal is refused, never rounded: `12,505` is not 12,51 €. The amount is
 * exact cents, read from the digits, so no float rounding happens on the way (`0,29` → 29).
 */
export function parseEuroInput(text: string): EuroInput {
  const compact = text.replace(/[\s\u00a0\u2009\u202f€]/g, '');
  if (compact === '') {
    return { kind: 'empty' };
  }
  const m = /^([-+\u2212]?)(\d*)(?:[.,](\d*))?$/.exec(compact);
  const sign = m?.[1] ?? '';
  const whole = m?.[2] ?? '';
  const fraction = m?.[3] ?? '';
  if (!m || whole.length + fraction.length === 0) {
    return { kind: 'invalid', reason: 'notANumber' };
  }
  if (fraction.length > 2) {
    return { kind: 'invalid', reason: 'tooManyDecimals' };
  }
  if (whole.replace(/^0+/, '').length > MAX_INTEGER_DIGITS) {
    return { kind: 'invalid', reason: 'notANumber' };
  }
  const magnitude = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  const isNegative = (sign === '-' || sign === '\u2212') && magnitude !== 0;
  return { kind: 'amount', cents: toCents(isNegative ? -magnitude : magnitude) };
}

interface EuroTextOptions {
  /** What empty text is: `undefined` lets the rule say "Required" (the default), `null` means "not set". */
  empty?: null | undefined;
  /** The message for text that is no number at all; "Invalid amount" by default. */
  notANumber?: string;
}

/**
 * The text of a euro field, read by `parseEuroInput` and then checked, in euros, by a shared money rule
 * (`priceEuros`, `paymentBody.shape.amount`, ...), so the web keeps no copy of the server's limits.
 */
export function euroText<T extends z.ZodType>(
  rule: T,
  { empty, notANumber = INVALID_AMOUNT.message }: EuroTextOptions = {},
): z.ZodType<z.output<T>, string> {
  const checked = rule as z.ZodType<z.output<T>, number | null | undefined>;
  return z
    .string()
    .transform((text, ctx) => {
      const input = parseEuroInput(text);
      switch (input.kind) {
        case 'empty':
          return empty;
        case 'amount':
          return centsToEuros(input.cents);
        case 'invalid':
          ctx.addIssue({
            code: 'custom',
            message: input.reason === 'tooManyDecimals' ? INVALID_AMOUNT.message : notANumber,
          });
          return z.NEVER;
      }
    })
    .pipe(checked);
}

/** The decimal separator of the UI language: a comma in Finnish. */
export type DecimalSeparator = ',' | '.';

/** Euro amounts in inputs use the UI language's separator: "15,50" in Finnish, "15.50" in English. */
export function useDecimalSeparator(): DecimalSeparator {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? '.' : ',';
}

/** Euros for an input, two decimals: `15,5` → "15,50" in Finnish; null → empty. */
export function formatEuroInput(value: number | null | undefined, separator: DecimalSeparator): string {
  if (value === null || value === undefined) {
    return '';
  }
  return value.toFixed(2).replace('.', separator);
}
