import { LANGUAGE_STORAGE_KEY, sharedText } from '@dz/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { detectLanguage, type Language } from '../../app/language';
import { writeStorage } from '../../app/storage';
import { type ThemeMode, useThemeChoice } from '../../app/themeChoice';
import {
  app as enApp,
  common as enCommon,
  language as enLanguage,
  theme as enTheme,
} from '../../locales/en.json';
import {
  app as fiApp,
  common as fiCommon,
  language as fiLanguage,
  theme as fiTheme,
} from '../../locales/fi.json';
import enBoard from './locales/en.json';
import fiBoard from './locales/fi.json';

type Tree = { [key: string]: string | Tree };

/**
 * The board's texts: its own file and the few app-wide sections its bar uses (imported by name, so the build
 * takes only those), not the whole app's resources and i18next. The same files the app's i18n merges, so each
 * text is written once.
 */
const trees: Record<Language, Tree> = {
  fi: { app: fiApp, common: fiCommon, language: fiLanguage, theme: fiTheme, ...fiBoard },
  en: { app: enApp, common: enCommon, language: enLanguage, theme: enTheme, ...enBoard },
};

export type BoardT = (key: string, params?: Record<string, string | number>) => string;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translator with i18next's conventions, so the files read the same: `{{name}}` fills in, a numeric `count`
 * picks `key_one` / `key_other` by the language's plural rules. Load calls' texts come from the shared package
 * (the server's push messages say the same).
 */
export function boardTranslator(language: Language): BoardT {
  const plural = new Intl.PluralRules(language);
  const tree = trees[language];
  return (key, params = {}) => {
    const count = params.count;
    const text =
      (typeof count === 'number' ? lookup(tree, `${key}_${plural.select(count)}`) : undefined) ??
      (typeof count === 'number' ? lookup(tree, `${key}_other`) : undefined) ??
      lookup(tree, key);
    if (text === undefined) {
      return key.startsWith('loadCall.') ? sharedText(language, key, params) : key;
    }
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
}

interface BoardTextsValue {
  t: BoardT;
  language: Language;
  setLanguage: (language: Language) => void;
  mode: ThemeMode;
  toggleMode: () => void;
}

const BoardTextsContext = createContext<BoardTextsValue | null>(null);

/**
 * The board's language and light/dark mode, from the same stored choices as the app's (`language`, `theme`),
 * so a choice made on either is the other's too.
 */
export function BoardTextsProvider({ children }: { children: ReactNode }) {
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
    () => ({ t: boardTranslator(language), language, setLanguage, mode, toggleMode }),
    [language, setLanguage, mode, toggleMode],
  );
  return <BoardTextsContext.Provider value={value}>{children}</BoardTextsContext.Provider>;
}

export function useBoardTexts(): BoardTextsValue {
  const value = useContext(BoardTextsContext);
  if (!value) {
    throw new Error('useBoardTexts outside BoardTextsProvider');
  }
  return value;
}
