import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isApiError } from '../../app/apiError';
import { useRestartSession } from '../../app/session/useRestartSession';
import { AuthCard } from '../auth/AuthCard';
import { invitationLinkErrors, useInvitation } from './api';
import { ExistingAccountForm, NewAccountForm } from './InvitationForms';

/** The link is broken, used or expired: say so, and lead to the login page. */
function InvalidInvitation({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('invitation.invalidTitle')}>
      <Alert severity="warning" sx={{ mb: 3 }}>
        {text}
      </Alert>
      <Button component={RouterLink} to="/login" variant="contained">
        {t('invitation.toLogin')}
      </Button>
    </AuthCard>
  );
}

/**
 * `/invitation?token=…`: the page the host's invitation mail links to (issue 35). The invited person becomes the
 * new club's admin: with a new account, or with the password of the one the address already has. Accepted, the
 * session is in that club, and the app starts again there.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  const restartSession = useRestartSession();
  const [isLinkInvalid, setLinkInvalid] = useState(false);

  if (!token) {
    return <InvalidInvitation text={t('invitation.missingToken')} />;
  }
  if (isLinkInvalid) {
    return <InvalidInvitation text={t('invitation.invalid')} />;
  }
  if (invitation.isError) {
    const { error } = invitation;
    const known = isApiError(error) && !invitationLinkErrors.has(error.locale);
    return <InvalidInvitation text={known ? t(error.locale) : t('invitation.invalid')} />;
  }
  if (!invitation.data) {
    return (
      <AuthCard title={t('invitation.checking')}>
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label={t('invitation.checking')} />
        </Box>
      </AuthCard>
    );
  }

  const { clubName, email, hasAccount } = invitation.data;
  const formProps = { token, onAccepted: restartSession, onLinkInvalid: () => setLinkInvalid(true) };
  return (
    <AuthCard
      title={t('invitation.title', { club: clubName })}
      intro={
        <>
          <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            <Trans
              i18nKey="invitation.intro"
              values={{ club: clubName, email }}
              components={{ b: <strong /> }}
            />
          </Typography>
          <Typography color="text.secondary">
            {t(hasAccount ? 'invitation.existingAccount' : 'invitation.newAccount')}
          </Typography>
        </>
      }
      maxWidth={520}
    >
      {hasAccount ? <ExistingAccountForm {...formProps} /> : <NewAccountForm {...formProps} />}
    </AuthCard>
  );
}
