import PolicyIcon from '@mui/icons-material/Policy';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { usePrivacyNotice } from './api';

/** `/privacy`: the club's privacy notice as its admins wrote it in the club settings; no login needed. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const notice = usePrivacyNotice(params.get('club') ?? '');
  const title = t('privacy.title');
  if (notice.isPending) {
    return (
      <>
        <PageHeader title={title} />
        <CenteredSpinner />
      </>
    );
  }
  if (notice.isError) {
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error">{t('privacy.loadFailed')}</Alert>
      </>
    );
  }
  const { clubName, privacyNotice } = notice.data;
  return (
    <>
      <PageHeader title={title} subtitle={clubName} />
      {privacyNotice.trim() ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 800 }}>
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {privacyNotice}
          </Typography>
        </Paper>
      ) : (
        <EmptyState
          icon={<PolicyIcon />}
          title={t('privacy.notWritten')}
          text={t('privacy.notWrittenHint')}
        />
      )}
    </>
  );
}
