import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { PlaneAltitudes } from '../weather/AltitudeReading';
import { usePlaneAltitudes } from '../weather/api';
import { weatherThemeVars } from '../weather/WeatherPanel';
import { useLiveAltitudeAvailable } from './api';

/**
 * The day view's strip of live altitudes (spec section 2, issue 34), as the public board shows them, every 30 s:
 * each plane's altitude with its trend and age, an old reading greyed and said to be old, "Korkeus ei saatavilla"
 * while the source fails. Nothing (and no polling) when the server has no live altitude source, even if the
 * setting was left on, or once it answers `off`.
 */
export function LiveAltitude() {
  const { t } = useTranslation();
  const available = useLiveAltitudeAvailable();
  const altitudes = usePlaneAltitudes(available).data;
  if (!available || altitudes?.status === 'off') {
    return null;
  }
  return (
    <Box
      component="section"
      aria-label={t('loads.day.liveAltitude.label')}
      data-testid="live-altitude-strip"
      sx={[
        weatherThemeVars,
        { display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2, minHeight: 32 },
      ]}
    >
      <PlaneAltitudes
        t={t}
        language={currentLanguage()}
        altitudes={altitudes}
        quietText={{ none: t('loads.day.liveAltitude.none'), idle: t('weather.altitude.idle') }}
      />
    </Box>
  );
}
