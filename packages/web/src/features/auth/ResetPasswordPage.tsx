import { resetPasswordBody, withPasswordConfirmation } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../app/apiError';
import { AuthCard } from './AuthCard';
import { resetLinkErrors, useResetPassword } from './accountsApi';
import { NewPasswordFields } from './NewPasswordFields';

const resetPasswordForm = withPasswordConfirmation(
  resetPasswordBody.pick({ password: true }).extend({ passwordConfirmation: z.string() }),
  'password',
  'passwordConfirmation',
);
type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

/** The link is broken or used up: say so, and offer to ask for a new one. */
function LinkProblem({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button component={RouterLink} to="/forgot-password" color="inherit" size="small">
          {t('auth.resetPassword.askAgain')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/** `/reset-password?token=…`: the page the reset mail links to. Success leads to the login page. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const resetPassword = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const handleReset = handleSubmit(({ password: newPassword }) =>
    resetPassword.mutate(
      { token, password: newPassword },
      {
        // the answer's notification ("Password changed") stays on screen over the login page
        onSuccess: () => void navigate('/login', { replace: true }),
        onError: (error) => {
          if (isApiError(error) && resetLinkErrors.has(error.locale)) {
            setLinkError(error.locale);
          }
        },
      },
    ),
  );

  if (!token) {
    return (
      <AuthCard title={t('auth.resetPassword.title')}>
        <LinkProblem text={t('auth.resetPassword.missingToken')} />
        <Link component={RouterLink} to="/login">
          {t('auth.backToLogin')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.resetPassword.title')} intro={t('auth.resetPassword.intro')}>
      {linkError && <LinkProblem text={t(linkError)} />}
      <Box component="form" onSubmit={handleReset} noValidate aria-label={t('auth.resetPassword.title')}>
        <Stack spacing={2}>
          <NewPasswordFields
            control={control}
            name="password"
            confirmationName="passwordConfirmation"
            label={t('fields.newPassword')}
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" loading={resetPassword.isPending}>
            {t('auth.resetPassword.submit')}
          </Button>
        </Stack>
      </Box>
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 3 }}>
        {t('auth.backToLogin')}
      </Link>
    </AuthCard>
  );
}
