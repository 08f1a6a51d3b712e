import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../ThemeModeProvider';

/** Switches between the light and the dark theme; the choice is remembered. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggleMode } = useThemeMode();
  const hint = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Tooltip title={hint}>
      <IconButton
        color="inherit"
        aria-label={t('theme.toggle')}
        aria-pressed={mode === 'dark'}
        onClick={toggleMode}
      >
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
