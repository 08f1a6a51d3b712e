import AssignmentIcon from '@mui/icons-material/Assignment';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PrivacyLink } from '../privacy/PrivacyLink';

/** `/waiver`: where a jumper fills in this year's waiver, no login needed. */
export function WaiverPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('waiver.title')} />
      <EmptyState icon={<AssignmentIcon />} title={t('waiver.notOpen')} text={t('waiver.notOpenHint')} />
      <Box sx={{ textAlign: 'center' }}>
        <PrivacyLink />
      </Box>
    </>
  );
}
