import { setupBody, validationText } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { AuthCard } from './AuthCard';
import { useSetupMutation } from './api';
import { PasswordHints } from './PasswordHints';

const setupForm = setupBody
  .extend({ passwordConfirmation: z.string() })
  .refine((values) => values.password === values.passwordConfirmation, {
    message: validationText.passwordsMatch(),
    path: ['passwordConfirmation'],
  });
type SetupForm = z.infer<typeof setupForm>;

const emptyForm: SetupForm = {
  clubName: '',
  clubKey: '',
  email: '',
  username: '',
  displayName: '',
  password: '',
  passwordConfirmation: '',
};

/** The first run: creates the club and its first admin, who is then signed in. */
export function SetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setup = useSetupMutation();
  const { control, handleSubmit } = useForm<z.input<typeof setupForm>, unknown, SetupForm>({
    resolver: zodResolver(setupForm),
    defaultValues: emptyForm,
  });
  const [password, passwordConfirmation] = useWatch({ control, name: ['password', 'passwordConfirmation'] });

  const handleSetup = handleSubmit(({ passwordConfirmation: _confirmation, ...body }) =>
    setup.mutate(body, { onSuccess: () => void navigate('/loads', { replace: true }) }),
  );

  return (
    <AuthCard title={t('auth.setup.title')} intro={t('auth.setup.intro')} maxWidth={560}>
      <Box component="form" onSubmit={handleSetup} noValidate aria-label={t('auth.setup.title')}>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2">
            {t('auth.setup.clubSection')}
          </Typography>
          <FormTextField control={control} name="clubName" label={t('fields.clubName')} required autoFocus />
          <FormTextField
            control={control}
            name="clubKey"
            label={t('fields.clubKey')}
            helperText={t('auth.setup.clubKeyHelp')}
            required
          />
          <Divider />
          <Typography variant="subtitle1" component="h2">
            {t('auth.setup.adminSection')}
          </Typography>
          <FormTextField
            control={control}
            name="displayName"
            label={t('fields.displayName')}
            autoComplete="name"
            required
          />
          <FormTextField
            control={control}
            name="username"
            label={t('fields.username')}
            autoComplete="username"
            required
          />
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            required
          />
          <FormTextField
            control={control}
            name="password"
            type="password"
            label={t('fields.password')}
            autoComplete="new-password"
            required
          />
          <FormTextField
            control={control}
            name="passwordConfirmation"
            type="password"
            label={t('fields.passwordConfirmation')}
            autoComplete="new-password"
            required
          />
          <PasswordHints password={password ?? ''} confirmation={passwordConfirmation ?? ''} />
          <Button type="submit" variant="contained" size="large" loading={setup.isPending}>
            {t('auth.setup.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
