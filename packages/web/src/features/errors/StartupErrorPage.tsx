import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/sessionContext';
import { EmptyState } from '../../components/EmptyState';

/** The app could not start: the server did not answer or failed. */
export function StartupErrorPage() {
  const { t } = useTranslation();
  const { retry } = useSession();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <EmptyState
        titleComponent="h1"
        icon={<CloudOffIcon />}
        title={t('app.startError')}
        text={t('app.startErrorHint')}
        action={
          <Button variant="contained" onClick={retry}>
            {t('common.retry')}
          </Button>
        }
      />
    </Box>
  );
}
