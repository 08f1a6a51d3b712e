import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageHeader';

/** A screen the signed-in user has no right to: says why, offers a way back. */
export function ForbiddenPage({ reason = 'error.onlyAdmin' }: { reason?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('forbidden.title'));
  return (
    <EmptyState
      titleComponent="h1"
      icon={<BlockIcon />}
      title={t('forbidden.title')}
      text={t(reason)}
      action={
        <Button component={Link} to="/loads" variant="contained">
          {t('forbidden.back')}
        </Button>
      }
    />
  );
}
