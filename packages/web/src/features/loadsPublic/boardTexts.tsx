import type { ReactNode } from 'react';
import type { Language } from '../../app/language';
import {
  barTrees,
  type LightT,
  LightTextsProvider,
  type LightTrees,
  lightTranslator,
  useLightTexts,
} from '../../light/lightTexts';
import enBoard from './locales/en.json';
import fiBoard from './locales/fi.json';

/** The board's texts: its own file and the bar's sections, not the whole app's resources and i18next. */
const boardTrees: LightTrees = {
  fi: { ...barTrees.fi, ...fiBoard },
  en: { ...barTrees.en, ...enBoard },
};

export type BoardT = LightT;

export function boardTranslator(language: Language): BoardT {
  return lightTranslator(boardTrees[language], language);
}

export function BoardTextsProvider({ children }: { children: ReactNode }) {
  return <LightTextsProvider trees={boardTrees}>{children}</LightTextsProvider>;
}

export const useBoardTexts = useLightTexts;
