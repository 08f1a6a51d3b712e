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
export const loginTrees: LightTrees = {
  fi: {
    ...barTrees.fi,
    auth: { login: fiAuth.login },
    fields: { usernameOrEmail: fiFields.usernameOrEmail, password: fiFields.password },
    error: fiError,
    network: fiNetwork,
    validation: fiValidation,
    notification: { confirmationSent: fiNotification.confirmationSent },
    privacy: { link: fiPrivacy.link },
  },
  en: {
    ...barTrees.en,
    auth: { login: enAuth.login },
    fields: { usernameOrEmail: enFields.usernameOrEmail, password: enFields.password },
    error: enError,
    network: enNetwork,
    validation: enValidation,
    notification: { confirmationSent: enNotification.confirmationSent },
    privacy: { link: enPrivacy.link },
  },
};
