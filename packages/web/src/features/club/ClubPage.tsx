import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { PageHeader } from '../../components/PageHeader';
import { useClub } from './api';
import { BackupSection } from './BackupSection';
import { LiveSourcesSection } from './LiveSourcesSection';
import { MembershipResetSection } from './MembershipResetSection';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { PlanesSection } from './PlanesSection';
import { ScheduledJobsSection } from './ScheduledJobsSection';
import { SettingsSection } from './SettingsSection';
import { TrainingProgramsSection } from './TrainingProgramsSection';
import { WaiverLinksSection } from './WaiverLinksSection';
import { WaiverSettingsSection } from './WaiverSettingsSection';

/**
 * `/club`: the club's settings for admins: general settings (the weather and wind limits too), the altitude and
 * weather sources' standing, planes and jump lines, payment methods, training programs, waiver links, the waiver
 * text and checklist (with the form's QR code) and membership resets. Another admin's changes arrive live
 * (`clubUpdated` refetches the club and its waiver settings).
 */
export function ClubPage() {
  const { t } = useTranslation();
  const club = useClub();

  if (!club.data) {
    return (
      <>
        <PageHeader title={t('club.title')} />
        {club.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void club.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('club.loadError')}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label={t('app.loading')} />
          </Box>
        )}
      </>
    );
  }

  const data = club.data;
  return (
    <>
      <PageHeader
        title={t('club.title')}
        subtitle={t('club.subtitle', {
          name: data.name,
          created: formatDateTime(data.created, data.timezone, currentLanguage()),
        })}
      />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, sm: 3 }, maxWidth: 1200 }}
      >
        <SettingsSection club={data} />
        <LiveSourcesSection timeZone={data.timezone} />
        <ScheduledJobsSection timeZone={data.timezone} />
        <BackupSection timeZone={data.timezone} />
        <PlanesSection planes={data.planes} />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, sm: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <PaymentMethodsSection methods={data.paymentMethods} />
          <WaiverLinksSection links={data.waiverLinks} />
        </Box>
        <WaiverSettingsSection slug={data.slug} clubName={data.name} timezone={data.timezone} />
        <TrainingProgramsSection programs={data.trainingPrograms} />
        <MembershipResetSection />
      </Box>
    </>
  );
}
