import { describe, expect, it } from 'vitest';
import { DomainError, errorCodes, errorDetailText, errorLocale, errors } from './errors';
import { validationText } from './validation';

/** Every server message of the spec's section 8 catalogue, word for word. */
const catalogue = [
  'Please verify your email address',
  'Invalid username or password',
  'Error adding member',
  'Member not found',
  'You cannot delete a member with a balance',
  'Email already exists',
  'Username already exists',
  'Invalid club key',
  'Something went wrong',
  'User not found',
  'Error updating user',
  'Only admin can do this',
  'Some fields are invalid',
  'Club not found',
  'Plane not found',
  'Invalid amount',
  'Method is required',
  'Cannot do this. User is overlord.',
  'User is blocked from club',
  'User email is not confirmed',
  'Linked user email is not confirmed',
  'Request had invalid parameters',
  'Invalid index',
  'User is already linked to another member',
  'You cannot enter custom payment methods',
  'Payment failed. Please try again.',
  'Linked member not found',
  'Automatic username check has gotten enough for the day',
  'Registering has gotten enough for the day. Please try again later.',
  'Too many attempts. Please try again in 2 minutes.',
  'You do not have permission to check waivers or edit members',
  'Waiver not found',
  'Invalid IDs',
  'Member creation failed',
  'User must be linked to member in order to use this app',
  'Date is required',
  'Invalid date',
  'Loads array is required',
  'loadIds array is required',
  'Load not found',
  'Invalid data',
  'Invalid price',
  'Invalid flight time',
  'Invalid request body',
  'Invalid year',
  'Year is required',
  'Cannot land without pilot or jumpers',
  'Tandem needs tandem instructor',
  'Load is already landed',
  'Load is already open',
  'Contains invalid characters',
  'Only A-z and 0-9 allowed',
  'Member is on open load',
  'Waiver saved but members not updated',
  'Too many requests. Please try again later.',
  'You cannot add loads on other days',
  'Cannot delete landed load',
  'You can only change the time within 48 hours of the load creation. Open the load to change the time.',
  'You cannot edit past days loads',
  'a member is already on this load',
  // the texts of section 8 the client shows
  'Password reset link is invalid',
  'Error changing password. Link might be expired.',
  'This email already has a user account',
  'Session expired.',
];

/**
 * Messages of section 8 that are no error code (docs/api.md says why): a validation message of a field, or
 * texts of failures this product cannot have (a member row that vanished between two steps) or only warns of.
 */
const notCodes = {
  validation: ['Must be an integer'],
  removed: ['Error deleting member', 'Could not get member', 'Member will be in debt'],
};

describe('the error catalogue', () => {
  it('says a field’s validation messages per field, not as a code', () => {
    const texts = Object.values(validationText).map((make) => (make as (n: number) => string)(1));
    for (const message of notCodes.validation) {
      expect(texts).toContain(message);
    }
  });

  it.each(notCodes.removed)('has no code for "%s" (it cannot happen here)', (message) => {
    expect(Object.values(errors).map((e) => e.message)).not.toContain(message);
  });

  it.each(catalogue)('has a code for "%s"', (message) => {
    expect(Object.values(errors).map((e) => e.message)).toContain(message);
  });

  it('gives every code a 4xx or 5xx status and a locale key', () => {
    for (const code of errorCodes) {
      expect(errors[code].status).toBeGreaterThanOrEqual(400);
      expect(errorLocale(code)).toBe(`error.${code}`);
    }
  });

  it('carries code, status and message on a DomainError', () => {
    const e = new DomainError('invalidAmount', {
      detail: 'balanceBounds',
      detailParams: { min: -1, max: 1 },
    });
    expect(e).toMatchObject({
      code: 'invalidAmount',
      status: 400,
      message: 'Invalid amount',
      detail: 'balanceBounds',
    });
    expect(errorDetailText('balanceBounds', { min: -1, max: 1 })).toBe(
      'Balance must stay between -1 and 1 euros',
    );
  });
});
