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
import enWeather from '../weather/locales/en.json';
import fiWeather from '../weather/locales/fi.json';
import enBoard from './locales/en.json';
import fiBoard from './locales/fi.json';

/**
 * The board's texts: its own file, the weather's and the bar's sections, not the whole app's resources and
 * i18next.
 */
const boardTrees: LightTrees = {
  fi: { ...barTrees.fi, ...fiWeather, ...fiBoard },
  en: { ...barTrees.en, ...enWeather, ...enBoard },
};

export type BoardT = LightT;

export function boardTranslator(language: Language): BoardT {
  return lightTranslator(boardTrees[language], language);
}

export function BoardTextsProvider({ children }: { children: ReactNode }) {
  return <LightTextsProvider trees={boardTrees}>{children}</LightTextsProvider>;
}

export const useBoardTexts = useLightTexts;
