import { describe, expect, it } from 'vitest';
import { ApiError, transportError } from '../apiError';
import i18n from '../i18n';
import {
  apiNotificationToInput,
  errorToNotification,
  translateValidationMessage,
  validationLines,
} from './errorNotification';

function httpError(envelope: Partial<ApiError['envelope']>): ApiError {
  return new ApiError('http', 400, {
    message: 'Some fields are invalid',
    locale: 'error.invalidFields',
    ...envelope,
  });
}

describe('errorToNotification', () => {
  it('shows the translated locale, the title, details, first validation message and timeout', () => {
    const notification = errorToNotification(
      httpError({
        title: 'Saving failed',
        details: 'Check the form',
        validationMessage: ['email: Invalid email', 'username: Required'],
        timeout: 6000,
      }),
      i18n,
    );
    expect(notification).toEqual({
      type: 'error',
      title: 'Saving failed',
      text: 'Some fields are invalid',
      details: 'Check the form',
      validationMessage: ['Email: Invalid email'],
      timeout: 6000,
    });
  });

  it('translates into Finnish', async () => {
    await i18n.changeLanguage('fi');
    const notification = errorToNotification(
      httpError({ validationMessage: ['clubName: Max 100 characters'] }),
      i18n,
    );
    expect(notification.text).toBe('Osa kentistä on virheellisiä');
    expect(notification.validationMessage).toEqual(['Kerhon nimi: Enintään 100 merkkiä']);
  });

  it('says the structured lines in Finnish: the field’s name, the message and its parameters', async () => {
    await i18n.changeLanguage('fi');
    const error = httpError({
      validationMessage: ['comment: Max 100 characters', 'date: Date is required', 'amount: Invalid input'],
      validationErrors: [
        {
          field: 'comment',
          fieldLocale: 'fields.comment',
          locale: 'validation.maxLength',
          params: { n: 100 },
        },
        { field: 'date', fieldLocale: 'fields.date', locale: 'error.dateRequired' },
        { field: 'loads.0.amount', fieldLocale: 'fields.amount', locale: 'validation.invalid' },
      ],
    });
    expect(errorToNotification(error, i18n).validationMessage).toEqual(['Kommentti: Enintään 100 merkkiä']);
    expect(validationLines(error.envelope, i18n)).toEqual([
      'Kommentti: Enintään 100 merkkiä',
      'Päivämäärä: Päivämäärä on pakollinen',
      'Summa: Virheellinen arvo',
    ]);
    await i18n.changeLanguage('en');
    expect(validationLines(error.envelope, i18n)[0]).toBe('Comment: Max 100 characters');
  });

  it('hides a structured line about a password', () => {
    const error = httpError({
      validationMessage: ['newPassword: 8 characters minimum'],
      validationErrors: [
        {
          field: 'newPassword',
          fieldLocale: 'fields.newPassword',
          locale: 'validation.minLength',
          params: { n: 8 },
        },
      ],
    });
    expect(errorToNotification(error, i18n).validationMessage).toEqual([]);
  });

  it('hides a validation message that mentions a password', () => {
    const notification = errorToNotification(
      httpError({ validationMessage: ['password: 8 characters minimum'] }),
      i18n,
    );
    expect(notification.validationMessage).toEqual([]);
  });

  it('keeps a validation message outside the catalogue as it is', () => {
    expect(translateValidationMessage('plane: must be one of the club planes', i18n)).toBe(
      'plane: must be one of the club planes',
    );
  });

  it('falls back to the server message, then to "Something went wrong"', () => {
    expect(
      errorToNotification(httpError({ locale: 'error.fromTheFuture', message: 'New text' }), i18n).text,
    ).toBe('New text');
    expect(errorToNotification(httpError({ locale: 'error.fromTheFuture', message: '' }), i18n).text).toBe(
      'Something went wrong',
    );
  });

  it('words transport failures', () => {
    expect(errorToNotification(transportError('network'), i18n).text).toBe(
      'Network error. Check your connection.',
    );
    expect(errorToNotification(transportError('badStatus', 502), i18n)).toMatchObject({
      text: 'The server answered with an error.',
      details: 'HTTP 502',
    });
  });
});

describe('apiNotificationToInput', () => {
  it('makes an info notification of a success response', () => {
    expect(apiNotificationToInput({ locale: 'notification.feedbackSent', timeout: 4000 }, i18n)).toEqual({
      type: 'info',
      title: '',
      text: 'Thänks! Feedback sent successfully :)',
      timeout: 4000,
    });
  });
});
