import LoginIcon from '@mui/icons-material/Login';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/sessionContext';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';

/** The layout of pages that need no login: a top bar with login, theme and language (spec section 2). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const { pathname } = useLocation();
  const showLogin = status === 'anonymous' && pathname !== '/login';
  return (
    <>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            variant="h6"
            component={Link}
            to="/loads-public"
            noWrap
            sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none' }}
          >
            {t('app.productName')}
          </Typography>
          <LanguageMenu />
          <ThemeToggle />
          {showLogin && (
            <Button color="inherit" component={Link} to="/login" startIcon={<LoginIcon />}>
              {t('auth.login.link')}
            </Button>
          )}
          {status === 'authenticated' && (
            <Button color="inherit" component={Link} to="/loads">
              {t('app.openApp')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        {children ?? <Outlet />}
      </Container>
    </>
  );
}
