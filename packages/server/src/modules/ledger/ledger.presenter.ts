import { type Cents, centsToEuros, type ServerToClientEvents, type Transaction } from '@dz/shared';
import type { TransactionListRow } from './ledger.repo';

export function toTransaction(t: TransactionListRow): Transaction {
  return {
    _id: t.id,
    date: t.createdAt.toISOString(),
    amount: centsToEuros(t.amountCents),
    newBalance: centsToEuros(t.newBalanceCents),
    method: t.method,
    comment: t.comment,
    kind: t.kind,
    createdBy: t.createdBy,
    createdByName: t.createdByName,
    for: t.memberId,
    forName: t.forName,
    loadRef: t.loadRef ?? null,
  };
}

/** The columns of `transactions.csv`; headers are `csv.transactions.<key>` in the reader's language. */
export const transactionCsvKeys = [
  'date',
  'member',
  'amount',
  'newBalance',
  'method',
  'comment',
  'createdBy',
] as const;

/** The payment notice its taker's open app hears (`paymentsUpdatedNotifySender`): the amount in euros. */
export function toPaymentNotice(e: {
  memberId: string;
  amountCents: Cents;
}): Parameters<ServerToClientEvents['paymentsUpdatedNotifySender']>[0] {
  return { memberId: e.memberId, amount: centsToEuros(e.amountCents) };
}
