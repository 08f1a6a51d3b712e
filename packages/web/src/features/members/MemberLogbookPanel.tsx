import { useTranslation } from 'react-i18next';
import { LazyPanel } from '../../components/LazyPanel';
import { LogbookView } from '../logbook/LogbookView';

/** A member's logbook in the member details (admins): collapsed at first and loaded on the first opening. */
export function MemberLogbookPanel({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  return (
    <LazyPanel title={t('logbook.title')}>
      <LogbookView owner={{ memberId }} />
    </LazyPanel>
  );
}
