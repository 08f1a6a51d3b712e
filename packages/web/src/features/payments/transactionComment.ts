import { type LedgerCommentRow, ledgerCommentText, paymentMethodText } from '@dz/shared';
import type { TFunction } from 'i18next';

/**
 * A ledger row's comment in the reader's language: a jump charge or refund is said from its load
 * (`ledgerComment.jump` / `.refund`), any other row shows the comment typed for it.
 */
export function transactionComment(row: LedgerCommentRow, t: TFunction): string {
  const text = ledgerCommentText(row);
  return text ? t(text.key, text.params) : row.comment;
}

/** A payment method in the reader's language: bank transfers booked from statements are said in it. */
export function transactionMethod(method: string | undefined, t: TFunction): string {
  const text = paymentMethodText(method ?? '');
  return text ? t(text.key) : (method ?? '');
}
