import { isValidIBAN } from 'ibantools';
import type { Cents } from '../money';
import { electronicIban } from './iban';
import { isFinnishReference, isRfReference } from './references';

/** The largest amount the bar code's 6 + 2 digit amount field holds: 999 999,99 €. */
const BARCODE_AMOUNT_MAX_CENTS = 99_999_999;

/** What the virtual bar code of a transfer to the club says (see `virtualBarcode`). */
export interface VirtualBarcodePayment {
  /** The club's IBAN, in any format. */
  iban: string;
  /** The amount; null leaves it to the payer. */
  amountCents: Cents | null;
  /** A national reference (version 4) or an RF reference (version 5), spaces allowed. */
  reference: string;
  /** The due date, YYYY-MM-DD; none when null or absent. */
  dueDate?: string | null;
}

/**
 * The Finnish virtual bar code (virtuaaliviivakoodi) of a payment: the 54 digits of Finance Finland's bank
 * bar code ("Pankkiviivakoodi-opas" 5.3) that a payer pastes into an online bank to fill in the transfer. Its
 * fields, left to right:
 *
 * - version: 1 digit, 4 with a national reference, 5 with an RF reference;
 * - account: 16 digits, the Finnish IBAN without "FI";
 * - euros: 6 digits and cents: 2 digits, zeros when there is no amount or it is over 999 999,99 € (the guide
 *   fills the field with zeros then: the payer types the amount);
 * - version 4: 3 reserved zeros, then the reference, 20 digits padded with zeros on the left;
 * - version 5: the RF check digits (2), then the RF reference's body, 21 digits padded with zeros on the left;
 * - due date: YYMMDD, or 000000 for none.
 *
 * The bar code exists only for Finnish accounts: answers null for an IBAN of any other country. Throws
 * RangeError for an invalid Finnish IBAN, a negative amount, a reference that is neither (or an RF reference
 * with letters, which the digits-only code cannot carry) and a due date that is not a real YYYY-MM-DD date.
 */
export function virtualBarcode(p: VirtualBarcodePayment): string | null {
  const iban = electronicIban(p.iban);
  if (!iban.startsWith('FI')) {
    return null;
  }
  if (!isValidIBAN(iban)) {
    throw new RangeError(`Not a Finnish IBAN: ${JSON.stringify(p.iban)}`);
  }
  const reference = p.reference.replace(/\s+/g, '').toUpperCase();
  const account = iban.slice(2);
  const amount = barcodeAmount(p.amountCents);
  const due = barcodeDueDate(p.dueDate ?? null);
  if (isFinnishReference(reference)) {
    return `4${account}${amount}000${reference.padStart(20, '0')}${due}`;
  }
  if (isRfReference(reference) && /^\d+$/.test(reference.slice(4))) {
    return `5${account}${amount}${reference.slice(2, 4)}${reference.slice(4).padStart(21, '0')}${due}`;
  }
  throw new RangeError(`Not a reference a bank bar code can carry: ${JSON.stringify(p.reference)}`);
}

/** The 8-digit amount field (6 digits of euros, 2 of cents); zeros for none or more than it holds. */
function barcodeAmount(amountCents: Cents | null): string {
  if (amountCents === null) {
    return '00000000';
  }
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`Not an amount of cents for a bar code: ${amountCents}`);
  }
  return amountCents > BARCODE_AMOUNT_MAX_CENTS ? '00000000' : String(amountCents).padStart(8, '0');
}

/** The 6-digit due date field, YYMMDD, from YYYY-MM-DD; 000000 for none. */
function barcodeDueDate(dueDate: string | null): string {
  if (dueDate === null || dueDate === '') {
    return '000000';
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueDate);
  const [year, month, day] = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!real) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(dueDate)}`);
  }
  return [year % 100, month, day].map((n) => String(n).padStart(2, '0')).join('');
}
