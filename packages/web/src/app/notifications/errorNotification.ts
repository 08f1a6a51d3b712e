import { type ErrorEnvelope, validationKey } from '@dz/shared';
import type { i18n as I18n } from 'i18next';
import type { ApiNotification } from '../api';
import type { ApiError } from '../apiError';
import type { NotificationInput } from './notificationStore';

type Translator = Pick<I18n, 't' | 'exists'>;

/**
 * One line of a server validation message in the UI language: `email: Invalid email` becomes
 * `Sähköposti: Virheellinen sähköposti`. Messages outside the catalogue stay as they are.
 */
export function translateValidationMessage(message: string, i18n: Translator): string {
  const match = validationKey(message);
  if (!match) {
    return message;
  }
  const text = i18n.t(match.key, { n: match.n });
  const field = /^([\w.[\]]+): /.exec(message)?.[1];
  if (!field) {
    return text;
  }
  const fieldKey = `fields.${field}`;
  return `${i18n.exists(fieldKey) ? i18n.t(fieldKey) : field}: ${text}`;
}

type ValidationLine = NonNullable<ErrorEnvelope['validationErrors']>[number];

/** What a structured line says is wrong, in the UI language: `Enintään 100 merkkiä`. */
export function validationLineMessage(line: ValidationLine, i18n: Translator): string {
  return i18n.exists(line.locale) ? i18n.t(line.locale, line.params) : i18n.t('validation.invalid');
}

/** One structured line (`validationErrors`) in the UI language: `Kommentti: Enintään 100 merkkiä`. */
export function translateValidationLine(line: ValidationLine, i18n: Translator): string {
  const text = validationLineMessage(line, i18n);
  if (!line.fieldLocale) {
    return text;
  }
  return `${i18n.exists(line.fieldLocale) ? i18n.t(line.fieldLocale) : line.field}: ${text}`;
}

/**
 * Every validation line of an envelope in the UI language: the structured lines when the server sent them,
 * else the English `field: message` lines, translated as far as the catalogue goes.
 */
export function validationLines(
  envelope: Pick<ErrorEnvelope, 'validationErrors' | 'validationMessage'>,
  i18n: Translator,
): string[] {
  if (envelope.validationErrors?.length) {
    return envelope.validationErrors.map((line) => translateValidationLine(line, i18n));
  }
  return (envelope.validationMessage ?? []).map((line) => translateValidationMessage(line, i18n));
}

/** The text of a locale key, else the server's own words, else "Something went wrong". */
function localeText(locale: string | undefined, fallback: string | undefined, i18n: Translator): string {
  if (locale && i18n.exists(locale)) {
    return i18n.t(locale);
  }
  return fallback || i18n.t('error.general');
}

/**
 * The error snackbar of spec section 8: title from the response, text from its locale key, its details and
 * its first validation message (translated, and hidden when it talks about a password).
 */
export function errorToNotification(error: ApiError, i18n: Translator): NotificationInput {
  const { title, details, detailsLocale, detailsParams, timeout, locale, message } = error.envelope;
  const firstLine = error.envelope.validationErrors?.[0];
  const first = firstLine
    ? translateValidationLine(firstLine, i18n)
    : error.envelope.validationMessage?.[0] &&
      translateValidationMessage(error.envelope.validationMessage[0], i18n);
  const mentionsPassword = firstLine
    ? /password/i.test(firstLine.field)
    : /password/i.test(error.envelope.validationMessage?.[0] ?? '');
  const showValidation = !!first && !mentionsPassword;
  return {
    type: 'error',
    title: title ?? '',
    text: localeText(locale, message, i18n),
    details:
      detailsLocale && i18n.exists(detailsLocale) ? i18n.t(detailsLocale, detailsParams) : (details ?? ''),
    validationMessage: showValidation ? [first] : [],
    timeout,
  };
}

/** The info snackbar of a successful response's `notification`. */
export function apiNotificationToInput(notification: ApiNotification, i18n: Translator): NotificationInput {
  return {
    type: 'info',
    title: notification.title ?? '',
    text: localeText(notification.locale, notification.locale, i18n),
    timeout: notification.timeout,
  };
}
