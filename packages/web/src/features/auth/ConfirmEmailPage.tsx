import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../app/ApiProvider';
import { isApiError } from '../../app/apiError';
import { queryKeys } from '../../app/queryKeys';
import { useSession } from '../../app/session/sessionContext';
import { AuthCard } from './AuthCard';
import type { OkResponse } from './accountsApi';

/**
 * `/confirm-email?token=…`: the page the confirmation mail links to (`POST /api/confirm-email`). The call
 * is a query keyed by the token, so React's double effects in development and re-renders send it once;
 * a token works only once anyway.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirmation = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: async () => {
      const answer = await api.post<OkResponse>('/confirm-email', { token }, { quiet: true });
      // a signed-in user who confirmed a new address sees it in the profile at once
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      return answer;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  let icon = <CircularProgress size={24} aria-hidden />;
  let text = t('auth.confirmEmail.confirming');
  if (!token) {
    icon = <ErrorOutlineIcon color="warning" aria-hidden />;
    text = t('auth.confirmEmail.missingToken');
  } else if (confirmation.isSuccess) {
    icon = <CheckCircleIcon color="success" aria-hidden />;
    text = t(
      status === 'authenticated' ? 'auth.confirmEmail.confirmedSignedIn' : 'auth.confirmEmail.confirmed',
    );
  } else if (confirmation.isError) {
    const { error } = confirmation;
    icon = <ErrorOutlineIcon color="warning" aria-hidden />;
    // an address someone else took meanwhile says so; a used or expired link gets the page's own words
    text =
      isApiError(error) && error.locale !== 'error.confirmLinkInvalid'
        ? t(error.locale)
        : t('auth.confirmEmail.failed');
  }

  return (
    <AuthCard title={t('auth.confirmEmail.title')}>
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}>
        {icon}
        <Typography>{text}</Typography>
      </Box>
      {status === 'authenticated' ? (
        <Button component={Link} to="/profile" variant="contained">
          {t('auth.confirmEmail.toProfile')}
        </Button>
      ) : (
        <Button component={Link} to="/login" variant="contained">
          {t('auth.login.link')}
        </Button>
      )}
    </AuthCard>
  );
}
