import type { UserResponse } from '@dz/shared';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

interface LinkedMemberButtonProps {
  user: UserResponse;
  memberName: string | null;
  /** Why the link cannot change (the overlord); null when it can. */
  lockReason: string | null;
  onLink: (user: UserResponse) => void;
}

/** The users grid's "linked member" cell: the member's name (or "Not linked"); a click opens the link dialog. */
export function LinkedMemberButton({ user, memberName, lockReason, onLink }: LinkedMemberButtonProps) {
  const { t } = useTranslation();
  const label = memberName ?? t('members.linking.notLinked');
  const button = (
    <Button
      size="small"
      color={memberName ? 'inherit' : 'warning'}
      startIcon={memberName ? <LinkIcon fontSize="small" /> : <LinkOffIcon fontSize="small" />}
      disabled={!!lockReason}
      aria-label={`${t('members.linking.linkOf', { name: user.displayName })}: ${label}`}
      onClick={() => onLink(user)}
      sx={{ textTransform: 'none', maxWidth: '100%', justifyContent: 'flex-start', minWidth: 0 }}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {label}
      </Box>
    </Button>
  );
  return lockReason ? (
    <Tooltip title={lockReason}>
      <Box component="span" sx={{ display: 'inline-flex', minWidth: 0 }}>
        {button}
      </Box>
    </Tooltip>
  ) : (
    button
  );
}
