import { THEME_STORAGE_KEY } from '@dz/shared';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readStorage, writeStorage } from './storage';
import { createAppTheme, type ThemeMode } from './theme';

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedMode(): ThemeMode | null {
  const value = readStorage(THEME_STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

function systemMode(): ThemeMode {
  return globalThis.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The light/dark choice (spec section 1): stored under `theme`, else the system's preference. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<ThemeMode | null>(storedMode);
  const [system, setSystem] = useState<ThemeMode>(systemMode);
  const mode = chosen ?? system;

  useEffect(() => {
    const query = globalThis.matchMedia?.(DARK_QUERY);
    if (!query) {
      return;
    }
    const handleChange = (event: MediaQueryListEvent) => setSystem(event.matches ? 'dark' : 'light');
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);

  useEffect(() => {
    // lets tests and CSS outside MUI see the mode
    document.documentElement.dataset.themeMode = mode;
  }, [mode]);

  const setMode = useCallback((next: ThemeMode) => {
    writeStorage(THEME_STORAGE_KEY, next);
    setChosen(next);
  }, []);

  const value = useMemo<ThemeModeValue>(
    () => ({ mode, setMode, toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark') }),
    [mode, setMode],
  );
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) {
    throw new Error('useThemeMode needs a ThemeModeProvider');
  }
  return value;
}
