import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../app/storage';

/** The public board's display choices (spec section 2), kept in one localStorage key. */
export interface BoardSettings {
  liveAltitude: boolean;
  hideLanded: boolean;
  /** Jumpers of a load from the highest altitude down. */
  sortHighToLow: boolean;
  /** Loads with the highest number first. */
  newestFirst: boolean;
  /** The next open load at the top, then the other loads not landed, the landed ones last (`orderLoads`). */
  nextOpenFirst: boolean;
  hidePlane: boolean;
  hidePilot: boolean;
  hideType: boolean;
  hideState: boolean;
}

export const SETTINGS_KEY = 'loadsPublicSettings';

export const defaultSettings: BoardSettings = {
  // on: the server asks its source only while a load flies or is called, so watching costs nothing (issue 34)
  liveAltitude: true,
  hideLanded: false,
  sortHighToLow: false,
  newestFirst: false,
  nextOpenFirst: true,
  hidePlane: false,
  hidePilot: false,
  hideType: false,
  hideState: false,
};

export const settingNames = Object.keys(defaultSettings) as (keyof BoardSettings)[];

/** The stored settings; unknown or broken values fall back to the defaults one by one. */
export function readSettings(): BoardSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(readStorage(SETTINGS_KEY) ?? '{}');
  } catch {
    stored = {};
  }
  const settings = { ...defaultSettings };
  if (typeof stored === 'object' && stored !== null) {
    for (const name of settingNames) {
      const value = (stored as Record<string, unknown>)[name];
      if (typeof value === 'boolean') {
        settings[name] = value;
      }
    }
  }
  return settings;
}

export function useBoardSettings() {
  const [settings, setSettings] = useState<BoardSettings>(readSettings);
  const setSetting = useCallback((name: keyof BoardSettings, value: boolean) => {
    setSettings((current) => {
      const next = { ...current, [name]: value };
      writeStorage(SETTINGS_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return { settings, setSetting };
}
