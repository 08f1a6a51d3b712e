import { type CreateClubBody, createClubBody, DEFAULT_TIMEZONE, slugFromClubName } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormTextField';
import { fieldErrorOf } from '../auth/accountsApi';
import { TimezoneField } from '../club/TimezoneField';
import { createClubFieldErrors, useCreateClub } from './api';

type CreateClubForm = z.input<typeof createClubBody>;

const emptyForm: CreateClubForm = {
  name: '',
  clubKey: '',
  slug: '',
  timezone: DEFAULT_TIMEZONE,
  adminEmail: '',
};

/** The public name proposed from a club's name; none while the name is empty. */
const proposedSlug = (name: string) => (name.trim() ? slugFromClubName(name) : '');

/**
 * The host's new club (`POST /api/clubs`): name, club key, public name (proposed from the name until the host
 * writes one), time zone and the first admin's e-mail, whom the server sends the invitation.
 */
export function CreateClubDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const createClub = useCreateClub();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { isSubmitting },
  } = useForm<CreateClubForm, unknown, CreateClubBody>({
    resolver: zodResolver(createClubBody),
    defaultValues: emptyForm,
  });

  // the public name follows the name while it is the proposal (or empty): one the host wrote stays
  const name = useWatch({ control, name: 'name' });
  const shownName = useRef(name);
  useEffect(() => {
    const slug = getValues('slug');
    if (slug === '' || slug === proposedSlug(shownName.current)) {
      setValue('slug', proposedSlug(name));
    }
    shownName.current = name;
  }, [name, getValues, setValue]);

  const handleCreate = handleSubmit(async (body) => {
    try {
      const club = await createClub.mutateAsync(body);
      notifications.show({
        type: 'info',
        text: t('host.createdDone', { name: club.name, email: body.adminEmail }),
      });
      onClose();
    } catch (error) {
      const fieldError = fieldErrorOf(error, createClubFieldErrors);
      if (fieldError) {
        setError(fieldError.field, { type: 'server', message: fieldError.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <FormDialog
      title={t('host.createTitle')}
      onSubmit={handleCreate}
      onClose={onClose}
      submitLabel={t('host.createSubmit')}
      submitting={isSubmitting}
      maxWidth="sm"
    >
      <DialogContentText sx={{ mb: 2 }}>{t('host.createIntro')}</DialogContentText>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label={t('fields.clubName')}
          helperText={t('host.nameHelp')}
          autoComplete="off"
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="clubKey"
          label={t('fields.clubKey')}
          helperText={t('host.clubKeyHelp')}
          autoComplete="off"
          required
        />
        <FormTextField
          control={control}
          name="slug"
          label={t('fields.slug')}
          helperText={t('host.slugHelp')}
          autoComplete="off"
          required
        />
        <TimezoneField control={control} name="timezone" label={t('fields.timezone')} />
        <FormTextField
          control={control}
          name="adminEmail"
          type="email"
          label={t('fields.adminEmail')}
          helperText={t('host.adminEmailHelp')}
          autoComplete="off"
          required
        />
      </Stack>
    </FormDialog>
  );
}
