import { z } from 'zod';
import { pagination } from '../api';
import { PAGE_SIZE_TRANSACTIONS } from '../constants';
import { transactionKinds } from '../enums';
import { errors } from '../errors';
import { asCents, boundedEuros, boundedEurosAsCents } from '../money.schemas';
import { shortText, validationText } from '../validation';

const method = z
  .string({ error: errors.methodRequired.message })
  .trim()
  .min(1, errors.methodRequired.message)
  .max(100, validationText.maxLength(100));

/**
 * `POST /api/payment` (the payment dialog). `idempotencyKey` is made when the dialog opens, so a double
 * submit or a retry after a lost answer pays once. Amounts are euros in the JSON and `Cents` once parsed.
 */
export const paymentBody = z.object({
  memberId: z.uuid('Member not found'),
  /** Euros, not zero; parsed as `Cents` (`.in` is the euro rule, for forms that send euros). */
  amount: asCents(boundedEuros.refine((v) => v !== 0, 'Invalid amount')),
  method,
  comment: shortText.default(''),
  idempotencyKey: z.uuid().optional(),
});
export type PaymentBody = z.input<typeof paymentBody>;

/** `POST /api/transaction`: exactly one of `amount` or `newBalance` ("new balance" writes the difference). */
export const transactionBody = z
  .object({
    for: z.uuid('Member not found'),
    amount: boundedEurosAsCents.optional(),
    newBalance: boundedEurosAsCents.optional(),
    method: method.optional(),
    comment: shortText.default(''),
    idempotencyKey: z.uuid().optional(),
  })
  .refine((v) => (v.amount === undefined) !== (v.newBalance === undefined), {
    message: 'Invalid amount',
    path: ['amount'],
  });
export type TransactionBody = z.input<typeof transactionBody>;

export const transactionKind = z.enum(transactionKinds);

/** The load behind a jump charge or its refund (`ledgerCommentText` says the row's text from it). */
export const ledgerLoadRef = z.object({
  loadId: z.string(),
  number: z.number(),
  date: z.string(),
  altitude: z.number(),
});

export const transaction = z.object({
  _id: z.string(),
  date: z.string(),
  amount: z.number(),
  newBalance: z.number(),
  method: z.string(),
  comment: z.string(),
  kind: transactionKind,
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  for: z.string(),
  forName: z.string(),
  /** Jump charges and refunds: the load, so the reader's language can say the comment. */
  loadRef: ledgerLoadRef.nullable(),
});
export type Transaction = z.infer<typeof transaction>;

export const transactionSortKey = z.enum(['date', 'amount', 'newBalance', 'method', 'comment']);

const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date');

/** The filters and paging of `GET /api/transaction/*` (spec section 7). */
export const transactionQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(PAGE_SIZE_TRANSACTIONS),
  sortKey: transactionSortKey.default('date'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
  forMember: z.uuid().optional(),
  method: z.string().max(100).optional(),
  createdBy: z.uuid().optional(),
  comment: z.string().max(100).optional(),
  startDate: dateParam.optional(),
  endDate: dateParam.optional(),
});
export type TransactionQuery = z.input<typeof transactionQuery>;

export const transactionPage = z.object({ items: z.array(transaction), pagination });
export type TransactionPage = z.infer<typeof transactionPage>;

/**
 * `POST /api/transaction/export`: the chosen rows (`ids`), or when none are chosen every row the list's
 * `filter` matches (its paging is ignored); `lang` picks the CSV's language (else `Accept-Language`).
 */
export const transactionExportBody = z.object({
  ids: z.array(z.uuid(errors.invalidIds.message)).max(100_000).default([]),
  personal: z.boolean().default(false),
  filter: transactionQuery.partial().optional(),
  lang: z.string().max(20).optional(),
});
