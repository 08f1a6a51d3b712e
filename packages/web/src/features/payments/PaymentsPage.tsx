import EuroIcon from '@mui/icons-material/Euro';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** `/payments`: payments and balance changes. */
export function PaymentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('payments.title')} />
      <EmptyState icon={<EuroIcon />} title={t('payments.empty')} text={t('payments.emptyHint')} />
    </>
  );
}
