import { type Cents, cents } from '../money';

/**
 * The amount a member's payment instructions suggest: what they owe, or the club's top-up when they owe nothing
 * (null when the club sets none). What they owe is never rounded: paying it brings the balance to zero exactly.
 */
export function suggestedPaymentCents(balanceCents: Cents, topUpCents: Cents): Cents | null {
  if (balanceCents < 0) {
    return cents(-balanceCents);
  }
  return topUpCents > 0 ? topUpCents : null;
}
