import { BREAKPOINTS, THEME_COLORS } from '@dz/shared';
import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

import type { ThemeMode } from './themeChoice';

export type { ThemeMode };

/**
 * Text in the primary colour on a light background: the spec's #2196F3 has only 3.1:1 contrast on white,
 * under WCAG AA's 4.5:1, so light mode writes primary-coloured text (links, text and outlined buttons) in
 * this darker blue of the same hue (5.8:1). Filled surfaces keep the spec's colour.
 */
const PRIMARY_TEXT_ON_LIGHT = '#1565c0';

/** Warning-coloured text on light (an outlined "Remove approval"): MUI's #ed6c02 is 3.1:1 on white; this is 5.0:1. */
export const WARNING_TEXT_ON_LIGHT = '#b45309';

/** The smallest tap target on a phone or a tablet, px (WCAG 2.5.5). */
export const TAP = 44;
/** Below the `md` breakpoint: phones and tablets, where a finger does the tapping. */
const phone = `@media (max-width:${BREAKPOINTS.md - 0.05}px)`;

/** The words MUI's own widgets say (a picker's open, close and clear buttons, an alert's close), in the UI's language. */
export interface WidgetTexts {
  open: string;
  close: string;
  clear: string;
  noOptions: string;
  loading: string;
}

/**
 * The MUI theme of spec section 9: its breakpoints, colours and Roboto, in light or dark; `texts` in the UI's
 * language (MUI's defaults are English).
 */
export function createAppTheme(mode: ThemeMode, texts?: WidgetTexts): Theme {
  const primaryText = mode === 'light' ? PRIMARY_TEXT_ON_LIGHT : THEME_COLORS.primary;
  const warningText = mode === 'light' ? WARNING_TEXT_ON_LIGHT : undefined;
  return createTheme({
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode,
      // text on a coloured surface (contained buttons, the app bar) is chosen for AA's 4.5:1
      contrastThreshold: 4.5,
      primary: { main: THEME_COLORS.primary, dark: PRIMARY_TEXT_ON_LIGHT },
      secondary: { main: THEME_COLORS.secondary },
      ...(mode === 'dark'
        ? { background: { default: '#121212', paper: '#1e1e1e' } }
        : {
            background: { default: '#f5f7fa', paper: '#ffffff' },
            // MUI's secondary text falls just under 4.5:1 on the grey page background
            text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.66)' },
          }),
    },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 1 } },
      ...(texts && {
        MuiAutocomplete: {
          defaultProps: {
            openText: texts.open,
            closeText: texts.close,
            clearText: texts.clear,
            noOptionsText: texts.noOptions,
            loadingText: texts.loading,
          },
        },
        MuiAlert: { defaultProps: { closeText: texts.close } },
      }),
      // a keyboard user sees where the focus is: MUI's own sign is a faint ripple tint (WCAG 2.4.7)
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${primaryText}`, outlineOffset: 2 } },
        },
      },
      // the selected tab's label is primary-coloured text: the darker blue on light (AA's 4.5:1)
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
      // inside a menu's scrolling paper an outer ring would be cut off
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            [phone]: { minHeight: TAP },
            variants: [
              { props: { variant: 'text', color: 'primary' }, style: { color: primaryText } },
              { props: { variant: 'outlined', color: 'primary' }, style: { color: primaryText } },
              ...(warningText
                ? [
                    { props: { variant: 'text', color: 'warning' } as const, style: { color: warningText } },
                    {
                      props: { variant: 'outlined', color: 'warning' } as const,
                      style: { color: warningText },
                    },
                  ]
                : []),
            ],
          },
        },
      },
      MuiLink: { styleOverrides: { root: { color: primaryText } } },
      // on a phone or a tablet every target a finger hits is at least 44×44 px (WCAG 2.5.5; e2e tap-targets.spec)
      MuiIconButton: { styleOverrides: { root: { [phone]: { minWidth: TAP, minHeight: TAP } } } },
      MuiCheckbox: { styleOverrides: { root: { [phone]: { padding: 10 } } } },
      MuiRadio: { styleOverrides: { root: { [phone]: { padding: 10 } } } },
      MuiSwitch: {
        styleOverrides: {
          root: { [phone]: { height: TAP, width: 64, padding: 15 } },
          switchBase: { [phone]: { padding: 12 } },
        },
      },
      MuiTableSortLabel: { styleOverrides: { root: { [phone]: { minHeight: TAP } } } },
      MuiChip: { styleOverrides: { root: { [phone]: { '&.MuiChip-clickable': { height: TAP } } } } },
      MuiInputBase: { styleOverrides: { root: { [phone]: { minHeight: TAP } } } },
      MuiTablePagination: {
        styleOverrides: { actions: { [phone]: { '& .MuiIconButton-root': { minWidth: TAP } } } },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            [phone]: { minHeight: TAP },
            // unselected, MUI draws it in the icon grey, under 4.5:1 on the page background
            color: theme.palette.text.secondary,
            variants: [{ props: { color: 'primary' }, style: { '&.Mui-selected': { color: primaryText } } }],
          }),
        },
      },
      MuiBottomNavigationAction: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
      // the label of a focused field
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: primaryText } } } },
    },
  });
}
