import { sendPasswordResetBody } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { AuthCard } from './AuthCard';
import { useBotToken, useSendPasswordReset } from './accountsApi';
import { CheckEmailCard } from './CheckEmailCard';

const forgotPasswordForm = sendPasswordResetBody.pick({ email: true });
type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

/**
 * `/forgot-password`: asks for a reset link. The answer is the same whether or not the address has an
 * account, so the page cannot be used to find out who is a member.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const sendReset = useSendPasswordReset();
  const botToken = useBotToken();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { email: '' },
  });

  const handleSend = handleSubmit(async ({ email }) => {
    const token = await botToken('forgotPassword');
    try {
      await sendReset.mutateAsync({ email, ...(token ? { botToken: token } : {}) });
      setSentTo(email);
    } catch {
      // the snackbar tells why (too many requests, bot check); the form stays for another try
    }
  });

  if (sentTo) {
    return (
      <CheckEmailCard title={t('auth.forgotPassword.sentTitle')}>
        <Trans
          i18nKey="auth.forgotPassword.sentText"
          values={{ email: sentTo }}
          components={{ b: <strong /> }}
        />
      </CheckEmailCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgotPassword.title')} intro={t('auth.forgotPassword.intro')}>
      <Box component="form" onSubmit={handleSend} noValidate aria-label={t('auth.forgotPassword.title')}>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            required
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            {t('auth.forgotPassword.submit')}
          </Button>
        </Stack>
      </Box>
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 3 }}>
        {t('auth.backToLogin')}
      </Link>
    </AuthCard>
  );
}
