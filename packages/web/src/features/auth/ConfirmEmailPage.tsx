import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../app/ApiProvider';
import { AuthCard } from './AuthCard';

/** `/confirm-email?token=…`: the page the confirmation mail links to (`POST /api/confirm-email`). */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirmation = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => api.post<unknown>('/confirm-email', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  let icon = <CircularProgress size={24} aria-hidden />;
  let text = t('auth.confirmEmail.confirming');
  if (!token) {
    icon = <ErrorOutlineIcon color="warning" aria-hidden />;
    text = t('auth.confirmEmail.missingToken');
  } else if (confirmation.isSuccess) {
    icon = <CheckCircleIcon color="success" aria-hidden />;
    text = t('auth.confirmEmail.confirmed');
  } else if (confirmation.isError) {
    icon = <ErrorOutlineIcon color="warning" aria-hidden />;
    text = t('auth.confirmEmail.failed');
  }

  return (
    <AuthCard title={t('auth.confirmEmail.title')}>
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}>
        {icon}
        <Typography>{text}</Typography>
      </Box>
      <Button component={Link} to="/login" variant="contained">
        {t('auth.login.link')}
      </Button>
    </AuthCard>
  );
}
