import {
  cents,
  eurosToCents,
  formatFinnishReference,
  formatIban,
  formatRfReference,
  type PaymentInfo,
} from '@dz/shared';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { formatMoney } from '../../components/MoneyText';
import { usePaymentInfo } from './api';

/** One line of the instructions: what it is, the value, and a button that copies it (what a banking app pastes). */
function CopyRow({ label, value, copyValue }: { label: string; value: string; copyValue?: string }) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyValue ?? value);
      notifications.show({ type: 'info', text: t('bank.info.copied', { what: label }) });
    } catch {
      notifications.show({ type: 'error', text: t('bank.info.copyFailed') });
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography component="div" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
      <Tooltip title={t('bank.info.copy', { what: label })}>
        <IconButton
          aria-label={t('bank.info.copy', { what: label })}
          onClick={copy}
          sx={{ width: 44, height: 44 }}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function Instructions({ info }: { info: PaymentInfo }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box
        sx={{
          bgcolor: '#fff',
          p: 1.5,
          borderRadius: 1,
          justifySelf: { xs: 'center', sm: 'start' },
          lineHeight: 0,
        }}
      >
        <QRCodeSVG
          value={info.epcQr}
          size={176}
          level="M"
          role="img"
          aria-label={t('bank.info.qrLabel')}
          data-testid="payment-qr"
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <CopyRow label={t('bank.info.recipient')} value={info.recipient} />
        <CopyRow label={t('bank.info.iban')} value={formatIban(info.iban)} copyValue={info.iban} />
        <CopyRow
          label={t('bank.info.reference')}
          value={formatFinnishReference(info.reference)}
          copyValue={info.reference}
        />
        {info.amount !== null && (
          <CopyRow
            label={t('bank.info.amount')}
            value={formatMoney(eurosToCents(info.amount) ?? cents(0))}
            copyValue={formatMoney(eurosToCents(info.amount) ?? cents(0)).replace(/[^\d,.]/g, '')}
          />
        )}
        <CopyRow label={t('bank.info.bic')} value={info.bic} />
        <CopyRow
          label={t('bank.info.rfReference')}
          value={formatRfReference(info.rfReference)}
          copyValue={info.rfReference}
        />
        {info.virtualBarcode && <CopyRow label={t('bank.info.virtualBarcode')} value={info.virtualBarcode} />}
      </Box>
    </Box>
  );
}

/**
 * How a member pays the club by bank transfer: an EPC QR code a banking app reads, the account, the member's own
 * reference and the suggested amount, each to copy. A club without an account says so instead.
 */
export function PaymentInstructions({ memberId, own = false }: { memberId: string; own?: boolean }) {
  const { t } = useTranslation();
  const info = usePaymentInfo(memberId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`pay-${memberId}`} sx={{ p: 2, mb: 2 }}>
      <Typography id={`pay-${memberId}`} variant="subtitle1" component="h2" gutterBottom>
        {t('bank.info.title')}
      </Typography>
      {info.data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t(own ? 'bank.info.helpOwn' : 'bank.info.help')}
          </Typography>
          <Instructions info={info.data} />
        </>
      ) : info.data === null ? (
        <Typography color="text.secondary">{t('bank.info.noAccount')}</Typography>
      ) : info.isError ? (
        <Typography color="error">{t('bank.info.loadError')}</Typography>
      ) : (
        <Skeleton variant="rounded" height={176} aria-label={t('app.loading')} />
      )}
    </Paper>
  );
}
