import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { validationKey } from '../validation';
import { bicMatchesIban, bicSchema, electronicIban, formatIban, ibanSchema } from './iban';

/** A Finnish IBAN made of 14 random BBAN digits, with its check digits computed by ibantools. */
const finnishIban = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 14, maxLength: 14 })
  .map((digits) => composeIBAN({ countryCode: 'FI', bban: digits.join('') }))
  .filter((iban): iban is string => iban !== null);

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message);

describe('ibanSchema', () => {
  it.each([
    // the IBAN registry's examples for Finland (print and electronic format) and a few other countries
    ['FI21 1234 5600 0007 85', 'FI2112345600000785'],
    ['FI2112345600000785', 'FI2112345600000785'],
    ['FI55 4234 5670 0000 81', 'FI5542345670000081'],
    ['fi21 1234 5600 0007 85', 'FI2112345600000785'],
    ['  FI21 1234 5600 0007 85 ', 'FI2112345600000785'],
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['GB82 WEST 1234 5698 7654 32', 'GB82WEST12345698765432'],
    ['NL91ABNA0417164300', 'NL91ABNA0417164300'],
  ])('%j → %s', (input, electronic) => {
    expect(ibanSchema.parse(input)).toBe(electronic);
  });

  it.each([
    ['a wrong check digit', 'FI21 1234 5600 0007 86'],
    ['a digit too few', 'FI21 1234 5600 0007 8'],
    ['a digit too many', 'FI21 1234 5600 0007 855'],
    ['an unknown country', 'XX21 1234 5600 0007 85'],
    ['a letter in a Finnish account', 'FI21 1234 5600 000A 85'],
    ['nothing', ''],
    ['a reference', 'RF18 5390 0754 7034'],
  ])('refuses %s with "Invalid IBAN" (validation.iban)', (_name, input) => {
    const result = ibanSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toEqual(['Invalid IBAN']);
    expect(validationKey('Invalid IBAN')).toEqual({ key: 'validation.iban' });
  });

  it('refuses what is not a string', () => {
    expect(ibanSchema.safeParse(12345).success).toBe(false);
    expect(ibanSchema.safeParse(null).success).toBe(false);
  });

  it('takes every valid IBAN in any print and case, and refuses it with any one digit changed', () => {
    fc.assert(
      fc.property(
        finnishIban,
        fc.integer({ min: 2, max: 17 }),
        fc.integer({ min: 1, max: 9 }),
        (iban, at, delta) => {
          expect(ibanSchema.parse(formatIban(iban).toLowerCase())).toBe(iban);
          const changed = `${iban.slice(0, at)}${(Number(iban[at]) + delta) % 10}${iban.slice(at + 1)}`;
          expect(ibanSchema.safeParse(changed).success).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('bicSchema', () => {
  it.each([
    ['NDEAFIHH', 'NDEAFIHH'],
    ['ndeafihh', 'NDEAFIHH'],
    [' OKOYFIHH ', 'OKOYFIHH'],
    ['DEUTDEFF500', 'DEUTDEFF500'],
    ['NEDSZAJJXXX', 'NEDSZAJJXXX'],
  ])('%j → %s', (input, bic) => {
    expect(bicSchema.parse(input)).toBe(bic);
  });

  it.each([
    ['7 characters', 'NDEAFIH'],
    ['9 characters', 'NDEAFIHHX'],
    ['a digit in the bank code', 'ND3AFIHH'],
    ['an unknown country', 'NDEAXXHH'],
    ['a space inside', 'NDEA FIHH'],
    ['nothing', ''],
    ['a word', 'NOTABIC'],
  ])('refuses %s with "Invalid BIC" (validation.bic)', (_name, input) => {
    const result = bicSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toEqual(['Invalid BIC']);
    expect(validationKey('Invalid BIC')).toEqual({ key: 'validation.bic' });
  });
});

describe('bicMatchesIban', () => {
  it.each([
    ['NDEAFIHH', 'FI2112345600000785', true],
    ['ndeafihh', 'fi21 1234 5600 0007 85', true],
    ['OKOYFIHHXXX', 'FI2112345600000785', true],
    ['DEUTDEFF', 'FI2112345600000785', false],
    ['DEUTDEFF', 'DE89370400440532013000', true],
    ['NDEAFIHH', 'DE89370400440532013000', false],
    ['', '', false],
    ['NDEAFIHH', '', false],
  ])('%s and %s → %s', (bic, iban, matches) => {
    expect(bicMatchesIban(bic, iban)).toBe(matches);
  });
});

describe('formatIban', () => {
  it.each([
    // the IBAN registry's print format
    ['FI2112345600000785', 'FI21 1234 5600 0007 85'],
    ['fi21 1234 5600 0007 85', 'FI21 1234 5600 0007 85'],
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['GB82WEST12345698765432', 'GB82 WEST 1234 5698 7654 32'],
    ['NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00'],
  ])('%s → %j', (iban, printed) => {
    expect(formatIban(iban)).toBe(printed);
  });

  it('round-trips with the electronic format', () => {
    fc.assert(
      fc.property(finnishIban, (iban) => {
        const printed = formatIban(iban);
        expect(printed).toMatch(/^FI\d{2}( \d{4}){3} \d{2}$/);
        expect(electronicIban(printed)).toBe(iban);
      }),
    );
  });
});
