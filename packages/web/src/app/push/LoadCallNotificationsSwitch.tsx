import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../notifications/NotificationProvider';
import { type PushStatus, usePushSubscription } from './usePushSubscription';

const helpKey: Record<PushStatus, string> = {
  checking: 'push.off',
  unsupported: 'push.unsupported',
  denied: 'push.denied',
  off: 'push.off',
  on: 'push.on',
};

/**
 * "Notify me when my load is called" for this device. Where Web Push cannot work (an old phone, blocked in
 * the browser) the switch is off and disabled and says why, and that the open app still shows the calls.
 */
export function LoadCallNotificationsSwitch() {
  const { t } = useTranslation();
  const helpId = useId();
  const notifications = useNotifications();
  const { status, busy, setOn } = usePushSubscription();
  const usable = status === 'on' || status === 'off';
  return (
    <div>
      <FormControlLabel
        label={t('push.switch')}
        control={
          <Switch
            checked={status === 'on'}
            disabled={!usable || busy}
            slotProps={{ input: { 'aria-describedby': helpId } }}
            onChange={(_e, on) =>
              void setOn(on).catch(() => notifications.show({ type: 'error', text: t('push.failed') }))
            }
          />
        }
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {t(helpKey[status])}
      </FormHelperText>
    </div>
  );
}
