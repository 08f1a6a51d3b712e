import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/sessionContext';
import { MoneyText } from '../../components/MoneyText';
import { PaymentInstructions } from '../bank/PaymentInstructions';

/** The signed-in user's own balance, at the top of the payments page (red when negative), and how to pay it. */
export function OwnBalance() {
  const { t } = useTranslation();
  const { member } = useSession();
  if (!member) {
    return null;
  }
  return (
    <>
      <Paper
        variant="outlined"
        sx={{ px: 2, py: 1.5, mb: 2, display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography color="text.secondary">{t('payments.ownBalance')}</Typography>
        <Typography variant="h5" component="p" data-testid="own-balance">
          <MoneyText cents={member.balanceCents} />
        </Typography>
      </Paper>
      <PaymentInstructions memberId={member._id} own />
    </>
  );
}
