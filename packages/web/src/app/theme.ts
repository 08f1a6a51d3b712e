import { BREAKPOINTS, THEME_COLORS } from '@dz/shared';
import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

export type ThemeMode = 'light' | 'dark';

/** The MUI theme of spec section 9: its breakpoints, colours and Roboto, in light or dark. */
export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode,
      primary: { main: THEME_COLORS.primary },
      secondary: { main: THEME_COLORS.secondary },
      ...(mode === 'dark'
        ? { background: { default: '#121212', paper: '#1e1e1e' } }
        : { background: { default: '#f5f7fa', paper: '#ffffff' } }),
    },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 1 } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
