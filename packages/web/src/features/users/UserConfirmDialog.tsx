import type { UserResponse } from '@dz/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** The actions that ask first (spec section 2: blocking or deleting a user requires confirmation). */
export type ConfirmedUserAction = 'block' | 'remove' | 'delete';

export interface PendingUserAction {
  action: ConfirmedUserAction;
  user: UserResponse;
}

interface UserConfirmDialogProps {
  pending: PendingUserAction | null;
  loading: boolean;
  onConfirm: (pending: PendingUserAction) => void;
  onClose: () => void;
}

/** "Block Maija?" and the like; deleting gets the red button. */
export function UserConfirmDialog({ pending, loading, onConfirm, onClose }: UserConfirmDialogProps) {
  const { t } = useTranslation();
  const action = pending?.action ?? 'block';
  const name = pending?.user.displayName ?? '';
  return (
    <ConfirmDialog
      open={!!pending}
      title={t(`users.confirm.${action}Title`, { name })}
      onClose={onClose}
      onConfirm={() => pending && onConfirm(pending)}
      confirmLabel={t(`users.actions.${action}`)}
      danger={action === 'delete'}
      loading={loading}
      maxWidth={520}
    >
      {t(`users.confirm.${action}Text`, { name })}
    </ConfirmDialog>
  );
}
