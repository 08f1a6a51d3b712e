import type { Mail } from '../../mail/mailer';
import { paymentReceivedMail } from '../../mail/templates';
import type { MemberRow } from '../members/members.repo';
import type { BankEntryRow } from './bank.repo';

/**
 * A bank payment's ledger comment: the payer as the bank wrote them, the bank's booking date and the bank's own
 * id of the movement, the same in every language (names, a date and an id).
 */
export function bankPaymentComment(
  entry: Pick<BankEntryRow, 'payerName' | 'bookingDate' | 'entryRef'>,
): string {
  const [y, m, d] = entry.bookingDate.split('-').map(Number);
  return [entry.payerName.trim(), `${d}.${m}.${y}`, entry.entryRef].filter(Boolean).join(' · ');
}

/** "We received your payment" to each paid member with an e-mail address, one mail per booked movement. */
export function receiptMails(
  club: { name: string },
  members: readonly MemberRow[],
  booked: readonly BankEntryRow[],
): Mail[] {
  const byId = new Map(members.map((m) => [m.id, m]));
  return booked.flatMap((entry) => {
    const member = entry.memberId ? byId.get(entry.memberId) : undefined;
    if (!member?.email) {
      return [];
    }
    return [
      paymentReceivedMail(member.email, {
        clubName: club.name,
        name: member.firstName,
        amountCents: entry.amountCents,
        balanceCents: member.balanceCents,
        bookingDate: entry.bookingDate,
      }),
    ];
  });
}
