import { setupBody, withPasswordConfirmation } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { AuthCard } from './AuthCard';
import { useSetupMutation } from './api';
import { NewPasswordFields } from './NewPasswordFields';

const setupForm = withPasswordConfirmation(
  setupBody.extend({ passwordConfirmation: z.string() }),
  'password',
  'passwordConfirmation',
);
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
          <NewPasswordFields control={control} name="password" confirmationName="passwordConfirmation" />
          <Button type="submit" variant="contained" size="large" loading={setup.isPending}>
            {t('auth.setup.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
