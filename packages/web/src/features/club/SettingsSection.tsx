import type { Club } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDecimalSeparator } from '../../app/euroInput';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { SwitchField } from '../../components/SwitchField';
import { useUpdateClubSettings } from './api';
import { ClubSection } from './ClubSection';
import { ClubTextField } from './ClubTextField';
import { type SettingsFormValues, settingsForm, toSettingsForm } from './clubForms';
import { PublicAddressQrCode } from './PublicAddressQrCode';
import { TimezoneField } from './TimezoneField';
import { WeatherSettingsFields } from './WeatherSettingsFields';

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * The club's own settings: name, key, notification address, time zone, gear rent, payments, reminders, the bank
 * account, the weather and its wind limits.
 */
export function SettingsSection({ club }: { club: Club }) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const separator = useDecimalSeparator();
  const updateSettings = useUpdateClubSettings();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty, isValid },
  } = useForm<SettingsFormValues, unknown, z.output<typeof settingsForm>>({
    resolver: zodResolver(settingsForm),
    mode: 'onChange',
    defaultValues: toSettingsForm(club, separator),
  });

  // A newer club (another admin's change, clubUpdated) refreshes the fields but keeps what is being typed.
  // Our own save resets the form to the server's answer, so it ends clean in whichever order the answer
  // and the refreshed club arrive (RHF's `values` option left the saved texts dirty when the club came first).
  const shown = useRef({ club, separator });
  useEffect(() => {
    if (shown.current.club !== club || shown.current.separator !== separator) {
      shown.current = { club, separator };
      reset(toSettingsForm(club, separator), { keepDirtyValues: true });
    }
  }, [club, separator, reset]);

  const handleSave = handleSubmit((body) =>
    updateSettings.mutate(body, {
      onSuccess: (answer) => {
        shown.current = { club: answer, separator };
        reset(toSettingsForm(answer, separator));
        notifications.show({ type: 'info', text: t('club.settings.saved') });
      },
    }),
  );

  return (
    <ClubSection title={t('club.settings.title')} description={t('club.settings.description')}>
      <Box component="form" onSubmit={handleSave} noValidate aria-label={t('club.settings.title')}>
        <Box sx={twoColumns}>
          <ClubTextField control={control} name="name" label={t('club.settings.name')} required />
          <ClubTextField
            control={control}
            name="clubKey"
            label={t('fields.clubKey')}
            helperText={t('club.settings.clubKeyHelp')}
            autoComplete="off"
            required
          />
          <ClubTextField
            control={control}
            name="slug"
            label={t('fields.slug')}
            helperText={t('club.settings.slugHelp')}
            autoComplete="off"
            required
          />
          <ClubTextField
            control={control}
            name="notificationEmail"
            type="email"
            label={t('club.settings.notificationEmail')}
            helperText={t('club.settings.notificationEmailHelp')}
            autoComplete="email"
          />
          <TimezoneField control={control} name="timezone" label={t('club.timezone')} />
          <ClubTextField
            control={control}
            name="defaultGearRent"
            label={t('club.settings.defaultGearRent')}
            helperText={t('club.settings.defaultGearRentHelp')}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
            }}
          />
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {t('club.settings.selfManifestHeading')}
        </Typography>
        <Box sx={twoColumns}>
          <ClubTextField
            control={control}
            name="selfManifestCutoffMinutes"
            label={t('club.settings.selfManifestCutoffMinutes')}
            helperText={t('club.settings.selfManifestCutoffMinutesHelp')}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
            }}
          />
          <ClubTextField
            control={control}
            name="creditLimit"
            label={t('club.settings.creditLimit')}
            helperText={t('club.settings.creditLimitHelp')}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
            }}
          />
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {t('club.settings.backupHeading')}
        </Typography>
        <Box sx={twoColumns}>
          <ClubTextField
            control={control}
            name="backupRetentionDays"
            label={t('club.settings.backupRetentionDays')}
            helperText={t('club.settings.backupRetentionDaysHelp')}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: {
                endAdornment: <InputAdornment position="end">{t('club.settings.days')}</InputAdornment>,
              },
            }}
          />
        </Box>
        <Divider sx={{ my: 3 }} />
        <Box sx={twoColumns}>
          <div>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              {t('club.settings.paymentsHeading')}
            </Typography>
            <SwitchField
              control={control}
              name="allowCustomPaymentMethods"
              label={t('club.settings.allowCustomPaymentMethods')}
              helperText={t('club.settings.allowCustomPaymentMethodsHelp')}
            />
            <SwitchField
              control={control}
              name="roundUpMinutePrice"
              label={t('club.settings.roundUpMinutePrice')}
              helperText={t('club.settings.roundUpMinutePriceHelp')}
            />
          </div>
          <div>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              {t('club.settings.remindersHeading')}
            </Typography>
            <SwitchField
              control={control}
              name="sendPaymentReminders"
              label={t('club.settings.sendPaymentReminders')}
              helperText={t('club.settings.sendPaymentRemindersHelp')}
            />
            <SwitchField
              control={control}
              name="sendUnlandedLoadRemindersToClub"
              label={t('club.settings.sendUnlandedLoadRemindersToClub')}
            />
            <SwitchField
              control={control}
              name="sendUnlandedLoadRemindersToJumpLeader"
              label={t('club.settings.sendUnlandedLoadRemindersToJumpLeader')}
              helperText={t('club.settings.unlandedHelp')}
            />
          </div>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {t('club.settings.bankHeading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('club.settings.bankHelp')}
        </Typography>
        <Box sx={twoColumns}>
          <ClubTextField
            control={control}
            name="bankAccount.recipient"
            label={t('club.settings.bankRecipient')}
            autoComplete="organization"
          />
          <ClubTextField
            control={control}
            name="bankAccount.iban"
            label={t('club.settings.bankIban')}
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
          />
          <ClubTextField
            control={control}
            name="bankAccount.bic"
            label={t('club.settings.bankBic')}
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
          />
          <ClubTextField
            control={control}
            name="paymentTopUp"
            label={t('club.settings.paymentTopUp')}
            helperText={t('club.settings.paymentTopUpHelp')}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
            }}
          />
        </Box>
        <SwitchField
          control={control}
          name="sendPaymentReceipts"
          label={t('club.settings.sendPaymentReceipts')}
          helperText={t('club.settings.sendPaymentReceiptsHelp')}
        />
        <Divider sx={{ my: 3 }} />
        <WeatherSettingsFields control={control} />
        <Divider sx={{ my: 3 }} />
        <ClubTextField
          control={control}
          name="privacyNotice"
          label={t('privacy.field')}
          helperText={t('privacy.fieldHelp')}
          multiline
          minRows={4}
          maxRows={16}
          fullWidth
        />
        <Box sx={{ mt: 3, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            loading={updateSettings.isPending}
            disabled={!isDirty || !isValid}
          >
            {t('common.save')}
          </Button>
          <Button type="button" disabled={!isDirty || updateSettings.isPending} onClick={() => reset()}>
            {t('club.settings.undo')}
          </Button>
        </Box>
      </Box>
      <Divider sx={{ my: 3 }} />
      {/* the saved public name's address: what a TV, the club's web page or a poster opens */}
      <PublicAddressQrCode page="board" slug={club.slug} clubName={club.name} />
    </ClubSection>
  );
}
