import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareGoogleSignIn } from '../../app/googleSignIn';
import { usePublicConfig } from './accountsApi';

const BUTTON_MIN_WIDTH = 200;
const BUTTON_MAX_WIDTH = 400;

/**
 * "Sign in with Google", shown only when the server has a Google client id. Google draws the button
 * itself; its credential goes to `onCredential`. When Google's script cannot load the button stays away.
 */
export function GoogleSignInButton({ onCredential }: { onCredential: (credential: string) => void }) {
  const { t, i18n } = useTranslation();
  const mode = useTheme().palette.mode;
  const clientId = usePublicConfig().data?.googleClientId ?? null;
  const container = useRef<HTMLDivElement>(null);
  const handler = useRef(onCredential);
  handler.current = onCredential;
  const [hasFailed, setFailed] = useState(false);
  const language = i18n.resolvedLanguage ?? 'fi';

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
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>{t('auth.login.or')}</Divider>
      <Box
        ref={container}
        data-testid="google-sign-in"
        aria-label={t('auth.login.google')}
        sx={{ display: 'flex', justifyContent: 'center', minHeight: 44, colorScheme: 'normal' }}
      />
    </>
  );
}
