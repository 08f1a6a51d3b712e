import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type SyntheticEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationState, useNotifications } from '../app/notifications/NotificationProvider';
import { SWIPE_DISMISS_THRESHOLD_PX, useSwipeToDismiss } from './useSwipeToDismiss';

/**
 * The app's one snackbar (spec sections 2, 4 and 8): title and text, then details and validation lines. Info
 * colour for info, warning colour for errors. It closes on its close icon, on timeout, on a tap on a phone
 * or tablet, and when swiped sideways.
 */
export function NotificationSnackbar() {
  const notification = useNotificationState();
  const { close } = useNotifications();
  const { t } = useTranslation();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('lg'));
  const { offset, handlers, reset } = useSwipeToDismiss(close);

  useEffect(() => {
    if (notification.id) {
      reset();
    }
  }, [notification.id, reset]);

  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // a click elsewhere on the page is not a reason to hide a message the user may not have read
    if (reason !== 'clickaway') {
      close();
    }
  };

  const { title, text, details, validationMessage, type } = notification;
  // a portal of its own, mounted when shown, so an open dialog does not hide it from screen readers
  return (
    <Portal>
      <Snackbar
        key={notification.id}
        open={notification.display}
        autoHideDuration={notification.timeout}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 72, lg: 24 } }}
      >
        <Alert
          data-testid="notification"
          severity={type === 'error' ? 'warning' : 'info'}
          variant="filled"
          onClose={close}
          closeText={t('common.close')}
          onClick={isMobile ? close : undefined}
          {...handlers}
          sx={{
            width: '100%',
            maxWidth: 600,
            touchAction: 'pan-y',
            userSelect: 'none',
            transform: `translateX(${offset}px)`,
            opacity: 1 - Math.min(Math.abs(offset) / (SWIPE_DISMISS_THRESHOLD_PX * 3), 0.6),
            whiteSpace: 'pre-line',
          }}
        >
          {title && <AlertTitle>{title}</AlertTitle>}
          {text && <Box>{text}</Box>}
          {details && <Box sx={{ mt: 0.5, opacity: 0.9 }}>{details}</Box>}
          {validationMessage.map((line) => (
            <Box key={line} sx={{ mt: 0.5 }}>
              {line}
            </Box>
          ))}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
