import { isHost, MY_DAY_PATH, navEntries, type UserResponse } from '@dz/shared';
import DomainIcon from '@mui/icons-material/Domain';
import FeedbackIcon from '@mui/icons-material/Feedback';
import LogoutIcon from '@mui/icons-material/Logout';
import PolicyIcon from '@mui/icons-material/Policy';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useMatch } from 'react-router';
import { MoneyText } from '../../components/MoneyText';
import type { MemberMe } from '../../features/members/api';
import { navItems } from './navItems';

interface SideBarContentProps {
  user: UserResponse;
  member: MemberMe | null;
  /** After following a link (closes the drawer on phones). */
  onNavigate?: () => void;
  onFeedback: () => void;
  onLogout: () => void;
}

function NavItem({
  to,
  icon,
  label,
  onNavigate,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  onNavigate?: () => void;
}) {
  const match = useMatch({ path: to, end: false });
  return (
    <ListItemButton component={NavLink} to={to} selected={!!match} onClick={onNavigate}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The side bar's entries (spec section 2): the screens the user may open, feedback, logout and profile. */
export function SideBarContent({ user, member, onNavigate, onFeedback, onLogout }: SideBarContentProps) {
  const { t } = useTranslation();
  const isProfileOpen = !!useMatch('/profile');
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      data-testid="side-bar"
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, overflowY: 'auto' }}
    >
      <List component="div">
        {navEntries(user).map((entry) => (
          <NavItem
            key={entry}
            to={navItems[entry].path}
            icon={navItems[entry].icon}
            label={t(`nav.${entry}`)}
            onNavigate={onNavigate}
          />
        ))}
        {/* the installation's host (issue 35): its clubs, beside any club's own screens */}
        {isHost(user) && (
          <NavItem to="/host" icon={<DomainIcon />} label={t('nav.host')} onNavigate={onNavigate} />
        )}
      </List>
      <Divider />
      <List component="div">
        {user.linkedMember && (
          // the jumper's light page (its own document, not a route of this app): quick on a phone
          <ListItemButton component="a" href={MY_DAY_PATH}>
            <ListItemIcon>
              <SmartphoneIcon />
            </ListItemIcon>
            <ListItemText primary={t('nav.myDay')} />
          </ListItemButton>
        )}
        <ListItemButton onClick={onFeedback}>
          <ListItemIcon>
            <FeedbackIcon />
          </ListItemIcon>
          <ListItemText primary={t('nav.feedback')} />
        </ListItemButton>
        <NavItem to="/privacy" icon={<PolicyIcon />} label={t('privacy.link')} onNavigate={onNavigate} />
        <ListItemButton onClick={onLogout}>
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary={t('nav.logout')} />
        </ListItemButton>
      </List>
      <Box sx={{ mt: 'auto' }}>
        <Divider />
        <ListItemButton
          component={NavLink}
          to="/profile"
          selected={isProfileOpen}
          onClick={onNavigate}
          aria-label={t('nav.profileOf', { name: user.displayName })}
          data-testid="profile-link"
        >
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {initials(user.displayName)}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={user.displayName}
            secondary={member ? <MoneyText cents={member.balanceCents} /> : undefined}
            slotProps={{ primary: { noWrap: true } }}
          />
        </ListItemButton>
      </Box>
    </Box>
  );
}
