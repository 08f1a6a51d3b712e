import type { ClubChoice } from '@dz/shared';
import CheckIcon from '@mui/icons-material/Check';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/sessionContext';
import { useSwitchClub } from './api';

interface ClubSwitcherProps {
  /** `icon` beside the club's name in the header; `button` with its words (the not-linked page). */
  variant?: 'icon' | 'button';
}

/**
 * The club switcher (issue 35): shown when the account belongs to more than one club. Its menu lists the clubs,
 * the current one ticked and suspended ones disabled; picking one moves the session there and starts the app
 * again at its home.
 */
export function ClubSwitcher({ variant = 'icon' }: ClubSwitcherProps) {
  const { t } = useTranslation();
  const { clubs } = useSession();
  const switchClub = useSwitchClub();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  if (clubs.length < 2) {
    return null;
  }
  const current = clubs.find((club) => club.current);
  const label = current ? t('clubs.switchNow', { club: current.name }) : t('clubs.switch');
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const triggerProps = {
    id: buttonId,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    onClick: open,
  };

  const handlePick = (club: ClubChoice) => {
    setAnchor(null);
    if (!club.current) {
      switchClub.mutate(club._id);
    }
  };

  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={t('clubs.switch')}>
          <IconButton color="inherit" aria-label={label} data-testid="club-switcher" {...triggerProps}>
            <UnfoldMoreIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          startIcon={<SwapHorizIcon />}
          aria-label={label}
          data-testid="club-switcher"
          {...triggerProps}
        >
          {t('clubs.switch')}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{
          list: { 'aria-labelledby': buttonId },
          // a long club name wraps inside the screen instead of running off a phone's edge
          paper: { sx: { maxWidth: 'min(420px, calc(100vw - 32px))' } },
        }}
      >
        {clubs.map((club) => (
          <MenuItem
            key={club._id}
            selected={club.current}
            disabled={club.suspended || switchClub.isPending}
            onClick={() => handlePick(club)}
            sx={{ whiteSpace: 'normal' }}
          >
            <ListItemIcon>{club.current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>
              {club.suspended
                ? t('clubs.suspended', { club: club.name })
                : club.current
                  ? t('clubs.current', { club: club.name })
                  : club.name}
            </ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
