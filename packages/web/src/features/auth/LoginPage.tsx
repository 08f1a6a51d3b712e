import { type LoginBody, loginBody } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { isApiError } from '../../app/apiError';
import { useSession } from '../../app/session/sessionContext';
import { FormTextField } from '../../components/FormTextField';
import { AuthCard } from './AuthCard';
import { useResendConfirmation } from './accountsApi';
import { useGoogleLoginMutation, useLoginMutation } from './api';
import { GoogleSignInButton } from './GoogleSignInButton';

/** Where to go after signing in: the page that sent the user here, else today's loads. */
function useReturnPath(): string {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/loads';
}

/** Sign in with a username or e-mail and a password, or with Google when the server offers it. */
export function LoginPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const returnPath = useReturnPath();
  const login = useLoginMutation();
  const googleLogin = useGoogleLoginMutation();
  const resend = useResendConfirmation();
  const { control, handleSubmit, getValues } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { usernameOrEmail: '', password: '' },
  });

  // a user without a member goes on too: the app's pages explain that an admin has to link one
  if (status === 'authenticated' || status === 'notLinked') {
    return <Navigate to={returnPath} replace />;
  }

  const handleLogin = handleSubmit((values) => {
    resend.reset();
    login.mutate(values);
  });
  // an unconfirmed user may have lost the mail: offer a new link (the server never says whether one was sent)
  const needsConfirmation = isApiError(login.error) && login.error.locale === 'error.verifyEmail';

  return (
    <AuthCard title={t('auth.login.title')} intro={t('auth.login.intro')}>
      <Box component="form" onSubmit={handleLogin} noValidate aria-label={t('auth.login.title')}>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="usernameOrEmail"
            label={t('fields.usernameOrEmail')}
            autoComplete="username"
            autoFocus
            required
          />
          <FormTextField
            control={control}
            name="password"
            type="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={login.isPending}
            disabled={googleLogin.isPending}
          >
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </Box>
      {needsConfirmation && (
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              loading={resend.isPending}
              disabled={resend.isSuccess}
              onClick={() => resend.mutate({ usernameOrEmail: getValues('usernameOrEmail') })}
            >
              {t('auth.login.resendConfirmation')}
            </Button>
          }
        >
          {resend.isSuccess ? t('notification.confirmationSent') : t('auth.login.notConfirmed')}
        </Alert>
      )}
      <GoogleSignInButton onCredential={(credential) => googleLogin.mutate(credential)} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3, flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to="/forgot-password">
          {t('auth.login.forgotPassword')}
        </Link>
        <Link component={RouterLink} to="/register">
          {t('auth.login.register')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
