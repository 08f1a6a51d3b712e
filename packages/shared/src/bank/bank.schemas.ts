import { z } from 'zod';
import { TEXT_SHORT_MAX } from '../constants';
import { bankReviewReasons, statementFormats } from '../enums';
import { validationText } from '../validation';
import { bicMatchesIban, bicSchema, ibanSchema } from './iban';

/** The longest recipient name a SEPA transfer carries (EPC069-12: 70 characters). */
export const BANK_RECIPIENT_MAX = 70;
/** The largest bank file an import reads (10 MB). */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The club's bank account in its settings: all three empty (no account: members see no payment instructions),
 * or a recipient, a valid IBAN and a valid BIC of the IBAN's country. The IBAN is kept in its electronic form.
 */
export const bankAccountInput = z
  .object({
    recipient: z.string().trim().max(BANK_RECIPIENT_MAX, validationText.maxLength(BANK_RECIPIENT_MAX)),
    iban: z.string().trim(),
    bic: z.string().trim(),
  })
  .transform((account, ctx) => {
    if (!account.recipient && !account.iban && !account.bic) {
      return { recipient: '', iban: '', bic: '' };
    }
    if (!account.recipient) {
      ctx.addIssue({ code: 'custom', path: ['recipient'], message: validationText.required() });
    }
    const iban = ibanSchema.safeParse(account.iban);
    if (!iban.success) {
      ctx.addIssue({ code: 'custom', path: ['iban'], message: validationText.iban() });
    }
    const bic = bicSchema.safeParse(account.bic);
    if (!bic.success) {
      ctx.addIssue({ code: 'custom', path: ['bic'], message: validationText.bic() });
    }
    if (iban.success && bic.success && !bicMatchesIban(bic.data, iban.data)) {
      ctx.addIssue({ code: 'custom', path: ['bic'], message: validationText.bicCountry() });
    }
    return iban.success && bic.success
      ? { recipient: account.recipient, iban: iban.data, bic: bic.data }
      : z.NEVER;
  });
export type BankAccountInput = z.input<typeof bankAccountInput>;

export const bankAccount = z.object({ recipient: z.string(), iban: z.string(), bic: z.string() });
export type BankAccount = z.infer<typeof bankAccount>;

/**
 * `GET /api/member/{id}/payment-info`: how the member pays the club by bank transfer. `amount` is the suggested
 * amount in euros (the debt, or the club's top-up; null when neither); `epcQr` the EPC QR code's text (a banking
 * app reads it from the QR code), `virtualBarcode` the Finnish virtual bar code (null for a foreign IBAN).
 */
export const paymentInfo = z.object({
  recipient: z.string(),
  iban: z.string(),
  bic: z.string(),
  reference: z.string(),
  rfReference: z.string(),
  amount: z.number().nullable(),
  epcQr: z.string(),
  virtualBarcode: z.string().nullable(),
});
export type PaymentInfo = z.infer<typeof paymentInfo>;

/** `POST /api/bank/statements`: what an import did, counted in the file's entries. */
export const statementImportResult = z.object({
  format: z.enum(statementFormats),
  entries: z.number().int(),
  booked: z.number().int(),
  duplicates: z.number().int(),
  toReview: z.number().int(),
  /** The euros booked on members' accounts (`bookedCents`, in cents as the contract names it). */
  bookedCents: z.number().int(),
});
export type StatementImportResult = z.infer<typeof statementImportResult>;

/** One bank movement waiting in the review queue, with the member a name match suggests. */
export const bankReviewEntry = z.object({
  _id: z.string(),
  bookingDate: z.string(),
  /** Euros; positive for money in, negative for money out. */
  amount: z.number(),
  direction: z.enum(['credit', 'debit']),
  reversal: z.boolean(),
  reference: z.string().nullable(),
  payerName: z.string(),
  message: z.string(),
  reason: z.enum(bankReviewReasons),
  suggestedMember: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type BankReviewEntry = z.infer<typeof bankReviewEntry>;

export const bankAssignBody = z.object({ memberId: z.uuid() });
export const bankDismissBody = z.object({
  reason: z
    .string({ error: validationText.required() })
    .trim()
    .min(1, validationText.required())
    .max(TEXT_SHORT_MAX, validationText.maxLength(TEXT_SHORT_MAX)),
});
