import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import type { Availability } from './useAvailability';

/** The end of a username or e-mail field: a spinner while checking, a tick when the value is free. */
export function AvailabilityAdornment({ availability }: { availability: Availability }) {
  const { t } = useTranslation();
  if (availability === 'checking') {
    return (
      <InputAdornment position="end">
        <CircularProgress size={18} aria-label={t('auth.register.checking')} />
      </InputAdornment>
    );
  }
  if (availability === 'available') {
    return (
      <InputAdornment position="end">
        <CheckCircleIcon color="success" fontSize="small" titleAccess={t('auth.register.available')} />
      </InputAdornment>
    );
  }
  return null;
}
