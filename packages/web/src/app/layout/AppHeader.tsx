import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClubSwitcher } from '../../features/clubs/ClubSwitcher';
import { useSession } from '../session/sessionContext';
import { LanguageMenu } from './LanguageMenu';
import { PresenceChip } from './PresenceChip';
import { ThemeToggle } from './ThemeToggle';

/** The app's header: product and club name (with the club switcher), active users, language and theme. */
export function AppHeader() {
  const { t } = useTranslation();
  const { club } = useSession();
  return (
    // above the permanent side bar (clipped under the header); below lg the drawer opens over the header
    <AppBar
      position="fixed"
      sx={(theme) => ({ [theme.breakpoints.up('lg')]: { zIndex: theme.zIndex.drawer + 1 } })}
    >
      <Toolbar sx={{ gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box
            component={Link}
            to="/"
            sx={{ minWidth: 0, color: 'inherit', textDecoration: 'none', lineHeight: 1.2 }}
          >
            <Typography variant="h6" component="div" noWrap sx={{ lineHeight: 1.2 }}>
              {t('app.productName')}
            </Typography>
            {club && (
              <Typography
                variant="body2"
                component="div"
                noWrap
                data-testid="club-name"
                sx={{ opacity: 0.85 }}
              >
                {club.name}
              </Typography>
            )}
          </Box>
          {/* an account in several clubs (issue 35): the current club's name, and beside it the way to another */}
          <ClubSwitcher />
        </Box>
        <PresenceChip />
        <LanguageMenu />
        <ThemeToggle />
      </Toolbar>
    </AppBar>
  );
}
