import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BoardSettings, settingNames } from './settings';

interface BoardSettingsMenuProps {
  settings: BoardSettings;
  onChange: (name: keyof BoardSettings, value: boolean) => void;
  /** The server has a live altitude source: without one the live altitude switch is not offered. */
  liveAltitudeAvailable: boolean;
}

/** A settings button with a popover of switches; each choice is remembered on this device. */
export function BoardSettingsMenu({ settings, onChange, liveAltitudeAvailable }: BoardSettingsMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const offered = settingNames.filter((name) => name !== 'liveAltitude' || liveAltitudeAvailable);
  return (
    <>
      <Tooltip title={t('loadsPublic.settings.title')}>
        <IconButton
          aria-label={t('loadsPublic.settings.title')}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          onClick={(event) => setAnchor(event.currentTarget)}
          size="large"
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 260 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
            {t('loadsPublic.settings.title')}
          </Typography>
          {offered.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Switch checked={settings[name]} onChange={(event) => onChange(name, event.target.checked)} />
              }
              label={t(`loadsPublic.settings.${name}`)}
            />
          ))}
          <Typography variant="caption" color="text.secondary" sx={{ mt: 1 }}>
            {t('loadsPublic.settings.hint')}
          </Typography>
        </Box>
      </Popover>
    </>
  );
}
