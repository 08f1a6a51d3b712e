import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { useWeather } from './api';
import { WeatherStrip } from './WeatherStrip';
import { WindLimitAlerts } from './WindLimitAlerts';

/**
 * The light pages' colour variables (weather.css) from the app's MUI theme, light or dark, for the shared weather
 * and altitude pieces inside the app: the paper, the texts, the primary fill and MUI's own warning alert colours.
 */
export const weatherThemeVars = (theme: Theme): Record<string, string> => {
  const dark = theme.palette.mode === 'dark';
  const warning = theme.palette.warning.light;
  return {
    '--paper': theme.palette.background.paper,
    '--text': theme.palette.text.primary,
    '--text2': theme.palette.text.secondary,
    '--divider': theme.palette.divider,
    // an old reading's dashed edge: greyed, as a disabled text
    '--outline': theme.palette.text.disabled,
    '--primary': theme.palette.primary.main,
    '--primary-text': theme.palette.primary.contrastText,
    // as MUI's standard warning Alert makes them
    '--alert-bg': dark ? theme.darken(warning, 0.9) : theme.lighten(warning, 0.9),
    '--alert-text': dark ? theme.lighten(warning, 0.6) : theme.darken(warning, 0.6),
  };
};

/** A box whose children draw the shared weather pieces in the app theme's colours. */
export function WeatherThemed({ children }: { children: ReactNode }) {
  return <Box sx={weatherThemeVars}>{children}</Box>;
}

/**
 * The club's weather and its wind limit alerts in the app (the day view), every five minutes; nothing while the
 * club has no airport or station, or when the weather could not be asked.
 */
export function WeatherPanel({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const weather = useWeather().data;
  if (!weather || weather.status === 'off') {
    return null;
  }
  return (
    <WeatherThemed>
      <WeatherStrip t={t} language={currentLanguage()} weather={weather} timeZone={timeZone} />
      <WindLimitAlerts t={t} weather={weather} />
    </WeatherThemed>
  );
}
