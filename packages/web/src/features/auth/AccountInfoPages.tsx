import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/login" variant="outlined">
      {t('auth.backToLogin')}
    </Button>
  );
}

/** `/register`: joining a club with its club key. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.register.title')}>
      <Typography sx={{ mb: 3 }}>{t('auth.register.text')}</Typography>
      <BackToLogin />
    </AuthCard>
  );
}

/** `/forgot-password`: asks for a reset link. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgotPassword.title')}>
      <Typography sx={{ mb: 3 }}>{t('auth.forgotPassword.text')}</Typography>
      <BackToLogin />
    </AuthCard>
  );
}

/** `/reset-password?token=…`: the page the reset link opens. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.resetPassword.title')}>
      <Typography sx={{ mb: 3 }}>{t('auth.resetPassword.text')}</Typography>
      <BackToLogin />
    </AuthCard>
  );
}
