import BarChartIcon from '@mui/icons-material/BarChart';
import EuroIcon from '@mui/icons-material/Euro';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import MenuIcon from '@mui/icons-material/Menu';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const sections = ['loads', 'payments', 'stats'] as const;

/** The phone and tablet navigation (below lg): menu, loads, payments, stats. */
export function BottomBar({ onMenu }: { onMenu: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const section = sections.find((name) => pathname.startsWith(`/${name}`)) ?? false;
  return (
    <Paper
      data-testid="bottom-bar"
      component="nav"
      aria-label={t('nav.bottomLabel')}
      elevation={3}
      sx={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={section}>
        <BottomNavigationAction label={t('nav.menu')} icon={<MenuIcon />} onClick={onMenu} />
        <BottomNavigationAction
          value="loads"
          label={t('nav.loads')}
          icon={<FlightTakeoffIcon />}
          component={Link}
          to="/loads"
        />
        <BottomNavigationAction
          value="payments"
          label={t('nav.payments')}
          icon={<EuroIcon />}
          component={Link}
          to="/payments"
        />
        <BottomNavigationAction
          value="stats"
          label={t('nav.stats')}
          icon={<BarChartIcon />}
          component={Link}
          to="/stats"
        />
      </BottomNavigation>
    </Paper>
  );
}
