import { SIDEBAR_WIDTH } from '@dz/shared';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useSession } from '../session/sessionContext';
import { SideBarContent } from './SideBarContent';

interface SideBarProps {
  /** Permanent at lg and wider, a drawer opened from the bottom bar below that. */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
  onFeedback: () => void;
}

/** The side bar of the app layout (width 300). */
export function SideBar({ variant, open, onClose, onFeedback }: SideBarProps) {
  const { user, member, logout } = useSession();
  if (!user) {
    return null;
  }
  const isTemporary = variant === 'temporary';
  return (
    <Drawer
      variant={variant}
      open={open}
      onClose={onClose}
      sx={{
        width: isTemporary ? undefined : SIDEBAR_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, maxWidth: '85vw', boxSizing: 'border-box' },
      }}
    >
      {!isTemporary && <Toolbar />}
      <SideBarContent
        user={user}
        member={member}
        onNavigate={isTemporary ? onClose : undefined}
        onFeedback={() => {
          onClose();
          onFeedback();
        }}
        onLogout={() => {
          onClose();
          void logout();
        }}
      />
    </Drawer>
  );
}
