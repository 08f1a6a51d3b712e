import { memberDisplayName } from '@dz/shared';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseEuroInput } from '../../app/euroInput';
import { FormTextField, useValidationText } from '../../components/FormTextField';
import { formatMoney, MoneyText } from '../../components/MoneyText';
import type { MemberRow } from '../members/api';
import type { PaymentFormControl, PaymentMode } from './paymentForm';

interface PaymentFormFieldsProps {
  control: PaymentFormControl;
  mode: PaymentMode;
  members: MemberRow[];
  membersLoading: boolean;
  paymentMethods: readonly string[];
  allowCustomPaymentMethods: boolean;
  /** A member was chosen beforehand: start in the amount. */
  focusAmount: boolean;
}

const finnish = new Intl.Collator('fi', { sensitivity: 'base' });
const filterMethods = createFilterOptions<string>();

/** Who pays: every member with an account (tandem students pay at the desk), with the balance shown. */
function MemberField({
  control,
  members,
  loading,
  autoFocus,
}: {
  control: PaymentFormControl;
  members: MemberRow[];
  loading: boolean;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const { field, fieldState } = useController({ control, name: 'memberId' });
  const options = useMemo(
    () =>
      members
        .filter((m) => m.can.pay)
        .sort((a, b) => finnish.compare(memberDisplayName(a), memberDisplayName(b))),
    [members],
  );
  const value = options.find((m) => m._id === field.value) ?? null;
  const error = fieldState.isTouched ? validationText(fieldState.error?.message) : undefined;
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={loading}
      autoHighlight
      getOptionLabel={memberDisplayName}
      isOptionEqualToValue={(option, selected) => option._id === selected._id}
      onChange={(_event, member) => field.onChange(member?._id ?? '')}
      onBlur={field.onBlur}
      noOptionsText={t('payments.dialog.noMembers')}
      loadingText={t('app.loading')}
      renderOption={({ key, ...props }, member) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>{memberDisplayName(member)}</Box>
          <MoneyText cents={member.balanceCents} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t('payments.dialog.member')}
          required
          autoFocus={autoFocus}
          error={!!error}
          helperText={
            error ??
            (value
              ? t('payments.dialog.currentBalance', { amount: formatMoney(value.balanceCents ?? 0) })
              : ' ')
          }
        />
      )}
    />
  );
}

/** The payment method: the club's list in its order, or free text too when the club allows it. */
function MethodField({
  control,
  mode,
  paymentMethods,
  allowCustom,
}: {
  control: PaymentFormControl;
  mode: PaymentMode;
  paymentMethods: readonly string[];
  allowCustom: boolean;
}) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const { field, fieldState } = useController({ control, name: 'method' });
  const error = validationText(fieldState.error?.message);
  const label = t('payments.dialog.method');
  const required = mode === 'payment';
  if (!allowCustom) {
    return (
      <FormTextField control={control} name="method" label={label} select required={required}>
        {!required && <MenuItem value="">{t('payments.dialog.noMethod')}</MenuItem>}
        {paymentMethods.map((method) => (
          <MenuItem key={method} value={method}>
            {method}
          </MenuItem>
        ))}
      </FormTextField>
    );
  }
  return (
    <Autocomplete
      freeSolo
      options={[...paymentMethods]}
      // the prefilled method (or one picked) lists every method; typing filters them (Enter keeps what was typed:
      // a custom method, where the club allows them)
      filterOptions={(options, state) =>
        options.includes(state.inputValue) ? options : filterMethods(options, state)
      }
      inputValue={field.value ?? ''}
      onInputChange={(_event, value) => field.onChange(value)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={label}
          required={required}
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
}

/** The fields of the payment dialog; the amount's hint shows what the balance becomes. */
export function PaymentFormFields(props: PaymentFormFieldsProps) {
  const { control, mode, members } = props;
  const { t } = useTranslation();
  const [memberId, amountText] = useWatch({ control, name: ['memberId', 'amount'] });
  const member = members.find((m) => m._id === memberId);
  const input = parseEuroInput(amountText ?? '');
  const amount = input.kind === 'amount' ? input.cents : null;
  let hint = ' ';
  if (member && amount !== null) {
    hint =
      mode === 'payment'
        ? t('payments.dialog.balanceAfter', { amount: formatMoney((member.balanceCents ?? 0) + amount) })
        : t('payments.dialog.change', { amount: formatMoney(amount - (member.balanceCents ?? 0)) });
  }
  return (
    <Stack spacing={2}>
      <MemberField
        control={control}
        members={members}
        loading={props.membersLoading}
        autoFocus={!props.focusAmount}
      />
      <FormTextField
        control={control}
        name="amount"
        label={mode === 'payment' ? t('payments.dialog.amount') : t('payments.dialog.newBalanceAmount')}
        required
        autoFocus={props.focusAmount}
        helperText={hint}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <MethodField
        control={control}
        mode={mode}
        paymentMethods={props.paymentMethods}
        allowCustom={props.allowCustomPaymentMethods}
      />
      <FormTextField control={control} name="comment" label={t('payments.dialog.comment')} />
    </Stack>
  );
}
