import { z } from 'zod';
import { EMAIL_MIN, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX, TEXT_LONG_MAX, TEXT_SHORT_MAX } from './constants';
import { DomainError, type ErrorCode, errors } from './errors';

/**
 * The validation messages of the spec's section 5. Each is English text (what the API puts in
 * `validationMessage`) and a locale key with parameters (what the web shows); `validationKey` maps back.
 */
export const validationText = {
  required: () => 'Required',
  minLength: (n: number) => `${n} characters minimum`,
  maxLength: (n: number) => `Max ${n} characters`,
  noSpecial: () => 'No special characters',
  onlyAlphanumeric: () => 'Only A-z and 0-9 allowed',
  phone: () => 'Only numbers and + -',
  email: () => 'Invalid email',
  minNumber: (n: number) => `Minimum ${n}`,
  maxNumber: (n: number) => `Maximum ${n}`,
  maxDecimals: (n: number) => `Too many decimals (max ${n})`,
  time: () => 'Invalid time',
  integer: () => 'Must be an integer',
  passwordsMatch: () => 'Passwords do not match',
  httpUrl: () => 'Only http and https addresses',
  slug: () => 'Only a-z, 0-9 and hyphens between them',
  /** A plane's danger threshold above its warning threshold (`fuelMarginsInOrder`). */
  dangerAboveWarning: () => 'Must not be above the warning threshold',
  iban: () => 'Invalid IBAN',
  bic: () => 'Invalid BIC',
  /** A BIC of another country than the IBAN's (`bicMatchesIban`). */
  bicCountry: () => "The BIC is not of the IBAN's country",
  /** An airport's four-letter ICAO code (the club's weather, issue 34). */
  icao: () => 'Four letters (ICAO code)',
  /** A Finnish Meteorological Institute station id (fmisid). */
  fmisid: () => 'Digits only (FMI station id)',
  /** Any other message (zod's own English, e.g. a wrong type): the line still says it in the reader's language. */
  invalid: () => 'Invalid value',
} as const;

export type ValidationKey = keyof typeof validationText;

const patterns: [RegExp, ValidationKey][] = [
  [/^Required$/, 'required'],
  [/^(-?\d+) characters minimum$/, 'minLength'],
  [/^Max (-?\d+) characters$/, 'maxLength'],
  [/^No special characters$/, 'noSpecial'],
  [/^Only A-z and 0-9 allowed$/, 'onlyAlphanumeric'],
  [/^Only numbers and \+ -$/, 'phone'],
  [/^Invalid email$/, 'email'],
  [/^Minimum (-?[\d.]+)$/, 'minNumber'],
  [/^Maximum (-?[\d.]+)$/, 'maxNumber'],
  [/^Too many decimals \(max (\d+)\)$/, 'maxDecimals'],
  [/^Invalid time$/, 'time'],
  [/^Must be an integer$/, 'integer'],
  [/^Passwords do not match$/, 'passwordsMatch'],
  [/^Only http and https addresses$/, 'httpUrl'],
  [/^Only a-z, 0-9 and hyphens between them$/, 'slug'],
  [/^Must not be above the warning threshold$/, 'dangerAboveWarning'],
  [/^Invalid IBAN$/, 'iban'],
  [/^Invalid BIC$/, 'bic'],
  [/^The BIC is not of the IBAN's country$/, 'bicCountry'],
  [/^Four letters \(ICAO code\)$/, 'icao'],
  [/^Digits only \(FMI station id\)$/, 'fmisid'],
  [/^Invalid value$/, 'invalid'],
];

/**
 * Finds the locale key (`validation.<key>`) and its `n` parameter for a message, also when the message is
 * prefixed by a field name ("email: Invalid email"). Returns null for a message outside the catalogue.
 */
export function validationKey(message: string): { key: `validation.${ValidationKey}`; n?: number } | null {
  const text = message.replace(/^[\w.[\]]+: /, '');
  for (const [re, key] of patterns) {
    const m = re.exec(text);
    if (m) {
      return m[1] === undefined
        ? { key: `validation.${key}` }
        : { key: `validation.${key}`, n: Number(m[1]) };
    }
  }
  return null;
}

const t = validationText;

/** A simple e-mail pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters (any alphabet), spaces and hyphens. */
export const NAME_PATTERN = /^[\p{L}\p{M} -]+$/u;
export const USERNAME_PATTERN = /^[A-Za-z0-9]+$/;
export const PHONE_PATTERN = /^[0-9+\- ]*$/;

/** Control characters other than tab, line feed and carriage return (the database cannot store a NUL). */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) {
      return true;
    }
  }
  return false;
}

const noControlCharacters = (v: string) => !hasControlCharacters(v);

export const requiredText = z
  .string({ error: t.required() })
  .trim()
  .min(1, t.required())
  .refine(noControlCharacters, errors.invalidCharacters.message);

export const shortText = z
  .string({ error: t.required() })
  .trim()
  .max(TEXT_SHORT_MAX, t.maxLength(TEXT_SHORT_MAX))
  .refine(noControlCharacters, errors.invalidCharacters.message);
export const longText = z
  .string({ error: t.required() })
  .trim()
  .max(TEXT_LONG_MAX, t.maxLength(TEXT_LONG_MAX))
  .refine(noControlCharacters, errors.invalidCharacters.message);
export const requiredShortText = requiredText.max(TEXT_SHORT_MAX, t.maxLength(TEXT_SHORT_MAX));

export const emailSchema = z
  .string({ error: t.required() })
  .trim()
  .min(1, t.required())
  .min(EMAIL_MIN, t.minLength(EMAIL_MIN))
  .max(TEXT_SHORT_MAX, t.maxLength(TEXT_SHORT_MAX))
  .regex(EMAIL_PATTERN, t.email());

export const passwordSchema = z
  .string({ error: t.required() })
  .min(1, t.required())
  .min(PASSWORD_MIN, t.minLength(PASSWORD_MIN))
  .max(PASSWORD_MAX, t.maxLength(PASSWORD_MAX));

export const usernameSchema = z
  .string({ error: t.required() })
  .trim()
  .min(1, t.required())
  .max(TEXT_SHORT_MAX, t.maxLength(TEXT_SHORT_MAX))
  .regex(USERNAME_PATTERN, t.onlyAlphanumeric());

/** The club key (setup and club settings): letters A-z and digits only, like a username. */
export const clubKeySchema = usernameSchema;

/** A club's public name in addresses: lower-case letters a-z and digits, words joined by single hyphens. */
export const CLUB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CLUB_SLUG_MIN = 3;
export const CLUB_SLUG_MAX = 40;

/**
 * The club's public name (club settings): what the board's, the waiver form's and the anonymous socket's
 * addresses carry (`?club=skydive-utti`), so the club key, which lets anyone register, is never in one.
 */
export const clubSlugSchema = z
  .string({ error: t.required() })
  .trim()
  .toLowerCase()
  .min(CLUB_SLUG_MIN, t.minLength(CLUB_SLUG_MIN))
  .max(CLUB_SLUG_MAX, t.maxLength(CLUB_SLUG_MAX))
  .regex(CLUB_SLUG_PATTERN, t.slug());

/** A web address people open from the app (waiver links): http or https only, never `javascript:` or `data:`. */
export const httpUrlSchema = z
  .string({ error: t.required() })
  .trim()
  .min(1, t.required())
  .max(1000, t.maxLength(1000))
  .refine(isHttpUrl, t.httpUrl());

/** `http://` or `https://`, a host, an optional port and path; no spaces. */
const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#:@]+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function isHttpUrl(value: string): boolean {
  return HTTP_URL_PATTERN.test(value);
}

/** A first or last name: letters, spaces and hyphens. */
export const nameSchema = z
  .string({ error: t.required() })
  .trim()
  .min(1, t.required())
  .max(TEXT_SHORT_MAX, t.maxLength(TEXT_SHORT_MAX))
  .regex(NAME_PATTERN, t.noSpecial());

/** An optional name (a nickname): empty is fine, else the name rule. */
export const optionalNameSchema = z
  .string()
  .trim()
  .max(TEXT_SHORT_MAX, t.maxLength(TEXT_SHORT_MAX))
  .refine((v) => v === '' || NAME_PATTERN.test(v), t.noSpecial());

/** The digits and plus of a phone number: the spaces and hyphens people group it with do not count. */
const phoneSignificant = (v: string) => v.replace(/[ -]/g, '');

/**
 * A phone number: digits, plus, hyphen and space (spec section 5), up to 15 characters not counting the
 * spaces and hyphens that group it, so "+358 40 123 4567" (16 typed, 13 counted) is a phone number; at
 * most twice that typed in all.
 */
export const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX * 2, t.maxLength(PHONE_MAX))
  .regex(PHONE_PATTERN, t.phone())
  .refine((v) => phoneSignificant(v).length <= PHONE_MAX, t.maxLength(PHONE_MAX));

/** A number between min and max inclusive (exit weight 0-9999, canopy size 0-999, ...). */
export function numberBetween(min: number, max: number) {
  return z.number({ error: t.required() }).min(min, t.minNumber(min)).max(max, t.maxNumber(max));
}

/** Whether a number has at most `decimals` decimals (tolerating the binary error of 80.3 and the like). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) <= Math.abs(scaled) * Number.EPSILON * 8 + 1e-9;
}

/**
 * A number between min and max inclusive with at most `decimals` decimals: more is refused ("Too many
 * decimals (max 1)"), never rounded.
 */
export function decimalBetween(min: number, max: number, decimals: number) {
  return numberBetween(min, max).refine((v) => hasAtMostDecimals(v, decimals), t.maxDecimals(decimals));
}

/** An integer between min and max inclusive. */
export function integerBetween(min: number, max: number) {
  return numberBetween(min, max).int(t.integer());
}

/**
 * Parses a time of day typed the way people do at a drop zone: `13:57`, `1357`, `13.57`, also `9:05`
 * and `905`. Returns `HH:MM` (24-hour) or null when it is not a valid time.
 */
export function parseTime(input: string): string | null {
  const m = /^(\d{1,2})[:.]?(\d{2})$/.exec(input.trim());
  if (!m) {
    return null;
  }
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59) {
    return null;
  }
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** An optional time: empty becomes null, otherwise it must parse, and is normalised to `HH:MM`. */
export const timeSchema = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '') {
      return null;
    }
    const parsed = parseTime(v);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: t.time() });
      return z.NEVER;
    }
    return parsed;
  });

/** The live hints of the password field (spec section 5). */
export function passwordHints(password: string, confirmation?: string) {
  return {
    minLength: password.length >= PASSWORD_MIN,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    numberOrSpecial: /[^\p{L}]/u.test(password),
    matches: confirmation === undefined ? true : password.length > 0 && password === confirmation,
  };
}

/**
 * A form with a new password and its confirmation, checked in the browser only: the confirmation must be
 * the same text, else "Passwords do not match" at the confirmation.
 */
export function withPasswordConfirmation<
  P extends string,
  C extends string,
  T extends z.ZodType<Record<P | C, string>>,
>(form: T, password: P, confirmation: C) {
  return form.refine((v: Record<P | C, string>) => v[password] === v[confirmation], {
    path: [confirmation],
    message: t.passwordsMatch(),
  });
}

/** Turns zod issues into the API's `validationMessage` lines: `field: message`. */
export function issuesToMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string[] {
  return issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message));
}

/**
 * One line of a validation failure, for the envelope's `validationErrors`: the field (its path, and the locale
 * key of its name: `fields.<last named part>`) and what is wrong (a `validation.<key>` with its `n`, or the
 * `error.<code>` of a catalogue message). The web says it in the reader's language.
 */
export interface ValidationLine {
  field: string;
  fieldLocale?: string;
  locale: string;
  params?: Record<string, number>;
}

const codeOfMessage = new Map<string, ErrorCode>(
  (Object.entries(errors) as [ErrorCode, { message: string }][]).map(([code, e]) => [e.message, code]),
);

/** The structured line of one message at a path (see `ValidationLine`). */
export function validationLine(path: readonly PropertyKey[], message: string): ValidationLine {
  const parts = path.map(String);
  const name = [...parts].reverse().find((p) => !/^\d+$/.test(p));
  const line: ValidationLine = { field: parts.join('.'), locale: 'validation.invalid' };
  if (name) {
    line.fieldLocale = `fields.${name}`;
  }
  const match = validationKey(message);
  const code = codeOfMessage.get(message);
  if (match) {
    line.locale = match.key;
    if (match.n !== undefined) {
      line.params = { n: match.n };
    }
  } else if (code) {
    line.locale = `error.${code}`;
  }
  return line;
}

/**
 * A rule's refusal of one field, said the way the API says a bad field: 400 "Some fields are invalid" with the
 * field's line (`land: Invalid time`, `validation.time`).
 */
export function invalidField(path: readonly PropertyKey[], message: string): DomainError {
  return new DomainError('invalidFields', {
    validationMessage: issuesToMessages([{ path, message }]),
    validationErrors: [validationLine(path, message)],
  });
}

/** Turns zod issues into the structured lines of `validationErrors`. */
export function issuesToLines(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ValidationLine[] {
  return issues.map((i) => validationLine(i.path, i.message));
}
