import { friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { validationText } from '../validation';

/**
 * An IBAN in its electronic format: white space removed, upper case ("fi21 1234 5600 0007 85" →
 * "FI2112345600000785").
 */
export function electronicIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/**
 * An IBAN as people type or paste it (with or without spaces, any case), delivered in its electronic format
 * (upper case, no spaces) when ibantools finds it valid (country, length, national format and check digits);
 * otherwise "Invalid IBAN" (`validation.iban`).
 */
export const ibanSchema = z
  .string({ error: validationText.required() })
  .overwrite(electronicIban)
  .refine((iban) => isValidIBAN(iban), validationText.iban());

/**
 * A BIC (SWIFT code): trimmed and upper-cased, 8 or 11 letters and digits that ibantools finds valid (bank
 * code letters, a known country); otherwise "Invalid BIC" (`validation.bic`).
 */
export const bicSchema = z
  .string({ error: validationText.required() })
  .trim()
  .toUpperCase()
  .refine((bic) => /^[A-Z0-9]{8}(?:[A-Z0-9]{3})?$/.test(bic) && isValidBIC(bic), validationText.bic());

/**
 * Whether a BIC is of the IBAN's country: the BIC's country code (its 5th and 6th characters) is the IBAN's
 * (its first two). A transfer's bank is found from the IBAN; a BIC of another country is a mistyped account.
 * Both may be in any case, the IBAN with spaces.
 */
export function bicMatchesIban(bic: string, iban: string): boolean {
  const country = electronicIban(iban).slice(0, 2);
  return country.length === 2 && bic.trim().toUpperCase().slice(4, 6) === country;
}

/**
 * An IBAN in its print format, groups of four separated by spaces ("FI2112345600000785" → "FI21 1234 5600
 * 0007 85"), as invoices and payment instructions show it.
 */
export function formatIban(iban: string): string {
  const electronic = electronicIban(iban);
  return friendlyFormatIBAN(electronic) ?? electronic;
}
