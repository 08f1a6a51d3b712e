import LinkOffIcon from '@mui/icons-material/LinkOff';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/sessionContext';
import { useClubName } from '../club/api';
import { ClubSwitcher } from '../clubs/ClubSwitcher';
import { AuthCard } from './AuthCard';

/** A signed-in user without a member cannot use the app (spec section 6) until an admin links one. */
export function NotLinkedPage() {
  const { t } = useTranslation();
  const { user, clubs, logout } = useSession();
  // the whole club is for linked users: this page asks for its name alone
  const clubName = useClubName().data?.name;
  return (
    <AuthCard title={t('auth.notLinked.title')} maxWidth={520}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <LinkOffIcon color="warning" aria-hidden sx={{ mt: 0.25 }} />
        <Typography>{t('auth.notLinked.why')}</Typography>
      </Box>
      {clubName ? (
        <Typography sx={{ mb: 2 }}>{t('auth.notLinked.club', { club: clubName })}</Typography>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.notLinked.help', { name: user?.displayName ?? '' })}
      </Typography>
      {/* switched to a club that has not linked a member yet (issue 35): the way back to the others */}
      {clubs.length > 1 && <Typography sx={{ mb: 2 }}>{t('clubs.notLinked')}</Typography>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <ClubSwitcher variant="button" />
        <Button variant="contained" startIcon={<LogoutIcon />} onClick={() => void logout()}>
          {t('nav.logout')}
        </Button>
      </Box>
    </AuthCard>
  );
}
