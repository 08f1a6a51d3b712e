/**
 * Payment references of Finnish bank transfers: the national reference (viitenumero, Finance Finland's
 * "Kotimaisen viitteen rakenneohje") and its international form, the ISO 11649 creditor reference (RF).
 */

/** The 7-3-1 weights of the national check digit, applied from the rightmost digit of the base leftwards. */
const WEIGHTS = [7, 3, 1] as const;

/** The 7-3-1 check digit of a string of digits (the caller has checked they are digits). */
function checkDigit731(base: string): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    sum += Number(base[base.length - 1 - i]) * (WEIGHTS[i % 3] ?? 0);
  }
  return (10 - (sum % 10)) % 10;
}

/** Removes every space (and any other white space) a person or a bank grouped a reference with. */
function compact(input: string): string {
  return input.replace(/\s+/g, '');
}

/**
 * The national reference made of `base` (3–19 digits, no leading zero): the base followed by its 7-3-1 check
 * digit (weights 7, 3, 1 repeating from the base's rightmost digit; check = (10 − sum mod 10) mod 10), as the
 * Finnish reference guide defines it, without spaces. A leading zero is refused because the guide never
 * prints one: "012" would be the 3-digit reference "12x", below the minimum of 4 digits. Throws RangeError
 * otherwise.
 */
export function finnishReference(base: string): string {
  if (!/^[1-9]\d{2,18}$/.test(base)) {
    throw new RangeError(`A reference base is 3-19 digits without a leading zero: ${JSON.stringify(base)}`);
  }
  return `${base}${checkDigit731(base)}`;
}

/**
 * The permanent reference a member pays their account with: the national reference of 1000 + the member
 * number (`sequence`, a positive integer), so 1 → "10016". Why 1000: a Finnish reference has at least 4
 * digits including the check digit, so member 1 alone ("1" + check) would be too short; starting the base at
 * 1000 gives every member a base of at least 4 digits, a reference of at least 5, and the sequence back by
 * subtracting 1000 (see `referenceSeqOf`). Throws RangeError for anything but a positive safe integer.
 */
export function memberReference(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A member number is a positive integer: ${sequence}`);
  }
  return finnishReference(String(1000 + sequence));
}

/**
 * Whether `input` is a national reference as a payer types it or a bank reports it: spaces allowed, 4–20
 * digits with a right 7-3-1 check digit. Leading zeros are allowed (bank files pad references to 20 digits
 * with zeros) but do not count towards the minimum: what is left without them must itself be 4 digits or
 * more, so "0000" or a padded "123" is not a reference.
 */
export function isFinnishReference(input: string): boolean {
  const digits = compact(input);
  if (!/^\d{4,20}$/.test(digits) || digits.replace(/^0+/, '').length < 4) {
    return false;
  }
  return checkDigit731(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** ISO 7064 MOD 97-10 of an alphanumeric string, letters read as two digits (A = 10 … Z = 35). */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = Number.parseInt(char, 36);
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
  }
  return remainder;
}

/**
 * The ISO 11649 creditor reference (RF reference) of a national reference: "RF", two check digits (98 − the
 * MOD 97-10 of the body followed by "RF00", letters as A = 10 … Z = 35) and the national reference as the
 * body, digits as given (spaces removed), e.g. "2348236" → "RF332348236". Finnish banks map it back to the
 * national reference, so the body must be one: throws RangeError for anything `isFinnishReference` refuses.
 */
export function rfReference(national: string): string {
  const body = compact(national);
  if (!isFinnishReference(body)) {
    throw new RangeError(`Not a Finnish reference: ${JSON.stringify(national)}`);
  }
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/**
 * Whether `input` is an ISO 11649 creditor reference: spaces allowed, any case, "RF", two check digits and
 * 1–21 letters or digits, whose MOD 97-10 (body + "RF" + check digits) is 1. Check digits 00, 01 and 99 are
 * refused as the standard never produces them (they alias 97, 98 and 02).
 */
export function isRfReference(input: string): boolean {
  const rf = compact(input).toUpperCase();
  const m = /^RF(\d{2})([0-9A-Z]{1,21})$/.exec(rf);
  if (!m) {
    return false;
  }
  const check = Number(m[1]);
  return check >= 2 && check <= 98 && mod97(`${m[2]}RF${m[1]}`) === 1;
}

/** What a bank payment's reference field means: see `readReference`. */
export type ReadReference =
  | { kind: 'national' | 'rf'; national: string }
  | { kind: 'invalid' }
  | { kind: 'none' };

/**
 * What an incoming bank payment's reference field means: empty (null, blank) → none; a valid national
 * reference → national, without spaces and leading zeros; a valid RF reference whose body, without leading
 * zeros, is a valid national reference → rf, with that body as `national`; anything else (a wrong check
 * digit, letters, an RF reference that is not a Finnish one) → invalid.
 */
export function readReference(input: string | null | undefined): ReadReference {
  const text = compact(input ?? '');
  if (text === '') {
    return { kind: 'none' };
  }
  if (isFinnishReference(text)) {
    return { kind: 'national', national: text.replace(/^0+/, '') };
  }
  if (isRfReference(text)) {
    // ISO 11649 allows zeros before the body (up to 21 characters): they are not part of the reference
    const national = text.slice(4).replace(/^0+/, '');
    if (isFinnishReference(national)) {
      return { kind: 'rf', national };
    }
  }
  return { kind: 'invalid' };
}

/**
 * A national reference as Finnish invoices print it: without leading zeros, in groups of five digits counted
 * from the right, separated by spaces ("1234561" → "12 34561"). Formats whatever digits it is given.
 */
export function formatFinnishReference(ref: string): string {
  const digits = compact(ref).replace(/^0+(?=.)/, '');
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 5) {
    groups.unshift(digits.slice(Math.max(0, end - 5), end));
  }
  return groups.join(' ');
}

/**
 * An RF reference in its print format (ISO 11649): upper case, groups of four from the left separated by
 * spaces ("RF18539007547034" → "RF18 5390 0754 7034").
 */
export function formatRfReference(rf: string): string {
  return compact(rf)
    .toUpperCase()
    .replace(/(.{4})(?!$)/g, '$1 ');
}
