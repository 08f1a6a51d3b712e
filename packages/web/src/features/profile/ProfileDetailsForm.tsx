import type { UserResponse } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { FormTextField } from '../../components/FormTextField';
import { fieldErrorOf } from '../auth/accountsApi';
import { profileFieldErrors, useUpdateProfile } from './api';
import { ProfileSection } from './ProfileSection';
import { type ProfileDetailsForm as DetailsForm, profileDetailsForm } from './profileForms';

/** Display name and e-mail. A new address changes only once its mailed link is opened. */
export function ProfileDetailsForm({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const updateProfile = useUpdateProfile();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = useForm<DetailsForm>({
    resolver: zodResolver(profileDetailsForm),
    values: { displayName: user.displayName, email: user.email },
    // a refreshed user (another tab, an admin) must not wipe what is being typed
    resetOptions: { keepDirtyValues: true },
  });

  const handleSave = handleSubmit((values) => {
    const nameChanged = values.displayName !== user.displayName;
    const emailChanged = values.email.toLowerCase() !== user.email.toLowerCase();
    if (!nameChanged && !emailChanged) {
      return;
    }
    updateProfile.mutate(
      {
        ...(nameChanged ? { displayName: values.displayName } : {}),
        ...(emailChanged ? { email: values.email } : {}),
      },
      {
        onSuccess: (answer) => {
          // the address in use stays until the link is opened
          reset({ displayName: answer.displayName, email: answer.email }, { keepDirtyValues: false });
          setPendingEmail(answer.emailPending ? values.email : null);
          if (!answer.emailPending) {
            notifications.show({ type: 'info', text: t('profile.details.saved') });
          }
        },
        onError: (error) => {
          const fieldError = fieldErrorOf(error, profileFieldErrors);
          if (fieldError?.field === 'email') {
            setError('email', { type: 'server', message: fieldError.message }, { shouldFocus: true });
          }
        },
      },
    );
  });

  return (
    <ProfileSection title={t('profile.details.title')}>
      {pendingEmail && (
        <Alert severity="info" role="status" sx={{ mb: 2 }} onClose={() => setPendingEmail(null)}>
          <Trans
            i18nKey="profile.details.emailPending"
            values={{ email: pendingEmail }}
            components={{ b: <strong /> }}
          />
        </Alert>
      )}
      <Box component="form" onSubmit={handleSave} noValidate aria-label={t('profile.details.title')}>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="displayName"
            label={t('fields.displayName')}
            autoComplete="name"
            required
          />
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('fields.email')}
            helperText={t('profile.details.emailHelp')}
            autoComplete="email"
            required
          />
          <Box>
            <Button type="submit" variant="contained" loading={updateProfile.isPending} disabled={!isDirty}>
              {t('common.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </ProfileSection>
  );
}
