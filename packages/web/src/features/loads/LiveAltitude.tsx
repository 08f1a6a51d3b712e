import { type PlaneAltitudesResponse, PUBLIC_ALTITUDE_REFRESH_MS } from '@dz/shared';
import FlightIcon from '@mui/icons-material/Flight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider';
import { formatMetres } from '../../app/format';
import { useLiveAltitudeAvailable } from './api';

/** The club's planes' live altitudes, every 30 s while `enabled` (empty without an ADS-B source). */
function usePlaneAltitudes(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['loads', 'altitude'],
    queryFn: ({ signal }) => api.get<PlaneAltitudesResponse>('/loads/altitude', { signal, quiet: true }),
    enabled,
    refetchInterval: PUBLIC_ALTITUDE_REFRESH_MS,
    select: (data) => data.planes.filter((p) => p.altitude !== null),
  });
}

/**
 * The day view's strip of live altitudes (spec section 2), as the public board shows them, every 30 s; nothing
 * (and no polling) when the server has no live altitude source, even if the setting was left on.
 */
export function LiveAltitude() {
  const { t } = useTranslation();
  const available = useLiveAltitudeAvailable();
  const altitudes = usePlaneAltitudes(available);
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
      {planes.length > 0
        ? planes.map((plane) => (
            <Chip
              key={plane.plane}
              data-testid="plane-altitude"
              icon={<FlightIcon />}
              label={`${plane.plane} ${formatMetres(plane.altitude ?? 0)}`}
              color="primary"
              sx={{ fontWeight: 700 }}
            />
          ))
        : altitudes.isFetched && (
            <Typography variant="body2" color="text.secondary">
              {t('loads.day.liveAltitude.none')}
            </Typography>
          )}
    </Box>
  );
}
