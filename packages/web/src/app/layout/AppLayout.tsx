import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { lazyDialog } from '../../components/PartStates';
import { PaymentDialogProvider } from '../../features/payments/PaymentDialogProvider';
import { AppHeader } from './AppHeader';
import { BottomBar } from './BottomBar';
import { SideBar } from './SideBar';

// downloaded at the first opening: the layout of every page pays nothing for it until then
const FeedbackDialog = lazyDialog(
  () => import('../../features/feedback/FeedbackDialog'),
  'FeedbackDialog',
  (props) => props.open,
).Part;

/** The signed-in layout: header, side bar (permanent from lg up), bottom bar on phones and tablets. */
export function AppLayout() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [isFeedbackOpen, setFeedbackOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppHeader />
      <SideBar
        variant={isDesktop ? 'permanent' : 'temporary'}
        open={isDesktop || isDrawerOpen}
        onClose={() => setDrawerOpen(false)}
        onFeedback={() => setFeedbackOpen(true)}
      />
      <Box
        component="main"
        id="main"
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: { xs: 11, lg: 4 } }}
      >
        <Toolbar />
        {/* the payment dialog, opened with Ctrl+B anywhere (admins) or from the pages */}
        <PaymentDialogProvider>
          <Outlet />
        </PaymentDialogProvider>
      </Box>
      {!isDesktop && <BottomBar onMenu={() => setDrawerOpen(true)} />}
      <FeedbackDialog open={isFeedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </Box>
  );
}
