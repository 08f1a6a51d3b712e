import { type BankReviewEntry, type Cents, cents, centsToEuros, suggestPayer } from '@dz/shared';
import type { BankEntryRow, MemberToMatch } from './bank.repo';

/** A movement of the review queue as the API answers it: euros signed by direction, and a name match's member. */
export function toReviewEntry(r: BankEntryRow, members: readonly MemberToMatch[]): BankReviewEntry {
  const suggested = r.direction === 'credit' && !r.reversal ? suggestPayer(r.payerName, members) : null;
  const signed: Cents = cents(r.direction === 'credit' ? r.amountCents : -r.amountCents);
  return {
    _id: r.id,
    bookingDate: r.bookingDate,
    amount: centsToEuros(signed),
    direction: r.direction,
    reversal: r.reversal,
    reference: r.reference,
    payerName: r.payerName,
    message: r.message,
    reason: r.reviewReason ?? 'unknownReference',
    suggestedMember: suggested
      ? { _id: suggested.id, name: `${suggested.firstName} ${suggested.lastName}` }
      : null,
  };
}
