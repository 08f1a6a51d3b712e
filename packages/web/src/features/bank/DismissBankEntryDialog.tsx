import type { BankReviewEntry } from '@dz/shared';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useDismissBankEntry } from './api';

/** Takes a movement off the review queue with the admin's reason (kept in the audit trail). */
export function DismissBankEntryDialog({ entry, onClose }: { entry: BankReviewEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const dismiss = useDismissBankEntry();
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      title={t('bank.dismiss.title')}
      submitLabel={t('bank.dismiss.submit')}
      submitDisabled={reason.trim() === ''}
      submitting={dismiss.isPending}
      fullScreenOnPhone={false}
      onClose={onClose}
      onSubmit={(event) => {
        event?.preventDefault();
        dismiss.mutate({ id: entry._id, reason: reason.trim() }, { onSuccess: onClose });
      }}
    >
      <TextField
        label={t('bank.dismiss.reason')}
        helperText={t('bank.dismiss.reasonHelp')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        required
        fullWidth
        autoFocus
      />
    </FormDialog>
  );
}
