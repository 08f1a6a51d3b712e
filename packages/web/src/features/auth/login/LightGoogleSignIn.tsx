import type { PublicConfig } from '@dz/shared';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../../app/api';
import { prepareGoogleSignIn } from '../../../app/googleSignIn';
import { useLightTexts } from '../../../light/lightTexts';

const BUTTON_MIN_WIDTH = 200;
const BUTTON_MAX_WIDTH = 400;

/**
 * "Sign in with Google", shown only when the server has a Google client id (`GET /api/config`). Google draws
 * the button itself; its credential goes to `onCredential`. When Google's script cannot load the button stays away.
 */
export function LightGoogleSignIn({
  api,
  onCredential,
}: {
  api: ApiClient;
  onCredential: (credential: string) => void;
}) {
  const { t, language, mode } = useLightTexts();
  const [clientId, setClientId] = useState<string | null>(null);
  const [hasFailed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const handler = useRef(onCredential);
  handler.current = onCredential;

  useEffect(() => {
    let isCurrent = true;
    api
      .get<PublicConfig>('/config')
      .then((config) => isCurrent && setClientId(config.googleClientId ?? null))
      // no config, no Google: the form still signs in
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [api]);

  useEffect(() => {
    if (!clientId) {
      return;
    }
    let isCurrent = true;
    prepareGoogleSignIn(clientId, (credential) => handler.current(credential))
      .then((google) => {
        const parent = container.current;
        if (!isCurrent || !parent) {
          return;
        }
        const width = Math.min(BUTTON_MAX_WIDTH, Math.max(BUTTON_MIN_WIDTH, parent.clientWidth));
        parent.replaceChildren();
        google.renderButton(parent, {
          type: 'standard',
          theme: mode === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width,
          locale: language,
        });
      })
      .catch((error: unknown) => {
        console.error('Google sign-in unavailable', error);
        if (isCurrent) {
          setFailed(true);
        }
      });
    return () => {
      isCurrent = false;
    };
  }, [clientId, mode, language]);

  if (!clientId || hasFailed) {
    return null;
  }
  return (
    <>
      <p className="login-divider">{t('auth.login.or')}</p>
      <div
        ref={container}
        className="login-google"
        data-testid="google-sign-in"
        title={t('auth.login.google')}
      />
    </>
  );
}
