import { centsToEuros, type Transaction } from '@dz/shared';
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

export const transactionCsvColumns: { key: keyof Transaction; header: string }[] = [
  { key: 'date', header: 'Date' },
  { key: 'forName', header: 'Member' },
  { key: 'amount', header: 'Amount' },
  { key: 'newBalance', header: 'New balance' },
  { key: 'method', header: 'Method' },
  { key: 'comment', header: 'Comment' },
  { key: 'createdByName', header: 'Created by' },
];
