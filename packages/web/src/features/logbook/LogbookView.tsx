import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../app/i18n';
import { type LogbookOwner, useDownloadLogbookCsv, useLogbook } from './api';
import { LogbookJumps, LogbookSummary } from './LogbookJumps';

/** The printable page of a logbook: the own one under the profile, a member's under the members. */
export const logbookPrintPath = (owner: LogbookOwner) =>
  owner === 'me' ? '/profile/logbook' : `/members/${owner.memberId}/logbook`;

/** "Download CSV" (in the UI language) and, unless on the printable page, "Print" (which opens that page). */
export function LogbookActions({ owner, withPrint = true }: { owner: LogbookOwner; withPrint?: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadLogbookCsv();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={download.isPending}
        onClick={() => download.mutate({ owner, lang: currentLanguage() })}
      >
        {t('logbook.downloadCsv')}
      </Button>
      {withPrint && (
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          component={RouterLink}
          to={logbookPrintPath(owner)}
        >
          {t('logbook.print')}
        </Button>
      )}
    </Stack>
  );
}

/** A logbook loaded (when `enabled`), with its summary, jumps and actions. */
export function LogbookView({ owner, enabled = true }: { owner: LogbookOwner; enabled?: boolean }) {
  const { t } = useTranslation();
  const logbook = useLogbook(owner, { enabled });
  if (logbook.isError) {
    return <Alert severity="error">{t('logbook.loadFailed')}</Alert>;
  }
  if (!logbook.data) {
    return (
      <Typography color="text.secondary" role="status">
        {t('logbook.loading')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      <LogbookSummary logbook={logbook.data} />
      <LogbookJumps logbook={logbook.data} />
      <LogbookActions owner={owner} />
    </Stack>
  );
}
