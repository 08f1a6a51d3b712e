import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { FormTextField } from '../../components/FormTextField';
import { fieldErrorOf } from '../auth/accountsApi';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { profileFieldErrors, useUpdateProfile } from './api';
import { ProfileSection } from './ProfileSection';
import { type PasswordChangeForm as PasswordForm, passwordChangeForm } from './profileForms';

const emptyForm: PasswordForm = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/** Changing the password needs the current one (`PUT /api/user` with currentPassword and newPassword). */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const updateProfile = useUpdateProfile();
  const { control, handleSubmit, reset, setError } = useForm<PasswordForm>({
    resolver: zodResolver(passwordChangeForm),
    defaultValues: emptyForm,
  });

  const handleChange = handleSubmit(({ currentPassword, newPassword: password }) =>
    updateProfile.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          reset(emptyForm);
          notifications.show({ type: 'info', text: t('profile.password.changed') });
        },
        onError: (error) => {
          const fieldError = fieldErrorOf(error, profileFieldErrors);
          if (fieldError?.field === 'currentPassword') {
            setError(
              'currentPassword',
              { type: 'server', message: fieldError.message },
              { shouldFocus: true },
            );
          }
        },
      },
    ),
  );

  return (
    <ProfileSection title={t('profile.password.title')}>
      <Box component="form" onSubmit={handleChange} noValidate aria-label={t('profile.password.title')}>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="currentPassword"
            type="password"
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            required
          />
          <NewPasswordFields
            control={control}
            name="newPassword"
            confirmationName="newPasswordConfirmation"
            label={t('fields.newPassword')}
          />
          <Box>
            <Button type="submit" variant="contained" loading={updateProfile.isPending}>
              {t('profile.password.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </ProfileSection>
  );
}
