import { LANGUAGE_STORAGE_KEY } from '@dz/shared';
import { readStorage } from './storage';

export const LANGUAGES = ['fi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the language menus show it. */
export const LANGUAGE_NAMES: Record<Language, string> = { fi: 'Suomi', en: 'English' };

export function isLanguage(value: unknown): value is Language {
  return value === 'fi' || value === 'en';
}

/**
 * The language at start (spec section 1): the stored choice, else the browser's language when it is en or
 * fi, else en. The app (i18next) and the light public board both start from it.
 */
export function detectLanguage(
  stored: string | null = readStorage(LANGUAGE_STORAGE_KEY),
  browser: string | undefined = globalThis.navigator?.language,
): Language {
  if (isLanguage(stored)) {
    return stored;
  }
  const base = browser?.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : 'en';
}
