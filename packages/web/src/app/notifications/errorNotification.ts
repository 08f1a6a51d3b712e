import { validationKey } from '@dz/shared';
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
  const { title, details, detailsLocale, detailsParams, validationMessage, timeout, locale, message } =
    error.envelope;
  const first = validationMessage?.[0];
  const showValidation = first !== undefined && !/password/i.test(first);
  return {
    type: 'error',
    title: title ?? '',
    text: localeText(locale, message, i18n),
    details:
      detailsLocale && i18n.exists(detailsLocale) ? i18n.t(detailsLocale, detailsParams) : (details ?? ''),
    validationMessage: showValidation ? [translateValidationMessage(first, i18n)] : [],
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
