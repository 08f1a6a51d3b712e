import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveAltitudeAvailable } from './api';
import { type HideableColumn, hideableColumns, type LoadsViewPrefs } from './loadsView';

interface LoadsViewMenuProps {
  prefs: LoadsViewPrefs;
  update: (change: Partial<LoadsViewPrefs>) => void;
  /** Extra items at the end (printing). */
  children?: ReactNode;
}

/** Filters, sorting and column choices of the day view, remembered on this device. */
export function LoadsViewMenu({ prefs, update, children }: LoadsViewMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // without a source the switch would do nothing: not offered
  const liveAltitudeAvailable = useLiveAltitudeAvailable();
  const toggle = (
    key: 'hideLanded' | 'highestAltitudeFirst' | 'newestFirst' | 'nextOpenFirst' | 'liveAltitude',
  ) => update({ [key]: !prefs[key] });
  const toggleColumn = (c: HideableColumn) =>
    update({ hidden: prefs.hidden.includes(c) ? prefs.hidden.filter((x) => x !== c) : [...prefs.hidden, c] });
  const item = (label: string, checked: boolean, onClick: () => void) => (
    <MenuItem key={label} onClick={onClick} role="menuitemcheckbox" aria-checked={checked} dense>
      <ListItemIcon>
        <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple sx={{ p: 0 }} />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  return (
    <>
      <Button
        size="small"
        startIcon={<TuneIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {t('loads.day.view.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {item(t('loads.day.view.nextOpenFirst'), prefs.nextOpenFirst, () => toggle('nextOpenFirst'))}
        {item(t('loads.day.view.hideLanded'), prefs.hideLanded, () => toggle('hideLanded'))}
        {item(t('loads.day.view.highestAltitudeFirst'), prefs.highestAltitudeFirst, () =>
          toggle('highestAltitudeFirst'),
        )}
        {item(t('loads.day.view.newestFirst'), prefs.newestFirst, () => toggle('newestFirst'))}
        {liveAltitudeAvailable &&
          item(t('loads.day.view.liveAltitude'), prefs.liveAltitude, () => toggle('liveAltitude'))}
        <Divider />
        <ListSubheader>{t('loads.day.view.hide')}</ListSubheader>
        {hideableColumns.map((c) =>
          item(t(`loads.day.view.columns.${c}`), prefs.hidden.includes(c), () => toggleColumn(c)),
        )}
        {children}
      </Menu>
    </>
  );
}
