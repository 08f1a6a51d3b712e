import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailSchema,
  integerBetween,
  issuesToLines,
  issuesToMessages,
  longText,
  nameSchema,
  numberBetween,
  optionalNameSchema,
  parseTime,
  passwordHints,
  passwordSchema,
  phoneSchema,
  requiredText,
  shortText,
  timeSchema,
  usernameSchema,
  validationKey,
  validationLine,
  withPasswordConfirmation,
} from './validation';

/** The first message a schema gives for a value, or null when the value is valid. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? 'unknown');
}

describe('time (accepts 13:57, 1357, 13.57)', () => {
  it.each([
    ['13:57', '13:57'],
    ['1357', '13:57'],
    ['13.57', '13:57'],
    ['9:05', '09:05'],
    ['905', '09:05'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    [' 07.30 ', '07:30'],
  ])('%s → %s', (input, expected) => {
    expect(parseTime(input)).toBe(expected);
  });

  it.each(['24:00', '12:60', '1', '12345', '12:5', 'ab:cd', '12-30', '', '-1:00', '1:2:3'])(
    'refuses %j',
    (input) => {
      expect(parseTime(input)).toBeNull();
    },
  );

  it('is optional: empty is null, a bad time says Invalid time', () => {
    expect(timeSchema.parse('')).toBeNull();
    expect(timeSchema.parse('1357')).toBe('13:57');
    expect(messageOf(timeSchema, '25:00')).toBe('Invalid time');
  });
});

describe('field rules and their messages (spec section 5)', () => {
  it.each([
    // [schema name, schema, value, message or null]
    ['email', emailSchema, '', 'Required'],
    ['email', emailSchema, 'a@b.c', '6 characters minimum'],
    ['email', emailSchema, 'not-an-email', 'Invalid email'],
    ['email', emailSchema, 'has space@x.fi', 'Invalid email'],
    ['email', emailSchema, 'jumper@club.fi', null],
    ['password', passwordSchema, '', 'Required'],
    ['password', passwordSchema, 'Short1!', '8 characters minimum'],
    ['password', passwordSchema, 'x'.repeat(1025), 'Max 1024 characters'],
    ['password', passwordSchema, 'x'.repeat(1024), null],
    ['password', passwordSchema, 'longenough', null],
    ['username', usernameSchema, '', 'Required'],
    ['username', usernameSchema, 'anna.v', 'Only A-z and 0-9 allowed'],
    ['username', usernameSchema, 'anna_v', 'Only A-z and 0-9 allowed'],
    ['username', usernameSchema, 'Anna2', null],
    ['name', nameSchema, '', 'Required'],
    ['name', nameSchema, 'Anna-Liisa Ösrtöm', null],
    ['name', nameSchema, 'Anna1', 'No special characters'],
    ['name', nameSchema, "O'Neil", 'No special characters'],
    ['nickname', optionalNameSchema, '', null],
    ['nickname', optionalNameSchema, 'Äijä', null],
    ['nickname', optionalNameSchema, 'x!', 'No special characters'],
    ['phone', phoneSchema, '+358 40-123', null],
    ['phone', phoneSchema, '', null],
    ['phone', phoneSchema, '040abc', 'Only numbers and + -'],
    ['phone', phoneSchema, '1234567890123456', 'Max 15 characters'],
    // the spaces and hyphens that group a number do not count
    ['phone', phoneSchema, '+358 40 123 4567', null],
    ['phone', phoneSchema, '+358-40-123-45-67', null],
    ['phone', phoneSchema, '+358 40 123 4567 890', 'Max 15 characters'],
    ['phone', phoneSchema, `1${' '.repeat(30)}2`, 'Max 15 characters'],
    ['short text', shortText, 'x'.repeat(101), 'Max 100 characters'],
    ['short text', shortText, 'x'.repeat(100), null],
    ['long text', longText, 'x'.repeat(1001), 'Max 1000 characters'],
    ['required', requiredText, '   ', 'Required'],
    ['required', requiredText, undefined, 'Required'],
  ] as const)('%s: %j → %s', (_name, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it.each([
    ['exit weight', numberBetween(0, 9999), -1, 'Minimum 0'],
    ['exit weight', numberBetween(0, 9999), 10000, 'Maximum 9999'],
    ['exit weight', numberBetween(0, 9999), 85, null],
    ['canopy size', numberBetween(0, 999), 1000, 'Maximum 999'],
    ['total jumps', integerBetween(0, 999999), 1.5, 'Must be an integer'],
    ['total jumps', integerBetween(0, 999999), 1000000, 'Maximum 999999'],
    ['balance', numberBetween(-100000, 100000), -100001, 'Minimum -100000'],
    ['balance', numberBetween(-100000, 100000), 100000, null],
    ['number', numberBetween(0, 1), 'x', 'Required'],
  ] as const)('%s: %j → %s', (_name, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });
});

describe('password hints', () => {
  it('reports each hint of the register form', () => {
    expect(passwordHints('abc')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: true,
      numberOrSpecial: false,
      matches: true,
    });
    expect(passwordHints('Abcdefg1', 'Abcdefg1')).toEqual({
      minLength: true,
      uppercase: true,
      lowercase: true,
      numberOrSpecial: true,
      matches: true,
    });
    expect(passwordHints('Abcdefg!', 'Abcdefg')).toMatchObject({ numberOrSpecial: true, matches: false });
  });

  it.each([
    ['Abcdefg1', 'Abcdefg1', null],
    ['Abcdefg1', 'Abcdefg2', 'newPasswordConfirmation: Passwords do not match'],
    ['Abcdefg1', '', 'newPasswordConfirmation: Passwords do not match'],
  ])('a new password %s confirmed as "%s": %s', (newPassword, newPasswordConfirmation, expected) => {
    const form = withPasswordConfirmation(
      z.object({ newPassword: passwordSchema, newPasswordConfirmation: z.string() }),
      'newPassword',
      'newPasswordConfirmation',
    );
    const r = form.safeParse({ newPassword, newPasswordConfirmation });
    expect(r.success ? null : issuesToMessages(r.error.issues)[0]).toBe(expected);
  });
});

describe('validationKey', () => {
  it.each([
    ['Required', { key: 'validation.required' }],
    ['8 characters minimum', { key: 'validation.minLength', n: 8 }],
    ['password: Max 1024 characters', { key: 'validation.maxLength', n: 1024 }],
    ['Minimum -100000', { key: 'validation.minNumber', n: -100000 }],
    ['Maximum 9999', { key: 'validation.maxNumber', n: 9999 }],
    ['email: Invalid email', { key: 'validation.email' }],
    ['Only numbers and + -', { key: 'validation.phone' }],
    ['Invalid time', { key: 'validation.time' }],
    ['Something else', null],
  ])('%s', (message, expected) => {
    expect(validationKey(message)).toEqual(expected);
  });

  it('round-trips every message the schemas give', () => {
    const r = emailSchema.safeParse('x');
    expect(r.success).toBe(false);
    if (!r.success) {
      for (const line of issuesToMessages(r.error.issues)) {
        expect(validationKey(line)).not.toBeNull();
      }
    }
  });
});

describe('structured validation lines (the envelope’s validationErrors)', () => {
  it('names the field by its locale key and the message by its locale key and parameters', () => {
    expect(validationLine(['comment'], 'Max 100 characters')).toEqual({
      field: 'comment',
      fieldLocale: 'fields.comment',
      locale: 'validation.maxLength',
      params: { n: 100 },
    });
    expect(validationLine(['email'], 'Invalid email')).toEqual({
      field: 'email',
      fieldLocale: 'fields.email',
      locale: 'validation.email',
    });
  });

  it('uses the last named part of a nested path as the field, and no field for the whole body', () => {
    expect(validationLine(['loads', 0, 'comment'], 'Required').fieldLocale).toBe('fields.comment');
    expect(validationLine(['loads', 0, 'comment'], 'Required').field).toBe('loads.0.comment');
    expect(validationLine(['ids', 3], 'Invalid IDs').fieldLocale).toBe('fields.ids');
    expect(validationLine([], 'Required')).toEqual({ field: '', locale: 'validation.required' });
  });

  it('gives a catalogue message its error key', () => {
    expect(validationLine(['date'], 'Date is required').locale).toBe('error.dateRequired');
    expect(validationLine(['loadIds'], 'loadIds array is required').locale).toBe(
      'error.loadIdsArrayRequired',
    );
    expect(validationLine(['for'], 'Member not found').locale).toBe('error.memberNotFound');
  });

  it('gives zod’s own English messages the general key, never English text', () => {
    expect(validationLine(['amount'], 'Invalid input: expected number, received string')).toEqual({
      field: 'amount',
      fieldLocale: 'fields.amount',
      locale: 'validation.invalid',
    });
  });

  it('turns zod issues into lines', () => {
    const r = shortText.safeParse('x'.repeat(101));
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(issuesToLines(r.error.issues)).toEqual([
        { field: '', locale: 'validation.maxLength', params: { n: 100 } },
      ]);
    }
  });
});

describe('control characters (the database cannot store a NUL, and nobody types them)', () => {
  it.each([
    ['shortText', shortText],
    ['longText', longText],
    ['requiredText', requiredText],
  ] as const)('%s refuses them as "Contains invalid characters"', (_name, schema) => {
    expect(messageOf(schema, 'a\u0000b')).toBe('Contains invalid characters');
    expect(messageOf(schema, 'bell\u0007')).toBe('Contains invalid characters');
    expect(messageOf(schema, 'Line one\nline two\twith a tab')).toBeNull();
  });

  it('says it with the catalogue key', () => {
    expect(validationLine(['comment'], 'Contains invalid characters').locale).toBe('error.invalidCharacters');
  });
});
