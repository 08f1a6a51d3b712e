import { LANGUAGE_STORAGE_KEY } from '@dz/shared';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, isLanguage, LANGUAGES, type Language } from './language';
import { writeStorage } from './storage';

export { detectLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from './language';

/** The language in use, narrowed to the supported ones. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fi';
}

/** Switches the language (its texts are downloaded first, once) and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
  }
});

/** Each language's texts by its own dynamic import, so the build preloads nothing of the other language. */
const textLoaders: Record<Language, () => Promise<{ default: object }>> = {
  fi: () => import('./locale.fi'),
  en: () => import('./locale.en'),
};

function textsOf(language: string) {
  return textLoaders[isLanguage(language) ? language : 'fi']();
}

/**
 * Sets up an i18next instance: each language's texts are a chunk of their own (`locale.fi.ts`, `locale.en.ts`), so a
 * user downloads only the language in use (every page about 15 KB lighter) and the other one only on switching to
 * it. Resolves when the texts of `language` are here.
 */
export function initI18n(instance: typeof i18n, language: Language): Promise<unknown> {
  return instance
    .use(initReactI18next)
    .use(resourcesToBackend(textsOf))
    .init({
      lng: language,
      // the two languages have the same keys (locales.test.ts), so no fallback language is downloaded
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
    });
}

/** Resolves when the texts of the user's language are here: the app renders after it (`main.tsx`). */
export const i18nReady = initI18n(i18n, detectLanguage()).then(() => ensureTexts());

/** A download that failed (a dropped network at the first visit) is tried again a few times before giving up. */
async function ensureTexts(): Promise<void> {
  for (let attempt = 0; attempt < 4 && !i18n.hasResourceBundle(currentLanguage(), 'translation'); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    await i18n.reloadResources(currentLanguage());
  }
}

export default i18n;
