import GroupsIcon from '@mui/icons-material/Groups';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** `/members`: the club's members (admins and waiver checkers). */
export function MembersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('members.title')} />
      <EmptyState icon={<GroupsIcon />} title={t('members.empty')} text={t('members.emptyHint')} />
    </>
  );
}
