import type { ReactNode } from 'react';
import { barTrees, LightTextsProvider, type LightTrees, useLightTexts } from '../../light/lightTexts';
import {
  error as enError,
  errorDetail as enErrorDetail,
  network as enNetwork,
  push as enPush,
} from '../../locales/en.json';
import {
  error as fiError,
  errorDetail as fiErrorDetail,
  network as fiNetwork,
  push as fiPush,
} from '../../locales/fi.json';
import { loads as enLoads } from '../loads/locales/en.json';
import { loads as fiLoads } from '../loads/locales/fi.json';
import { loadsPublic as enBoard } from '../loadsPublic/locales/en.json';
import { loadsPublic as fiBoard } from '../loadsPublic/locales/fi.json';
import { myLoads as enMyLoads } from '../myLoads/locales/en.json';
import { myLoads as fiMyLoads } from '../myLoads/locales/fi.json';
import { selfManifest as enSelfManifest } from '../selfManifest/locales/en.json';
import { selfManifest as fiSelfManifest } from '../selfManifest/locales/fi.json';
import { weather as enWeather } from '../weather/locales/en.json';
import { weather as fiWeather } from '../weather/locales/fi.json';
import { myDay as enMyDay } from './locales/en.json';
import { myDay as fiMyDay } from './locales/fi.json';

/**
 * The light "my day" page's texts: the same files the app's own screens use (the board's, my loads', the
 * self-manifest's, the weather's, the server's errors) and its own few, without i18next.
 */
export const myDayTrees: LightTrees = {
  fi: {
    ...barTrees.fi,
    error: fiError,
    errorDetail: fiErrorDetail,
    network: fiNetwork,
    push: fiPush,
    loads: fiLoads,
    loadsPublic: fiBoard,
    myLoads: fiMyLoads,
    selfManifest: fiSelfManifest,
    weather: fiWeather,
    myDay: fiMyDay,
  },
  en: {
    ...barTrees.en,
    error: enError,
    errorDetail: enErrorDetail,
    network: enNetwork,
    push: enPush,
    loads: enLoads,
    loadsPublic: enBoard,
    myLoads: enMyLoads,
    selfManifest: enSelfManifest,
    weather: enWeather,
    myDay: enMyDay,
  },
};

export function MyDayTextsProvider({ children }: { children: ReactNode }) {
  return <LightTextsProvider trees={myDayTrees}>{children}</LightTextsProvider>;
}

export const useMyDayTexts = useLightTexts;
