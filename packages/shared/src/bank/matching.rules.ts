import type { BankReviewReason } from '../enums';
import { memberReference, readReference } from './references';

/**
 * The payment method of a transfer booked from a bank statement: a club's own "Tilisiirto" method is the same
 * thing, and both read "Bank transfer" in English (`paymentMethodText`).
 */
export const BANK_TRANSFER_METHOD = 'Tilisiirto';

/** The member number a national reference was made from (`memberReference`), or null if it is not one of ours. */
export function referenceSeqOf(national: string): number | null {
  const digits = national.replace(/^0+/, '');
  if (!/^\d{5,20}$/.test(digits)) {
    return null;
  }
  const seq = Number(digits.slice(0, -1)) - 1000;
  return Number.isSafeInteger(seq) && seq >= 1 && memberReference(seq) === digits ? seq : null;
}

/** An incoming bank movement as matching looks at it. */
export interface MovementToMatch {
  direction: 'credit' | 'debit';
  reversal: boolean;
  reference: string | null;
}

/** The member a reference points at, as matching needs it. */
export interface ReferencedMember {
  /** Tandem passengers pay at the desk: they have no account to book on. */
  hasAccount: boolean;
  deleted: boolean;
}

export type MovementDecision = { book: true; seq: number } | { book: false; reason: BankReviewReason };

/**
 * What an imported movement does: a credit (not a reversal) with the reference of a member who has an account
 * books itself on that member; anything else waits for an admin in the review queue, with the reason.
 */
export function decideMovement(
  movement: MovementToMatch,
  memberOf: (seq: number) => ReferencedMember | undefined,
): MovementDecision {
  if (movement.direction === 'debit' || movement.reversal) {
    return { book: false, reason: 'debit' };
  }
  const read = readReference(movement.reference);
  if (read.kind === 'none') {
    return { book: false, reason: 'noReference' };
  }
  if (read.kind === 'invalid') {
    return { book: false, reason: 'badCheckDigit' };
  }
  const seq = referenceSeqOf(read.national);
  const member = seq === null ? undefined : memberOf(seq);
  if (seq === null || !member || member.deleted) {
    return { book: false, reason: 'unknownReference' };
  }
  if (!member.hasAccount) {
    return { book: false, reason: 'noAccount' };
  }
  return { book: true, seq };
}

/** A name's words, lower case and without accents' differences that banks drop ("Mäkinen" = "MAKINEN"). */
function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The one member whose first and last name both appear in a payer's name as the bank wrote it ("MÄKINEN MATTI
 * JUHANI" is Matti Mäkinen), or null when none or several do: a suggestion for the review queue, never a booking.
 */
export function suggestPayer<M extends { firstName: string; lastName: string }>(
  payerName: string,
  members: readonly M[],
): M | null {
  const words = new Set(nameWords(payerName));
  if (words.size === 0) {
    return null;
  }
  const matches = members.filter((m) => {
    const own = nameWords(`${m.firstName} ${m.lastName}`);
    return own.length > 0 && own.every((w) => words.has(w));
  });
  return matches.length === 1 ? (matches[0] ?? null) : null;
}
