import { clubDate } from '@dz/shared';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { useTranslation } from 'react-i18next';
import { formatDayHeading } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** `/loads-public`: today's board for everyone at the drop zone, no login needed. */
export function LoadsPublicPage() {
  const { t } = useTranslation();
  const today = clubDate(new Date());
  return (
    <>
      <PageHeader title={t('loadsPublic.title')} subtitle={formatDayHeading(today, currentLanguage())} />
      <EmptyState
        icon={<FlightTakeoffIcon />}
        title={t('loads.emptyToday')}
        text={t('loadsPublic.emptyHint')}
      />
    </>
  );
}
