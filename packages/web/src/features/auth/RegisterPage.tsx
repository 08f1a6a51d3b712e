import { type RegisterForm, registerBody, registerForm } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../components/FormTextField';
import { AuthCard } from './AuthCard';
import { AvailabilityAdornment } from './AvailabilityAdornment';
import { fieldErrorOf, registerFieldErrors, useBotToken, useRegisterMutation } from './accountsApi';
import { CheckEmailCard } from './CheckEmailCard';
import { NewPasswordFields } from './NewPasswordFields';
import { useAvailability, useCheckLimit } from './useAvailability';

const emptyForm: RegisterForm = {
  clubKey: '',
  username: '',
  email: '',
  displayName: '',
  password: '',
  passwordConfirmation: '',
};

const takenText = { username: 'error.usernameExists', email: 'error.emailExists' } as const;

/** `/register`: a new user joins a club with its club key, then confirms the e-mail address. */
export function RegisterPage() {
  const { t } = useTranslation();
  const register = useRegisterMutation();
  const botToken = useBotToken();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    defaultValues: emptyForm,
  });
  const [username, email] = useWatch({ control, name: ['username', 'email'] });
  const checkLimit = useCheckLimit();
  const usernameAvailability = useAvailability(
    username,
    registerBody.shape.username.safeParse(username).success,
    checkLimit,
  );
  const emailAvailability = useAvailability(
    email,
    registerBody.shape.email.safeParse(email).success,
    checkLimit,
  );

  const handleRegister = handleSubmit(async ({ passwordConfirmation: _confirmation, ...values }) => {
    const token = await botToken('register');
    try {
      await register.mutateAsync({ ...values, ...(token ? { botToken: token } : {}) });
      setSentTo(values.email);
    } catch (error) {
      const fieldError = fieldErrorOf(error, registerFieldErrors);
      if (fieldError) {
        setError(fieldError.field, { type: 'server', message: fieldError.message }, { shouldFocus: true });
      }
    }
  });

  if (sentTo) {
    return (
      <CheckEmailCard title={t('auth.register.sentTitle')}>
        <Trans i18nKey="auth.register.sentText" values={{ email: sentTo }} components={{ b: <strong /> }} />
      </CheckEmailCard>
    );
  }

  return (
    <AuthCard title={t('auth.register.title')} intro={t('auth.register.intro')} maxWidth={520}>
      <Box component="form" onSubmit={handleRegister} noValidate aria-label={t('auth.register.title')}>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="clubKey"
            label={t('fields.clubKey')}
            helperText={t('auth.register.clubKeyHelp')}
            autoComplete="off"
            required
            autoFocus
          />
          <FormTextField
            control={control}
            name="username"
            label={t('fields.username')}
            autoComplete="username"
            extraError={usernameAvailability === 'taken' ? takenText.username : undefined}
            slotProps={{
              input: { endAdornment: <AvailabilityAdornment availability={usernameAvailability} /> },
            }}
            required
          />
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            extraError={emailAvailability === 'taken' ? takenText.email : undefined}
            slotProps={{
              input: { endAdornment: <AvailabilityAdornment availability={emailAvailability} /> },
            }}
            required
          />
          <FormTextField
            control={control}
            name="displayName"
            label={t('fields.displayName')}
            helperText={t('auth.register.displayNameHelp')}
            autoComplete="name"
            required
          />
          <NewPasswordFields control={control} name="password" confirmationName="passwordConfirmation" />
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3 }}>
        {t('auth.register.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {t('auth.login.link')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
