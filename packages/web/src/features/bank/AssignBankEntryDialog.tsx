import { type BankReviewEntry, cents, eurosToCents, hasAccount } from '@dz/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { formatMoney } from '../../components/MoneyText';
import { MemberSelect } from '../loads/MemberSelect';
import { useMembers } from '../members/api';
import { useAssignBankEntry } from './api';

/** Books a credit of the review queue on the member the admin picks (the name match's suggestion first). */
export function AssignBankEntryDialog({ entry, onClose }: { entry: BankReviewEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const members = useMembers();
  const assign = useAssignBankEntry();
  const [memberId, setMemberId] = useState<string | null>(entry.suggestedMember?._id ?? null);
  const payable = (members.data ?? []).filter((m) => hasAccount(m));
  return (
    <FormDialog
      title={t('bank.assign.title', { amount: formatMoney(eurosToCents(entry.amount) ?? cents(0)) })}
      submitLabel={t('bank.assign.submit')}
      submitDisabled={!memberId}
      submitting={assign.isPending}
      fullScreenOnPhone={false}
      onClose={onClose}
      onSubmit={(event) => {
        event?.preventDefault();
        if (memberId) {
          assign.mutate({ id: entry._id, memberId }, { onSuccess: onClose });
        }
      }}
    >
      <Typography sx={{ mb: 2 }}>
        {t('bank.assign.payer', { payer: entry.payerName || t('bank.review.noPayer') })}
        {entry.suggestedMember && ` ${t('bank.assign.suggested', { name: entry.suggestedMember.name })}`}
      </Typography>
      <MemberSelect
        label={t('bank.assign.member')}
        members={payable}
        value={memberId}
        onChange={setMemberId}
        fallbackName={entry.suggestedMember?.name}
        autoFocus
      />
    </FormDialog>
  );
}
