import { LANGUAGE_STORAGE_KEY } from '@dz/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, isLanguage, LANGUAGES, type Language } from './language';
import { localeResources } from './localeResources';
import { writeStorage } from './storage';

export { detectLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from './language';

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
