import type { BackupFile } from '@dz/shared';
import { numberFormat } from '@dz/shared';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DATE_LOCALE, formatDateTime } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { useBackupStatus, useDownloadBackup, useExportClub } from './api';
import { ClubSection } from './ClubSection';

const MEGABYTE = 1_000_000;

function BackupLine({ backup, timeZone }: { backup: BackupFile; timeZone: string }) {
  const { t } = useTranslation();
  const size = numberFormat(DATE_LOCALE, { maximumFractionDigits: 1 }).format(backup.bytes / MEGABYTE);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 2, py: 0.75, borderTop: 1, borderColor: 'divider', typography: 'body2' }}
    >
      <span>{formatDateTime(backup.createdAt, timeZone, currentLanguage())}</span>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('club.backup.size', { size })}
      </Box>
    </Box>
  );
}

/** The club's own data in one file (issue 35): on any database, for moving the club or keeping its records. */
function ClubExport() {
  const { t } = useTranslation();
  const exportClub = useExportClub();
  return (
    <div>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('club.backup.exportTitle')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={exportClub.isPending}
        loadingPosition="start"
        onClick={() => exportClub.mutate()}
      >
        {exportClub.isPending ? t('club.backup.exporting') : t('club.backup.export')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('club.backup.exportHelp')}
      </Typography>
      {exportClub.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('club.backup.exportFailed')}
        </Alert>
      ) : null}
    </div>
  );
}

/**
 * Backups (admins; issue 18): on the embedded database, the nightly backups kept on the server and a backup
 * taken now to download (only where the installation holds this club alone); on PostgreSQL, where to read how
 * it is backed up.
 */
export function BackupSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const status = useBackupStatus();
  const download = useDownloadBackup();
  const data = status.data;
  return (
    <ClubSection
      title={t('club.backup.title')}
      description={
        data
          ? t(data.embedded ? 'club.backup.descriptionEmbedded' : 'club.backup.descriptionPostgres')
          : undefined
      }
    >
      {status.isPending ? (
        <CenteredSpinner />
      ) : !data ? (
        <Alert severity="error">{t('club.backup.loadFailed')}</Alert>
      ) : data.embedded ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {data.downloadable ? (
            <div>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                loading={download.isPending}
                loadingPosition="start"
                onClick={() => download.mutate()}
              >
                {download.isPending ? t('club.backup.downloading') : t('club.backup.download')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('club.backup.downloadHelp')}
              </Typography>
            </div>
          ) : (
            <Alert severity="info">{t('error.backupSeveralClubs')}</Alert>
          )}
          <div>
            <Typography variant="subtitle2" component="h3">
              {t('club.backup.kept')}
            </Typography>
            {data.backups.length === 0 ? (
              <Typography variant="body2">{t('club.backup.none')}</Typography>
            ) : (
              <Box
                component="ul"
                aria-label={t('club.backup.kept')}
                sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}
              >
                {data.backups.map((backup) => (
                  <BackupLine key={backup.name} backup={backup} timeZone={timeZone} />
                ))}
              </Box>
            )}
          </div>
          <ClubExport />
        </Box>
      ) : (
        <ClubExport />
      )}
    </ClubSection>
  );
}
