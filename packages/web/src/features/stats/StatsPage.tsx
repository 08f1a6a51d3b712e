import BarChartIcon from '@mui/icons-material/BarChart';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** `/stats`: the year's jumps, rankings and the club summary. */
export function StatsPage() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <>
      <PageHeader title={t('stats.title')} subtitle={String(year)} />
      <EmptyState icon={<BarChartIcon />} title={t('stats.empty', { year })} text={t('stats.emptyHint')} />
    </>
  );
}
