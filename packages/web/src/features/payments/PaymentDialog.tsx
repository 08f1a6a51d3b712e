import { eurosToCents, memberDisplayName } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../components/MoneyText';
import { useClub } from '../club/api';
import { useDeletedMembers, useMembers } from '../members/api';
import { useCreatePayment, useCreateTransaction } from './api';
import { PaymentFormFields } from './PaymentFormFields';
import {
  newIdempotencyKey,
  type PaymentFormOutput,
  type PaymentFormValues,
  type PaymentMode,
  paymentFormSchema,
} from './paymentForm';

interface PaymentDialogProps {
  open: boolean;
  /** A member chosen beforehand (from the member details). */
  memberId?: string;
  onClose: () => void;
}

/**
 * New payment, or a new balance (admins). Keyed per opening by its provider: the idempotency keys are made
 * when it opens, so a double click or a retry after a lost answer pays once.
 */
export function PaymentDialog({ open, memberId, onClose }: PaymentDialogProps) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const club = useClub().data;
  const members = useMembers({ enabled: open });
  // deleted members with a balance can be settled here too (the dialog is for admins only)
  const deletedMembers = useDeletedMembers({ enabled: open });
  const payable = useMemo(() => {
    const listed = members.data ?? [];
    const ids = new Set(listed.map((m) => m._id));
    return [...listed, ...(deletedMembers.data ?? []).filter((m) => !ids.has(m._id))];
  }, [members.data, deletedMembers.data]);
  const createPayment = useCreatePayment();
  const createTransaction = useCreateTransaction();
  const [idempotencyKeys] = useState(() => ({
    payment: newIdempotencyKey(),
    newBalance: newIdempotencyKey(),
  }));
  const paymentMethods = club?.paymentMethods ?? [];
  const allowCustomPaymentMethods = club?.allowCustomPaymentMethods ?? true;
  const schema = useMemo(
    () => paymentFormSchema({ paymentMethods, allowCustomPaymentMethods }),
    [paymentMethods, allowCustomPaymentMethods],
  );
  const {
    control,
    handleSubmit,
    setValue,
    trigger,
    formState: { isValid },
  } = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      mode: 'payment',
      memberId: memberId ?? '',
      amount: '',
      method: paymentMethods[0] ?? '',
      comment: '',
    },
  });
  const mode = useWatch({ control, name: 'mode' });
  const isPending = createPayment.isPending || createTransaction.isPending;

  const handleDone = (text: string) => {
    notifications.show({ type: 'info', text });
    onClose();
  };

  const handleSave = handleSubmit((values) => {
    if (isPending) {
      return;
    }
    const amountText = formatMoney(eurosToCents(values.amount));
    if (values.mode === 'payment') {
      createPayment.mutate(
        {
          memberId: values.memberId,
          amount: values.amount,
          method: values.method,
          comment: values.comment,
          idempotencyKey: idempotencyKeys.payment,
        },
        {
          onSuccess: (saved) =>
            handleDone(t('payments.dialog.paid', { amount: amountText, name: memberDisplayName(saved) })),
        },
      );
    } else {
      createTransaction.mutate(
        {
          for: values.memberId,
          newBalance: values.amount,
          ...(values.method ? { method: values.method } : {}),
          comment: values.comment,
          idempotencyKey: idempotencyKeys.newBalance,
        },
        {
          onSuccess: (saved) =>
            handleDone(
              t('payments.dialog.balanceSet', { amount: amountText, name: memberDisplayName(saved) }),
            ),
        },
      );
    }
  });

  const handleModeChange = (next: PaymentMode) => {
    setValue('mode', next);
    void trigger();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('payments.dialog.title')}
      onClose={onClose}
      onConfirm={() => void handleSave()}
      confirmLabel={mode === 'payment' ? t('payments.dialog.pay') : t('payments.dialog.setBalance')}
      confirmDisabled={!isValid}
      loading={isPending}
      maxWidth={520}
      submitOnEnter
    >
      <Tabs
        value={mode}
        onChange={(_event, next: PaymentMode) => handleModeChange(next)}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="payment" label={t('payments.dialog.payment')} />
        <Tab value="newBalance" label={t('payments.dialog.newBalance')} />
      </Tabs>
      <PaymentFormFields
        control={control}
        mode={mode}
        members={payable}
        membersLoading={members.isPending}
        paymentMethods={paymentMethods}
        allowCustomPaymentMethods={allowCustomPaymentMethods}
        focusAmount={!!memberId}
      />
    </ConfirmDialog>
  );
}
