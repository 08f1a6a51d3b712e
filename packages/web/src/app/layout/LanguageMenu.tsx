import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n';

/** The language menu of the app bars; the choice is remembered (spec section 2). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = currentLanguage();

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);

  return (
    <>
      <Tooltip title={t('language.label')}>
        <IconButton
          color="inherit"
          aria-label={t('language.label')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={handleOpen}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={handleClose}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => {
              handleClose();
              void changeLanguage(language);
            }}
          >
            <ListItemIcon>{language === current && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
