import { isOverlord, type UserResponse } from '@dz/shared';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { useSession } from '../../app/session/sessionContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteOwnAccount } from './api';
import { ProfileSection } from './ProfileSection';

/**
 * Deleting one's own account, behind a red confirmation. The server ends the session with it, so the
 * logout that follows does not call the server again. The overlord cannot leave the club without an owner.
 */
export function DeleteAccountSection({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const { logout } = useSession();
  const notifications = useNotifications();
  const deleteAccount = useDeleteOwnAccount();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const isLocked = isOverlord(user);

  const handleDelete = () =>
    deleteAccount.mutate(undefined, {
      onSuccess: async () => {
        setConfirmOpen(false);
        await logout({ callServer: false });
        notifications.show({ type: 'info', text: t('profile.delete.done') });
      },
    });

  return (
    <ProfileSection title={t('profile.delete.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.delete.text')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverIcon />}
          disabled={isLocked}
          onClick={() => setConfirmOpen(true)}
          aria-describedby={isLocked ? 'delete-account-locked' : undefined}
        >
          {t('profile.delete.button')}
        </Button>
        {isLocked && (
          <Typography id="delete-account-locked" variant="body2" color="text.secondary">
            {t('error.userIsOverlord')}
          </Typography>
        )}
      </Box>
      <ConfirmDialog
        open={isConfirmOpen}
        title={t('profile.delete.confirmTitle')}
        onClose={() => setConfirmOpen(false)}
        onConfirm={handleDelete}
        confirmLabel={t('profile.delete.button')}
        danger
        loading={deleteAccount.isPending}
        maxWidth={520}
      >
        {t('profile.delete.confirmText')}
      </ConfirmDialog>
    </ProfileSection>
  );
}
