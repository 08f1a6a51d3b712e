import {
  cents,
  centsToEuros,
  epcQrPayload,
  memberReference,
  type PaymentInfo,
  rfReference,
  suggestedPaymentCents,
  virtualBarcode,
} from '@dz/shared';

/** The club's account as payment instructions need it (IBAN in its electronic form). */
export interface ClubAccount {
  bankRecipient: string;
  bankIban: string;
  bankBic: string;
  paymentTopUpCents: number;
}

/**
 * How a member pays the club: the account, their permanent reference in both forms, the amount suggested (what
 * they owe, or the club's top-up), the EPC QR code's text and the Finnish virtual bar code. The one rendering of
 * payment instructions: the API's payment info and the reminder mail both use it.
 */
export function paymentInfoOf(
  club: ClubAccount,
  member: { referenceSeq: number; balanceCents: number },
): PaymentInfo {
  const reference = memberReference(member.referenceSeq);
  const rf = rfReference(reference);
  const amount = suggestedPaymentCents(cents(member.balanceCents), cents(club.paymentTopUpCents));
  return {
    recipient: club.bankRecipient,
    iban: club.bankIban,
    bic: club.bankBic,
    reference,
    rfReference: rf,
    amount: amount === null ? null : centsToEuros(amount),
    epcQr: epcQrPayload({
      bic: club.bankBic,
      recipient: club.bankRecipient,
      iban: club.bankIban,
      amountCents: amount,
      rfReference: rf,
    }),
    virtualBarcode: virtualBarcode({ iban: club.bankIban, amountCents: amount, reference }),
  };
}
