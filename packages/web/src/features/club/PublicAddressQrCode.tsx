import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { publicPageUrl } from './publicPageUrl';

/** The class of the printed poster's root: print CSS shows only it. */
const POSTER_CLASS = 'dz-waiver-qr-poster';

const posterCss = `
@page { size: A4; margin: 15mm; }
@media screen { .${POSTER_CLASS} { display: none !important; } }
@media print {
  body > *:not(.${POSTER_CLASS}) { display: none !important; }
  body { background: #fff !important; }
  .${POSTER_CLASS} { display: block; color: #000; font: 14pt Roboto, Arial, sans-serif; text-align: center; }
  .${POSTER_CLASS} h1 { font-size: 32pt; margin: 10mm 0 4mm; }
  .${POSTER_CLASS} p { margin: 0 0 8mm; }
  .${POSTER_CLASS} svg { width: 120mm; height: 120mm; }
  .${POSTER_CLASS} .address { font-size: 12pt; word-break: break-all; margin-top: 8mm; }
}`;

/** Which public page: its path and the prefix of its texts (`qrTitle`, `qrDescription`, `qrLabel`, poster). */
const pages = {
  waiver: { path: '/waiver', texts: 'club.waiver' },
  board: { path: '/loads-public', texts: 'club.board' },
} as const;

/**
 * The QR code of one of the club's public pages (the waiver form, the board) with its address; Print makes an
 * A4 poster for the hangar wall (the poster goes to a print-only portal and away after printing).
 */
export function PublicAddressQrCode({
  page,
  slug,
  clubName,
}: {
  page: keyof typeof pages;
  slug: string | null;
  clubName: string;
}) {
  const { t } = useTranslation();
  const [printing, setPrinting] = useState(false);
  const url = publicPageUrl(pages[page].path, slug);
  const texts = pages[page].texts;

  useEffect(() => {
    if (!printing) {
      return;
    }
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    // the poster is in the DOM now (effects run after commit)
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  return (
    <Box>
      <Typography variant="subtitle1" component="h3">
        {t(`${texts}.qrTitle`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`${texts}.qrDescription`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ p: 1, bgcolor: '#fff', borderRadius: 1, lineHeight: 0 }}>
          <QRCodeSVG value={url} size={144} marginSize={2} title={t(`${texts}.qrLabel`)} role="img" />
        </Box>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            // a tap target of its own on a phone (WCAG 2.5.5)
            sx={{ overflowWrap: 'anywhere', display: 'inline-block', py: 1.25 }}
          >
            {url}
          </Link>
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setPrinting(true)}>
              {t('club.waiver.print')}
            </Button>
          </Box>
        </Box>
      </Box>
      {printing &&
        createPortal(
          <div className={POSTER_CLASS}>
            <style>{posterCss}</style>
            <h1>{t(`${texts}.posterTitle`)}</h1>
            <p>{t(`${texts}.posterText`, { club: clubName })}</p>
            <QRCodeSVG value={url} size={512} marginSize={4} />
            <div className="address">{url}</div>
          </div>,
          document.body,
        )}
    </Box>
  );
}
