import { useTranslation } from 'react-i18next';
import { LogbookView } from '../logbook/LogbookView';
import { ProfileSection } from './ProfileSection';

/** The signed-in member's own logbook on the profile page: the jumps, Download CSV and Print. */
export function ProfileLogbookSection() {
  const { t } = useTranslation();
  return (
    <ProfileSection title={t('logbook.title')}>
      <LogbookView owner="me" />
    </ProfileSection>
  );
}
