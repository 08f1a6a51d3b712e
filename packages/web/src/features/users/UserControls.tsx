import type { UserResponse as UserRow } from '@dz/shared';
import BlockIcon from '@mui/icons-material/Block';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export type UserAction = 'block' | 'unblock' | 'remove' | 'restore' | 'delete';

/** A tooltip that also works on a disabled control (which gets no pointer events itself). */
function Hint({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Tooltip title={title}>
      <Box component="span" sx={{ display: 'inline-flex' }}>
        {children}
      </Box>
    </Tooltip>
  );
}

interface UserSwitchProps {
  checked: boolean;
  /** The accessible name, e.g. "Admin: Maija". */
  label: string;
  /** Why the switch is off limits; null when it may be used. */
  lockReason: string | null;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** The admin and waiver-checker switches of a row. */
export function UserSwitch({ checked, label, lockReason, disabled = false, onChange }: UserSwitchProps) {
  const control = (
    <Switch
      size="small"
      checked={checked}
      disabled={!!lockReason || disabled}
      onChange={(_event, value) => onChange(value)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
  return lockReason ? <Hint title={lockReason}>{control}</Hint> : control;
}

const icons: Record<UserAction, ReactElement> = {
  block: <BlockIcon fontSize="small" />,
  unblock: <LockOpenIcon fontSize="small" />,
  remove: <PersonRemoveIcon fontSize="small" />,
  restore: <RestoreIcon fontSize="small" />,
  delete: <DeleteForeverIcon fontSize="small" />,
};

interface UserActionButtonsProps {
  user: UserRow;
  lockReason: string | null;
  disabled?: boolean;
  onAction: (user: UserRow, action: UserAction) => void;
}

/** Block or unblock, remove or restore, and delete: the last column of a row. */
export function UserActionButtons({ user, lockReason, disabled = false, onAction }: UserActionButtonsProps) {
  const { t } = useTranslation();
  const actions: UserAction[] = [
    user.blocked ? 'unblock' : 'block',
    user.removed ? 'restore' : 'remove',
    'delete',
  ];
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
      {actions.map((action) => (
        <Hint key={action} title={lockReason ?? t(`users.actions.${action}`)}>
          <IconButton
            size="small"
            color={action === 'delete' ? 'error' : 'default'}
            disabled={!!lockReason || disabled}
            aria-label={t(`users.actions.${action}Name`, { name: user.displayName })}
            onClick={() => onAction(user, action)}
          >
            {icons[action]}
          </IconButton>
        </Hint>
      ))}
    </Box>
  );
}
