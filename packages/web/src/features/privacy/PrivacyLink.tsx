import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The link to the club's privacy notice (spec section 2), under the sign-in cards and on the waiver form. */
export function PrivacyLink() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to="/privacy" variant="body2">
      {t('privacy.link')}
    </Link>
  );
}
