import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../ApiProvider';
import { currentLanguage } from '../i18n';
import {
  currentSubscription,
  disablePush,
  enablePush,
  notificationPermission,
  pushSupported,
  subscriptionBody,
} from './pushSubscription';

/**
 * Load calls on this device: `unsupported` (no Web Push here), `denied` (blocked in the browser's settings),
 * `off`, or `on`; `checking` until the browser has answered.
 */
export type PushStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

async function statusNow(): Promise<PushStatus> {
  if (!pushSupported()) {
    return 'unsupported';
  }
  if (notificationPermission() === 'denied') {
    return 'denied';
  }
  return notificationPermission() === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

/** This device's load-call notifications, and turning them on (the browser asks) and off. */
export function usePushSubscription() {
  const api = useApi();
  const [status, setStatus] = useState<PushStatus>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void statusNow().then((s) => live && setStatus(s));
    return () => {
      live = false;
    };
  }, []);

  const setOn = useCallback(
    async (on: boolean) => {
      setBusy(true);
      try {
        if (on) {
          await enablePush(api, currentLanguage());
        } else {
          await disablePush(api);
        }
      } finally {
        setStatus(await statusNow());
        setBusy(false);
      }
    },
    [api],
  );

  return { status, busy, setOn };
}

/**
 * Keeps the server's copy of this device's subscription current while signed in: sent again at start and
 * when the language changes (calls are written in it), and again after the server dropped it.
 */
export function usePushSync(signedIn: boolean) {
  const api = useApi();
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (!signedIn || !pushSupported() || notificationPermission() !== 'granted') {
      return;
    }
    void currentSubscription()
      .then((sub) =>
        sub
          ? api.post('/push/subscription', subscriptionBody(sub, language === 'en' ? 'en' : 'fi'), {
              quiet: true,
            })
          : undefined,
      )
      .catch(() => undefined);
  }, [signedIn, api, language]);
}
