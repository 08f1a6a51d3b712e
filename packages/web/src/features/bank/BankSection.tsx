import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BankReviewQueue } from './BankReviewQueue';
import { StatementImport } from './StatementImport';

/** The admin's bank transfers on the payments page: import a statement, then resolve what did not match. */
export function BankSection() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="bank-section-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="bank-section-title" variant="subtitle1" component="h2" gutterBottom>
        {t('bank.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('bank.help')}
      </Typography>
      <StatementImport />
      <BankReviewQueue />
    </Paper>
  );
}
