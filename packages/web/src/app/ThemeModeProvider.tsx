import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createAppTheme } from './theme';
import { type ThemeMode, useThemeChoice } from './themeChoice';

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

/** The light/dark choice (spec section 1): stored under `theme`, else the system's preference. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const { mode, setMode } = useThemeChoice();

  useEffect(() => {
    // lets tests and CSS outside MUI see the mode
    document.documentElement.dataset.themeMode = mode;
  }, [mode]);

  const value = useMemo<ThemeModeValue>(
    () => ({ mode, setMode, toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark') }),
    [mode, setMode],
  );
  // MUI's widgets speak the UI's language too (a picker's "Open", an alert's "Close")
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  const theme = useMemo(
    () =>
      createAppTheme(mode, {
        open: t('common.open'),
        close: t('common.close'),
        clear: t('common.clear'),
        noOptions: t('common.noOptions'),
        loading: t('app.loading'),
      }),
    [mode, language],
  );

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
