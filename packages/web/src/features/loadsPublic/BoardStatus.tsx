import CloudOffIcon from '@mui/icons-material/CloudOff';
import FlightIcon from '@mui/icons-material/Flight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PlaneAltitude } from './api';
import { formatMetres } from './PublicLoadCard';

/** The strip above the loads: "reconnecting…" while offline and the planes' live altitudes. */
export function BoardStatus({ connected, planes }: { connected: boolean; planes: PlaneAltitude[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {!connected && (
        <Chip
          role="status"
          data-testid="reconnecting"
          icon={<CloudOffIcon />}
          label={t('loadsPublic.reconnecting')}
          color="warning"
          variant="outlined"
        />
      )}
      <PlaneAltitudeChips planes={planes} />
    </Box>
  );
}

/** A chip per plane in the air with its live altitude (the board and the day view). */
export function PlaneAltitudeChips({ planes }: { planes: PlaneAltitude[] }) {
  return planes.map((plane) => (
    <Chip
      key={plane.plane}
      data-testid="plane-altitude"
      icon={<FlightIcon />}
      label={`${plane.plane} ${formatMetres(plane.altitude ?? 0)}`}
      color="primary"
      sx={{ fontWeight: 700, fontSize: { xs: '0.9rem', xxl: '1.3rem' }, height: { xxl: 44 } }}
    />
  ));
}
