import AssignmentIcon from '@mui/icons-material/Assignment';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** `/waivers`: this year's waivers, the checker view and checklist. */
export function WaiversPage() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <>
      <PageHeader title={t('waivers.title')} subtitle={String(year)} />
      <EmptyState
        icon={<AssignmentIcon />}
        title={t('waivers.empty', { year })}
        text={t('waivers.emptyHint')}
      />
    </>
  );
}
