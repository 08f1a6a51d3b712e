import { emailSchema, type HostClub } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormTextField';
import { useSendInvitation } from './api';

const inviteForm = z.object({ email: emailSchema });
type InviteForm = z.infer<typeof inviteForm>;

/**
 * Sends a club's admin invitation again (`POST /api/clubs/{id}/invitation`), to the address of the last one or
 * another: the first admin lost the mail, or the club needs a new admin.
 */
export function InviteDialog({ club, onClose }: { club: HostClub; onClose: () => void }) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const sendInvitation = useSendInvitation();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<InviteForm>({
    resolver: zodResolver(inviteForm),
    defaultValues: { email: club.invitation?.email ?? '' },
  });

  const handleSend = handleSubmit(async ({ email }) => {
    await sendInvitation
      .mutateAsync({ id: club._id, email })
      .then(() => {
        notifications.show({ type: 'info', text: t('host.sent', { email }) });
        onClose();
      })
      // the API client has said what went wrong; the dialog stays for another try
      .catch(() => undefined);
  });

  return (
    <FormDialog
      title={t('host.inviteTitle', { name: club.name })}
      onSubmit={handleSend}
      onClose={onClose}
      submitLabel={t('host.send')}
      submitting={isSubmitting}
      maxWidth="sm"
      fullScreenOnPhone={false}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('host.inviteText')}</DialogContentText>
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="off"
        required
        autoFocus
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}
