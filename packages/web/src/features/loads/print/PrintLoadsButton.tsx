import type { Load, Plane } from '@dz/shared';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useContext, useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../../app/session/sessionContext';
import { PrintLoadSheet, type PrintSize, printSizes } from './PrintLoadSheet';

export { PrintLoadSheet, type PrintSize, printCss } from './PrintLoadSheet';

/**
 * "Print" with a menu of paper sizes (A4, A5, auto). The choice renders the load sheet into a print-only
 * portal and opens the browser's print dialog; the sheet goes away after printing. `planes` (the club's)
 * let the sheet say how much too heavy a load is.
 */
export function PrintLoadsButton({
  loads,
  planes = [],
  label,
}: {
  loads: Load[];
  planes?: readonly Plane[];
  /** The button's name for assistive technology (default "Print load sheet"): one load's says which. */
  label?: string;
}) {
  const { t } = useTranslation();
  const clubName = useContext(SessionContext)?.club?.name ?? '';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [size, setSize] = useState<PrintSize | null>(null);
  const menuId = useId();

  useEffect(() => {
    if (!size) {
      return;
    }
    const done = () => setSize(null);
    window.addEventListener('afterprint', done);
    // the sheet is in the DOM now (effects run after commit)
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [size]);

  const choose = (chosen: PrintSize) => {
    setAnchor(null);
    setSize(chosen);
  };

  return (
    <>
      <Button
        startIcon={<PrintIcon />}
        disabled={loads.length === 0}
        aria-label={label ?? t('loadsPublic.print.menuLabel')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('loadsPublic.print.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {printSizes.map((option) => (
          <MenuItem key={option} onClick={() => choose(option)}>
            {t(`loadsPublic.print.size.${option}`)}
          </MenuItem>
        ))}
      </Menu>
      {size &&
        createPortal(
          <PrintLoadSheet loads={loads} size={size} clubName={clubName} planes={planes} />,
          document.body,
        )}
    </>
  );
}
