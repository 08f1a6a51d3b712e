import { memberDisplayName } from '@dz/shared';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/apiError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type MemberRow, useDeleteMembers } from './api';

interface DeleteMembersDialogProps {
  open: boolean;
  members: MemberRow[];
  onClose: () => void;
  onDeleted: () => void;
}

const SHOWN_NAMES = 8;

/** Asks before deleting the chosen members (all or none); the server's refusal is shown in the dialog. */
export function DeleteMembersDialog({ open, members, onClose, onDeleted }: DeleteMembersDialogProps) {
  const { t } = useTranslation();
  const deleteMembers = useDeleteMembers();
  const { reset } = deleteMembers;
  const count = members.length;
  const names = members.slice(0, SHOWN_NAMES).map(memberDisplayName);
  const more = count - names.length;
  const error = deleteMembers.error;

  useEffect(() => {
    if (open) {
      reset();
    }
  }, [open, reset]);

  return (
    <ConfirmDialog
      open={open}
      title={t('members.deleteDialog.title', { count })}
      onClose={onClose}
      onConfirm={() =>
        deleteMembers.mutate(
          members.map((m) => m._id),
          { onSuccess: onDeleted },
        )
      }
      confirmLabel={t('members.delete')}
      confirmDisabled={count === 0}
      danger
      loading={deleteMembers.isPending}
      maxWidth={520}
    >
      <DialogContentText>
        {names.join(', ')}
        {more > 0 ? ` ${t('members.deleteDialog.more', { count: more })}` : ''}
      </DialogContentText>
      <DialogContentText sx={{ mt: 1.5 }}>{t('members.deleteDialog.text')}</DialogContentText>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {isApiError(error) ? t(error.locale, { defaultValue: error.message }) : t('error.general')}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
