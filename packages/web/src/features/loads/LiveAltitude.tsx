import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePlaneAltitudes } from '../loadsPublic/api';
import { PlaneAltitudeChips } from '../loadsPublic/BoardStatus';

/** The day view's strip of live altitudes (spec section 2), as the public board shows them, every 30 s. */
export function LiveAltitude() {
  const { t } = useTranslation();
  const altitudes = usePlaneAltitudes('', true);
  const planes = altitudes.data ?? [];
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
