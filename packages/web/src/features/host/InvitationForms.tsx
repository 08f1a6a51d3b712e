import { acceptInvitationBody, acceptInvitationExistingBody, withPasswordConfirmation } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../app/apiError';
import { FormTextField } from '../../components/FormTextField';
import { AvailabilityAdornment } from '../auth/AvailabilityAdornment';
import { fieldErrorOf } from '../auth/accountsApi';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { useAvailability, useCheckLimit } from '../auth/useAvailability';
import { acceptFieldErrors, invitationLinkErrors, useAcceptInvitation } from './api';

/** What accepting does once the server has said yes or that the link no longer works. */
interface AcceptFormProps {
  token: string;
  /** The account is signed in to the club: the app starts again there. */
  onAccepted: () => Promise<void>;
  /** The link was used or ran out meanwhile. */
  onLinkInvalid: () => void;
}

const newAccountForm = withPasswordConfirmation(
  acceptInvitationBody.omit({ token: true }).extend({ passwordConfirmation: z.string() }),
  'password',
  'passwordConfirmation',
);
type NewAccountForm = z.infer<typeof newAccountForm>;

const existingAccountForm = acceptInvitationExistingBody.omit({ token: true });
type ExistingAccountForm = z.infer<typeof existingAccountForm>;

const isLinkInvalid = (error: unknown) => isApiError(error) && invitationLinkErrors.has(error.locale);

/** A new account for the invited address: username, display name and password, as registering asks them. */
export function NewAccountForm({ token, onAccepted, onLinkInvalid }: AcceptFormProps) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<NewAccountForm>({
    resolver: zodResolver(newAccountForm),
    defaultValues: { username: '', displayName: '', password: '', passwordConfirmation: '' },
  });
  const username = useWatch({ control, name: 'username' });
  const availability = useAvailability(
    username,
    acceptInvitationBody.shape.username.safeParse(username).success,
    useCheckLimit(),
  );

  const handleAccept = handleSubmit(async ({ passwordConfirmation: _confirmation, ...values }) => {
    try {
      await accept.mutateAsync({ kind: 'new', token, ...values });
    } catch (error) {
      const fieldError = fieldErrorOf(error, acceptFieldErrors);
      if (fieldError?.field === 'username') {
        setError('username', { type: 'server', message: fieldError.message }, { shouldFocus: true });
      } else if (isLinkInvalid(error)) {
        onLinkInvalid();
      }
      return;
    }
    await onAccepted();
  });

  return (
    <Box component="form" onSubmit={handleAccept} noValidate aria-label={t('invitation.accept')}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="username"
          label={t('fields.username')}
          autoComplete="username"
          extraError={availability === 'taken' ? 'error.usernameExists' : undefined}
          slotProps={{ input: { endAdornment: <AvailabilityAdornment availability={availability} /> } }}
          required
          autoFocus
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
          {t('invitation.accept')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The invited address has an account: its password proves it, and the account becomes the club's admin too. */
export function ExistingAccountForm({ token, onAccepted, onLinkInvalid }: AcceptFormProps) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ExistingAccountForm>({
    resolver: zodResolver(existingAccountForm),
    defaultValues: { password: '' },
  });

  const handleAccept = handleSubmit(async ({ password }) => {
    try {
      await accept.mutateAsync({ kind: 'existing', token, password });
    } catch (error) {
      const fieldError = fieldErrorOf(error, acceptFieldErrors);
      if (fieldError?.field === 'password') {
        setError('password', { type: 'server', message: fieldError.message }, { shouldFocus: true });
      } else if (isLinkInvalid(error)) {
        onLinkInvalid();
      }
      return;
    }
    await onAccepted();
  });

  return (
    <Box component="form" onSubmit={handleAccept} noValidate aria-label={t('invitation.accept')}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          required
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('invitation.accept')}
        </Button>
      </Stack>
    </Box>
  );
}
