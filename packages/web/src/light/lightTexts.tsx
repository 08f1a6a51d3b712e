import { LANGUAGE_STORAGE_KEY, sharedText } from '@dz/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { detectLanguage, type Language } from '../app/language';
import { writeStorage } from '../app/storage';
import { type ThemeMode, useThemeChoice } from '../app/themeChoice';
import {
  app as enApp,
  common as enCommon,
  language as enLanguage,
  theme as enTheme,
} from '../locales/en.json';
import {
  app as fiApp,
  common as fiCommon,
  language as fiLanguage,
  theme as fiTheme,
} from '../locales/fi.json';

export type TextTree = { [key: string]: string | TextTree };
export type LightTrees = Record<Language, TextTree>;

/** The sections every light page's bar uses; a page adds its own (imported by name, so the build takes only those). */
export const barTrees: LightTrees = {
  fi: { app: fiApp, common: fiCommon, language: fiLanguage, theme: fiTheme },
  en: { app: enApp, common: enCommon, language: enLanguage, theme: enTheme },
};

export type LightT = (key: string, params?: Record<string, string | number>) => string;

function lookup(tree: TextTree, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translator with i18next's conventions over the same locale files the app's i18n merges (so each text is
 * written once, and the files read the same): `{{name}}` fills in, a numeric `count` picks `key_one` /
 * `key_other` by the language's plural rules. Texts shared with the server (load calls) come from the shared
 * package. A missing key answers itself, as i18next does.
 */
/**
 * `Intl.PluralRules`' category in Finnish and in English, which share the rule ("one" for 1 and -1, "other" for
 * any other number): a light page's first paint does not wait for ICU's plural data (`lightTexts.test.ts`
 * checks it against `Intl`).
 */
export function pluralCategory(count: number): 'one' | 'other' {
  return Math.abs(count) === 1 ? 'one' : 'other';
}

export function lightTranslator(tree: TextTree, language: Language): LightT {
  return (key, params = {}) => {
    const count = params.count;
    const text =
      (typeof count === 'number' ? lookup(tree, `${key}_${pluralCategory(count)}`) : undefined) ??
      (typeof count === 'number' ? lookup(tree, `${key}_other`) : undefined) ??
      lookup(tree, key);
    if (text === undefined) {
      return key.startsWith('loadCall.') ? sharedText(language, key, params) : key;
    }
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
}

interface LightTextsValue {
  t: LightT;
  language: Language;
  setLanguage: (language: Language) => void;
  mode: ThemeMode;
  toggleMode: () => void;
}

const LightTextsContext = createContext<LightTextsValue | null>(null);

/**
 * A light page's texts, language and light/dark mode (no i18next, no UI library), from the same stored choices
 * as the app's (`language`, `theme`), so a choice made on either is the other's too.
 */
export function LightTextsProvider({ trees, children }: { trees: LightTrees; children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => detectLanguage());
  const { mode, setMode } = useThemeChoice();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const setLanguage = useCallback((next: Language) => {
    writeStorage(LANGUAGE_STORAGE_KEY, next);
    setLanguageState(next);
  }, []);
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  const value = useMemo(
    () => ({ t: lightTranslator(trees[language], language), language, setLanguage, mode, toggleMode }),
    [trees, language, setLanguage, mode, toggleMode],
  );
  return <LightTextsContext.Provider value={value}>{children}</LightTextsContext.Provider>;
}

export function useLightTexts(): LightTextsValue {
  const value = useContext(LightTextsContext);
  if (!value) {
    throw new Error('useLightTexts outside LightTextsProvider');
  }
  return value;
}
