import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type ComponentType, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../app/notifications/NotificationProvider';
import { CenteredSpinner } from './CenteredSpinner';
import { lazyPart } from './lazyPart';

/** In place of a page whose code did not arrive: what happened and a button to try again. */
export function PageLoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('app.partLoadFailed')}
    </Alert>
  );
}

/** For a dialog whose code did not arrive: says so in the snackbar and closes, so the next opening tries again. */
export function DialogLoadFailed({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  // once per failure: the dialog's parent may hand a new onClose at each render
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    notifications.show({ type: 'error', text: t('app.partLoadFailed') });
    close.current();
  }, [notifications, t]);
  return null;
}

/** While a dialog's code downloads (its first opening on a slow network): the page dimmed, a spinner. */
export function DialogLoading() {
  const { t } = useTranslation();
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Backdrop>
  );
}

/**
 * A page (or the layout) as a chunk of its own, downloaded when it is first shown: a spinner meanwhile, and when
 * the download fails (a dropped network) what happened and a button to try again, not a blank screen.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  return lazyPart<Record<string, never>, K>(load, name, {
    fallback: <CenteredSpinner />,
    failed: (_props, retry) => <PageLoadFailed retry={retry} />,
  }).Part;
}

/**
 * A dialog or drawer as a chunk of its own (`lazyPart`): nothing downloaded before its first opening, a dimmed
 * spinner while its code arrives, and a failed download said in the snackbar, closed, and tried again at the next
 * opening. Preload it with `usePreload` once its page is up.
 */
export function lazyDialog<P extends { onClose: () => void }, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  isOpen: (props: P) => boolean,
) {
  return lazyPart<P, K>(load, name, {
    isOpen,
    fallback: <DialogLoading />,
    failed: (props) => <DialogLoadFailed onClose={props.onClose} />,
  });
}
