import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';
import { usePublicConfig } from './accountsApi';

/**
 * "Check your e-mail": what the register and forgot-password pages show once the server has sent a link.
 * Without SMTP the server writes its mails into its outbox folder, and the admin has to pass the link on.
 */
export function CheckEmailCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <AuthCard title={title}>
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 3 }}>
        <MarkEmailReadIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
        <Typography>{children}</Typography>
      </Box>
      {config.data?.mailDelivers === false && (
        <Alert severity="info" role="note" sx={{ mb: 3 }}>
          {t('auth.checkEmail.outbox')}
        </Alert>
      )}
      <Button component={Link} to="/login" variant="contained">
        {t('auth.backToLogin')}
      </Button>
    </AuthCard>
  );
}
