import type { LightTrees } from '../../../light/lightTexts';
import { barTrees } from '../../../light/lightTexts';
import {
  auth as enAuth,
  error as enError,
  fields as enFields,
  network as enNetwork,
  notification as enNotification,
  validation as enValidation,
} from '../../../locales/en.json';
import {
  auth as fiAuth,
  error as fiError,
  fields as fiFields,
  network as fiNetwork,
  notification as fiNotification,
  validation as fiValidation,
} from '../../../locales/fi.json';
import { privacy as enPrivacy } from '../../privacy/locales/en.json';
import { privacy as fiPrivacy } from '../../privacy/locales/fi.json';

/**
 * The login page's texts: the sections of the app's locale files it shows (sign-in, fields, the server's
 * error messages, the privacy link), by name, so the light page carries neither i18next nor the whole app's texts.
 */
/** One language's tree from the sections of its files. */
function loginTree(
  bar: LightTrees['fi'],
  core: {
    auth: typeof fiAuth;
    error: typeof fiError;
    fields: typeof fiFields;
    network: typeof fiNetwork;
    notification: typeof fiNotification;
    validation: typeof fiValidation;
  },
  privacy: typeof fiPrivacy,
) {
  return {
    ...bar,
    auth: { login: core.auth.login },
    fields: { usernameOrEmail: core.fields.usernameOrEmail, password: core.fields.password },
    error: core.error,
    network: core.network,
    validation: core.validation,
    notification: { confirmationSent: core.notification.confirmationSent },
    privacy: { link: privacy.link },
  };
}

export const loginTrees: LightTrees = {
  fi: loginTree(
    barTrees.fi,
    {
      auth: fiAuth,
      error: fiError,
      fields: fiFields,
      network: fiNetwork,
      notification: fiNotification,
      validation: fiValidation,
    },
    fiPrivacy,
  ),
  en: loginTree(
    barTrees.en,
    {
      auth: enAuth,
      error: enError,
      fields: enFields,
      network: enNetwork,
      notification: enNotification,
      validation: enValidation,
    },
    enPrivacy,
  ),
};
