import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageHeader';

/** Any path the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <EmptyState
      titleComponent="h1"
      icon={<TravelExploreIcon />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Button component={Link} to="/" variant="contained">
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
