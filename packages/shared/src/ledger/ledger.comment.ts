import type { z } from 'zod';
import type { TransactionKind } from '../enums';
import { type Language, sharedText } from '../i18n/translate';
import type { ledgerLoadRef } from './ledger.schemas';

/** The load a jump charge or its refund is for, as it was when the row was written (date YYYY-MM-DD). */
export type LedgerLoadRef = z.infer<typeof ledgerLoadRef>;

export interface LedgerCommentRow {
  kind: TransactionKind;
  comment: string;
  loadRef?: LedgerLoadRef | null;
}

/** `2026-11-22` → `22.11.2026`: the app's date format in both languages. */
function shortDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d}.${m}.${y}`;
}

/**
 * Which text a ledger row shows: a jump charge or refund with its load says it from the load (a locale key and
 * its parameters, so each reader gets their own language); any other row shows its comment as written (null).
 * The one decision for the web's lists and the server's CSV.
 */
export function ledgerCommentText(
  row: LedgerCommentRow,
): { key: 'ledgerComment.jump' | 'ledgerComment.refund'; params: Record<string, string | number> } | null {
  if (!row.loadRef || (row.kind !== 'jump' && row.kind !== 'refund')) {
    return null;
  }
  return {
    key: row.kind === 'jump' ? 'ledgerComment.jump' : 'ledgerComment.refund',
    params: { number: row.loadRef.number, date: shortDate(row.loadRef.date), altitude: row.loadRef.altitude },
  };
}

/** A ledger row's text in a language (the server's renderings, such as the CSV export). */
export function ledgerComment(row: LedgerCommentRow, language: Language): string {
  const text = ledgerCommentText(row);
  return text ? sharedText(language, text.key, text.params) : row.comment;
}

/**
 * A payment method's text in the reader's language: the bank transfers that statements book (`Tilisiirto`, also
 * a club's own method of that name) read "Bank transfer" in English; any other method is the club's own word.
 */
export function paymentMethodText(method: string): { key: 'ledgerComment.bankTransfer' } | null {
  return method === 'Tilisiirto' ? { key: 'ledgerComment.bankTransfer' } : null;
}

/** A payment method in a language (the server's renderings, such as the CSV export). */
export function paymentMethodIn(method: string, language: Language): string {
  const text = paymentMethodText(method);
  return text ? sharedText(language, text.key) : method;
}
