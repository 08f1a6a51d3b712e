import { eurosToCents, type Load } from '@dz/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../components/MoneyText';
import { useClub } from '../club/api';
import { useLandLoad, useOpenLoad } from './api';
import { debtsAfterLanding, overweightOf } from './loadSafety';
import { chargesOf, planesOf, tandemPricesOf } from './loadsView';
import { DebtAlerts, OverweightAlert } from './SafetyWarnings';

interface LandReopenDialogProps {
  load: Load;
  /** `land` charges the jumpers; `open` reopens a landed load and refunds them. */
  action: 'land' | 'open';
  onClose: () => void;
}

/**
 * What landing charges, or reopening refunds, member by member, before it is done. Landing an overweight load
 * names the weight first, and each member left in debt is listed with the balance after landing.
 */
export function LandReopenDialog({ load, action, onClose }: LandReopenDialogProps) {
  const { t } = useTranslation();
  const land = useLandLoad();
  const open = useOpenLoad();
  const mutation = action === 'land' ? land : open;
  const planes = planesOf(useClub().data);
  const charges = chargesOf(load);
  const landing = action === 'land';
  const overweight = landing ? overweightOf(load, planes) : null;
  const total = charges.reduce((sum, c) => sum + c.price, 0);
  const key = landing ? 'loads.day.land' : 'loads.day.reopen';

  return (
    <ConfirmDialog
      open
      title={t(`${key}.title`, { number: load.number })}
      onClose={onClose}
      onConfirm={() => mutation.mutate(load._id, { onSuccess: onClose })}
      confirmLabel={t(`${key}.confirm`)}
      loading={mutation.isPending}
      maxWidth={520}
    >
      <Stack spacing={1.5}>
        {overweight && <OverweightAlert overweight={overweight} />}
        <Typography variant="body2">{t(`${key}.intro`)}</Typography>
        {charges.length > 0 && (
          <Table size="small" aria-label={t(`${key}.tableLabel`)}>
            <TableHead>
              <TableRow>
                <TableCell>{t('loads.day.jumper.name')}</TableCell>
                <TableCell align="right">
                  {t(landing ? 'loads.day.land.charge' : 'loads.day.reopen.refund')}
                </TableCell>
                <TableCell align="right">{t('loads.day.land.balance')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {charges.map((c) => (
                <TableRow key={c.memberId}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell align="right">{formatMoney(eurosToCents(c.price))}</TableCell>
                  <TableCell align="right" sx={{ color: c.balance < 0 ? 'error.main' : undefined }}>
                    {formatMoney(eurosToCents(c.balance))}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('loads.day.totalPrice')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatMoney(eurosToCents(total))}
                </TableCell>
                <TableCell />
              </TableRow>
            </TableBody>
          </Table>
        )}
        {landing &&
          tandemPricesOf(load).map((p) => (
            <Alert key={p.memberId} severity="info">
              {t('loads.day.tandemPriceOf', {
                name: p.name,
                price: formatMoney(eurosToCents(p.tandemPrice)),
              })}
            </Alert>
          ))}
        {landing && <DebtAlerts debts={debtsAfterLanding([load])} />}
      </Stack>
    </ConfirmDialog>
  );
}
