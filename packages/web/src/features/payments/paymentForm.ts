import { errors, isPaymentMethodAllowed, paymentBody, transactionBody, validationText } from '@dz/shared';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { euroText } from '../../app/euroInput';

/** The club's payment methods and whether others may be typed. */
export interface PaymentMethodRules {
  paymentMethods: readonly string[];
  allowCustomPaymentMethods: boolean;
}

const memberId = z.string().min(1, validationText.required()).pipe(paymentBody.shape.memberId);

/**
 * The payment dialog (spec section 5) with the shared rules of `paymentBody` and `transactionBody`: a
 * member, an amount within the balance bounds (a payment is not zero), a method the club allows, a comment.
 * The new-balance mode writes the target balance in `amount`; its method is optional.
 */
export function paymentFormSchema(club: PaymentMethodRules) {
  const allowed = (method: string) => isPaymentMethodAllowed(method, club);
  const notAllowed = errors.customPaymentMethod.message;
  return z.discriminatedUnion('mode', [
    z.object({
      mode: z.literal('payment'),
      memberId,
      // `.in`: the shared euro rule before the API's conversion to cents; the form sends euros
      amount: euroText(paymentBody.shape.amount.in),
      method: paymentBody.shape.method.refine(allowed, notAllowed),
      comment: paymentBody.shape.comment,
    }),
    z.object({
      mode: z.literal('newBalance'),
      memberId,
      amount: euroText(transactionBody.shape.newBalance.unwrap().in),
      method: z
        .string()
        .trim()
        .transform((v) => v || undefined)
        .pipe(transactionBody.shape.method.refine((m) => m === undefined || allowed(m), notAllowed)),
      comment: transactionBody.shape.comment,
    }),
  ]);
}
export type PaymentFormValues = z.input<ReturnType<typeof paymentFormSchema>>;
export type PaymentFormOutput = z.output<ReturnType<typeof paymentFormSchema>>;
export type PaymentMode = PaymentFormValues['mode'];
export type PaymentFormControl = Control<PaymentFormValues, unknown, PaymentFormOutput>;

/**
 * A random UUID v4 for the idempotency key. `crypto.randomUUID` exists only on https or localhost; a club
 * that serves the app over plain http on its own network still gets one.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
