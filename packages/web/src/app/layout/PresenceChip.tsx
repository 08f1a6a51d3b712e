import CloudOffIcon from '@mui/icons-material/CloudOff';
import PeopleIcon from '@mui/icons-material/People';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { usePresence } from '../RealtimeProvider';

/** How many of the club's users are online now (realtime presence, spec section 1). */
export function PresenceChip() {
  const { t } = useTranslation();
  const { connected, clientsCount, activeUserIds } = usePresence();
  const users = activeUserIds.length || clientsCount;
  const label = connected ? t('presence.activeUsers', { count: users }) : t('presence.offline');
  return (
    <Tooltip title={label}>
      <Chip
        data-testid="active-users"
        icon={connected ? <PeopleIcon /> : <CloudOffIcon />}
        label={connected ? users : '–'}
        aria-label={label}
        size="small"
        variant="outlined"
        sx={{ color: 'inherit', borderColor: 'currentColor', '& .MuiChip-icon': { color: 'inherit' } }}
      />
    </Tooltip>
  );
}
