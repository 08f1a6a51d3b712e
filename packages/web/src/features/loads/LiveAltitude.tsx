import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePlaneAltitudes } from '../loadsPublic/api';
import { PlaneAltitudeChips } from '../loadsPublic/BoardStatus';
import { useLiveAltitudeAvailable } from './api';

/**
 * The day view's strip of live altitudes (spec section 2), as the public board shows them, every 30 s; nothing
 * (and no polling) when the server has no live altitude source, even if the setting was left on.
 */
export function LiveAltitude() {
  const { t } = useTranslation();
  const available = useLiveAltitudeAvailable();
  const altitudes = usePlaneAltitudes('', available);
  const planes = altitudes.data ?? [];
  if (!available) {
    return null;
  }
  return (
    <Box
      role="status"
      aria-label={t('loads.day.liveAltitude.label')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2, minHeight: 32 }}
    >
      {planes.length > 0 ? (
        <PlaneAltitudeChips planes={planes} />
      ) : (
        altitudes.isFetched && (
          <Typography variant="body2" color="text.secondary">
            {t('loads.day.liveAltitude.none')}
          </Typography>
        )
      )}
    </Box>
  );
}
