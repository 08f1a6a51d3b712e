import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** `/users`: the club's user accounts (admins). */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('users.title')} />
      <EmptyState icon={<ManageAccountsIcon />} title={t('users.empty')} text={t('users.emptyHint')} />
    </>
  );
}
