import { isValidBIC, isValidIBAN } from 'ibantools';
import type { Cents } from '../money';
import { electronicIban } from './iban';
import { isRfReference } from './references';

/** The largest payload an EPC QR code carries (EPC069-12: QR version 13, error level M). */
export const EPC_QR_MAX_BYTES = 331;
/** The longest beneficiary name (EPC069-12 AT-21: 70 characters). */
const NAME_MAX = 70;
/** The largest amount (EPC069-12 AT-04: EUR 999999999.99). */
const AMOUNT_MAX_CENTS = 99_999_999_999;

/** What the EPC QR code of a transfer to the club says (see `epcQrPayload`). */
export interface EpcQrPayment {
  /** The club bank's BIC; empty leaves the line empty (version 002 allows it inside the EEA). */
  bic: string;
  /** The beneficiary's name. */
  recipient: string;
  /** The beneficiary's IBAN, in any format. */
  iban: string;
  /** The amount; null or 0 leaves it to the payer. */
  amountCents: Cents | null;
  /** The RF creditor reference (any case, spaces allowed); empty leaves the structured remittance empty. */
  rfReference: string;
}

/**
 * The text of the EPC QR code ("Quick Response Code: Guidelines to Enable Data Capture for the Initiation of
 * a SEPA Credit Transfer", EPC069-12) that a banking app reads to fill in a transfer to the club. Version
 * 002, character set 1 (UTF-8), identification SCT; the elements, separated by line feeds, are: service tag
 * "BCD", version "002", "1", "SCT", the BIC, the beneficiary's name (runs of white space and control
 * characters made one space, so a line break cannot shift the elements; at most 70 characters, longer cut),
 * the IBAN in electronic format, the amount as "EUR" and euros with a dot and two decimals ("EUR12.34", no
 * thousands separator; empty when null or 0), the purpose code (empty), the structured remittance (the RF
 * reference without spaces), then the unstructured remittance and the beneficiary-to-originator information
 * (both empty).
 *
 * The guidelines say the last populated element is not followed by any character or element separator, so the
 * empty elements after the last non-empty one are left out with their separators: with a reference the
 * payload is ten lines ending with it, no trailing line feed. The whole is at most 331 bytes of UTF-8; the
 * name, the only free text, is cut further in the rare case (a long name in a non-Latin script) that it would
 * not fit.
 *
 * Throws RangeError for what the guidelines do not allow: an invalid IBAN, a BIC that is not one, an empty
 * name, an amount below 0 or above 999 999 999,99 €, a structured reference that is not an RF reference.
 */
export function epcQrPayload(p: EpcQrPayment): string {
  const bic = p.bic.trim().toUpperCase();
  if (bic !== '' && !isValidBIC(bic)) {
    throw new RangeError(`Not a BIC: ${JSON.stringify(p.bic)}`);
  }
  const iban = electronicIban(p.iban);
  if (!isValidIBAN(iban)) {
    throw new RangeError(`Not an IBAN: ${JSON.stringify(p.iban)}`);
  }
  const reference = p.rfReference.replace(/\s+/g, '').toUpperCase();
  if (reference !== '' && !isRfReference(reference)) {
    throw new RangeError(`Not an RF reference: ${JSON.stringify(p.rfReference)}`);
  }
  let name = Array.from(p.recipient.replace(/[\s\p{Cc}]+/gu, ' ').trim()).slice(0, NAME_MAX);
  if (name.length === 0) {
    throw new RangeError('The beneficiary name is required');
  }
  const elements = (beneficiary: string) =>
    withoutTrailingEmpty([
      'BCD',
      '002',
      '1',
      'SCT',
      bic,
      beneficiary,
      iban,
      epcAmount(p.amountCents),
      '',
      reference,
      '',
      '',
    ]).join('\n');
  let payload = elements(name.join('').trim());
  while (utf8Length(payload) > EPC_QR_MAX_BYTES && name.length > 1) {
    name = name.slice(0, -1);
    payload = elements(name.join('').trim());
  }
  return payload;
}

/** The EPC amount element: "EUR" and the euros with a dot and two decimals, or empty for no amount. */
function epcAmount(amountCents: Cents | null): string {
  if (amountCents === null || amountCents === 0) {
    return '';
  }
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > AMOUNT_MAX_CENTS) {
    throw new RangeError(`An EPC QR amount is 0.01-999999999.99 euros: ${amountCents} cents`);
  }
  return `EUR${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

/** The elements up to the last non-empty one. */
function withoutTrailingEmpty(elements: string[]): string[] {
  let end = elements.length;
  while (end > 0 && elements[end - 1] === '') {
    end--;
  }
  return elements.slice(0, end);
}

/** The number of bytes of a string in UTF-8 (the shared package has no TextEncoder: its lib is ES only). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
