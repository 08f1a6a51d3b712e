import { type Load, type LoadCall, loadCalls } from '@dz/shared';
import CampaignIcon from '@mui/icons-material/Campaign';
import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetLoadCall } from './api';

/**
 * The manifest's call for an open load of today: 20, 15, 10, 5 minutes or boarding, from a menu with the
 * current call ticked (and a way to clear it). The load's jumpers hear it on their phones.
 */
export function LoadCallMenu({ load }: { load: Load }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const setCall = useSetLoadCall();
  const current = load.call?.call ?? null;
  const choose = (call: LoadCall | null) => {
    setAnchor(null);
    setCall.mutate({ id: load._id, call });
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<CampaignIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        disabled={setCall.isPending}
        data-action="call"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('loads.day.call.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {loadCalls.map((call) => (
          <MenuItem
            key={call}
            selected={call === current}
            onClick={() => choose(call)}
            aria-label={t('loads.day.call.make', { number: load.number, call: t(`loadCall.body.${call}`) })}
          >
            <ListItemIcon>{call === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{t(`loadCall.body.${call}`)}</ListItemText>
          </MenuItem>
        ))}
        {current && <Divider />}
        {current && (
          <MenuItem onClick={() => choose(null)}>
            <ListItemIcon />
            <ListItemText>{t('loads.day.call.clear')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
