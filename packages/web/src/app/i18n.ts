import { LANGUAGE_STORAGE_KEY } from '@dz/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeResources } from './localeResources';
import { readStorage, writeStorage } from './storage';

export const LANGUAGES = ['fi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { fi: 'Suomi', en: 'English' };

export function isLanguage(value: unknown): value is Language {
  return value === 'fi' || value === 'en';
}

/**
 * The language at start (spec section 1): the stored choice, else the browser's language when it is en or
 * fi, else en.
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

/** The language in use, narrowed to the supported ones. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fi';
}

/** Switches the language and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
  }
});

void i18n.use(initReactI18next).init({
  resources: { fi: { translation: localeResources.fi }, en: { translation: localeResources.en } },
  lng: detectLanguage(),
  fallbackLng: 'fi',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
