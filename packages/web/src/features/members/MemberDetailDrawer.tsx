import { hasAccount, memberDisplayName } from '@dz/shared';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import EuroIcon from '@mui/icons-material/Euro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/MoneyText';
import { PaymentInstructions } from '../bank/PaymentInstructions';
import { MemberTransactionsPanel } from '../payments/MemberTransactionsPanel';
import { usePaymentDialog } from '../payments/paymentDialogContext';
import { WaiverAlarmChips } from '../waivers/WaiverAlarms';
import type { MemberRow } from './api';
import { MemberDetailList } from './MemberDetailList';
import { MemberLogbookPanel } from './MemberLogbookPanel';
import { memberFlags } from './memberForm';

interface MemberDetailDrawerProps {
  /** The member shown; the drawer is closed when null. */
  member: MemberRow | null;
  onClose: () => void;
  onEdit: (member: MemberRow) => void;
}

/**
 * A member's details, its payment history, its logbook and the edit and payment actions, at the side of the list:
 * each shown as the member's `can` says (the server's answer for the signed-in user).
 */
export function MemberDetailDrawer({ member, onClose, onEdit }: MemberDetailDrawerProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={!!member}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: { xs: '100%', sm: 600, md: 720 },
            maxWidth: '100%',
            bgcolor: 'background.default',
            backgroundImage: 'none',
          },
        },
      }}
      // above the app bar, as a dialog is
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
    >
      {member && <MemberDetail member={member} titleId={titleId} onClose={onClose} onEdit={onEdit} />}
    </Drawer>
  );
}

function MemberDetail({
  member,
  titleId,
  onClose,
  onEdit,
}: { member: MemberRow; titleId: string } & Omit<MemberDetailDrawerProps, 'member'>) {
  const { t } = useTranslation();
  const paymentDialog = usePaymentDialog();
  const { can } = member;
  const flags = memberFlags.filter((flag) => member[flag]);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {memberDisplayName(member)}
          </Typography>
          <Typography color="text.secondary">
            {[
              t(`members.roles.${member.role}`),
              member.license && t('members.detail.license', { license: member.license }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('common.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box>
        <Typography variant="overline" color="text.secondary" component="div">
          {t('members.columns.balance')}
        </Typography>
        <Typography variant="h4" component="div" data-testid="member-balance">
          <MoneyText cents={member.balanceCents} />
        </Typography>
      </Box>
      <WaiverAlarmChips alarms={member.waiverInfo?.alarms} showOk />
      {flags.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {flags.map((flag) => (
            <Chip key={flag} size="small" label={t(`members.fields.${flag}`)} />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {can.edit && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => onEdit(member)}>
            {t('members.detail.edit')}
          </Button>
        )}
        {can.pay && (
          <Button variant="contained" startIcon={<EuroIcon />} onClick={() => paymentDialog.open(member._id)}>
            {t('payments.newPayment')}
          </Button>
        )}
      </Box>
      <MemberDetailList member={member} />
      {can.seeLedger && hasAccount(member) && <PaymentInstructions memberId={member._id} />}
      {can.seeLedger && <MemberTransactionsPanel memberId={member._id} />}
      {can.seeLogbook && <MemberLogbookPanel memberId={member._id} />}
    </Box>
  );
}
