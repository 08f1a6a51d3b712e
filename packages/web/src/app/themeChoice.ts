import { THEME_STORAGE_KEY } from '@dz/shared';
import { useCallback, useEffect, useState } from 'react';
import { readStorage, writeStorage } from './storage';

export type ThemeMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedMode(): ThemeMode | null {
  const value = readStorage(THEME_STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

function systemMode(): ThemeMode {
  return globalThis.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/**
 * The light/dark choice (spec section 1): stored under `theme`, else the system's preference (followed as it
 * changes). The app's MUI theme and the light public board both use it, so a choice on either is the other's.
 */
export function useThemeChoice(): { mode: ThemeMode; setMode: (mode: ThemeMode) => void } {
  const [chosen, setChosen] = useState<ThemeMode | null>(storedMode);
  const [system, setSystem] = useState<ThemeMode>(systemMode);
  useEffect(() => {
    const query = globalThis.matchMedia?.(DARK_QUERY);
    if (!query) {
      return;
    }
    const handleChange = (event: MediaQueryListEvent) => setSystem(event.matches ? 'dark' : 'light');
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);
  const setMode = useCallback((next: ThemeMode) => {
    writeStorage(THEME_STORAGE_KEY, next);
    setChosen(next);
  }, []);
  return { mode: chosen ?? system, setMode };
}
