import { license, type WaiverBody, type WaiverForm } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../app/apiError';
import { validationLineMessage, validationLines } from '../../app/notifications/errorNotification';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { FormTextField } from '../../components/FormTextField';
import { PageHeader } from '../../components/PageHeader';
import { useBotToken } from '../auth/accountsApi';
import { PrivacyLink } from '../privacy/PrivacyLink';
import { usePostWaiver, useWaiverFormContent } from './api';
import { SignatureField } from './SignatureField';
import { emptyWaiverForm, formFieldOf, type WaiverFormValues, waiverForm } from './waiverForm';
import { YesNoField } from './YesNoField';

/** Numbers are typed into text fields and read the Finnish way (`80,5`) by `parseDecimalInput`. */
const decimal = { slotProps: { htmlInput: { inputMode: 'decimal', autoComplete: 'off' } } } as const;
const integer = { slotProps: { htmlInput: { inputMode: 'numeric', autoComplete: 'off' } } } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}

/** `/waiver` (no login): a jumper fills in and signs this year's waiver, on a phone at the manifest desk. */
export function WaiverFormPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const club = params.get('club') ?? '';
  const lang = i18n.language === 'en' ? 'en' : 'fi';
  const content = useWaiverFormContent(club, lang);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return <WaiverSent email={sentTo} />;
  }
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', minWidth: 0 }}>
      <PageHeader title={t('waiverForm.title')} subtitle={content.data?.clubName} />
      {content.isPending ? (
        <CenteredSpinner />
      ) : content.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => content.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {isApiError(content.error) && content.error.locale === 'error.clubNotFound'
            ? t('error.clubNotFound')
            : t('waiverForm.loadFailed')}
        </Alert>
      ) : (
        <WaiverFormBody content={content.data} club={club} lang={lang} onSent={setSentTo} />
      )}
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <PrivacyLink />
      </Box>
    </Box>
  );
}

interface BodyProps {
  content: WaiverForm;
  club: string;
  lang: 'fi' | 'en';
  onSent: (email: string) => void;
}

function WaiverFormBody({ content, club, lang, onSent }: BodyProps) {
  const { t, i18n } = useTranslation();
  const notifications = useNotifications();
  const botToken = useBotToken();
  const postWaiver = usePostWaiver(club);
  const queryClient = useQueryClient();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { isSubmitting },
  } = useForm<WaiverFormValues, unknown, WaiverBody>({
    resolver: zodResolver(waiverForm),
    defaultValues: emptyWaiverForm(content.versionId),
  });
  const ownGear = useWatch({ control, name: 'ownGear' });

  // the text shown is the text signed: a new language shows a new version
  useEffect(() => {
    setValue('waiverTextVersionId', content.versionId);
  }, [content.versionId, setValue]);

  const handleSign = handleSubmit(async (waiver) => {
    const token = await botToken('waiver');
    try {
      await postWaiver.mutateAsync({ waiver, lang, ...(token ? { botToken: token } : {}) });
      onSent(waiver.email);
      window.scrollTo?.({ top: 0 });
    } catch (error) {
      const envelope = isApiError(error) ? error.envelope : undefined;
      if (envelope?.detailsLocale?.endsWith('waiverTextVersionUnknown')) {
        // the club changed its text meanwhile: show the new one (and its version) to read and sign
        void queryClient.invalidateQueries({ queryKey: ['waiverForm'] });
      }
      const lines = envelope?.validationErrors ?? [];
      let shown = 0;
      for (const line of lines) {
        const field = formFieldOf(line.field);
        if (field) {
          setError(
            field,
            { type: 'server', message: validationLineMessage(line, i18n) },
            { shouldFocus: !shown },
          );
          shown += 1;
        }
      }
      if (envelope && lines.length > 0 && shown === 0) {
        notifications.show({
          type: 'error',
          text: t('error.invalidFields'),
          validationMessage: validationLines(envelope, i18n),
        });
      }
    }
  });

  return (
    <Box component="form" onSubmit={handleSign} noValidate aria-label={t('waiverForm.title')}>
      <Stack spacing={4}>
        <Typography>{t('waiverForm.intro')}</Typography>
        <Section title={t('waiverForm.sections.read')}>
          {content.text.trim() && content.lang !== lang ? (
            <Alert severity="info" data-testid="waiver-text-language">
              {t('waiverForm.textInOtherLanguage')}
            </Alert>
          ) : null}
          {content.text.trim() ? (
            <Paper
              variant="outlined"
              tabIndex={0}
              lang={content.lang}
              aria-label={t('waiverForm.textLabel')}
              sx={{ p: 2, maxHeight: 360, overflowY: 'auto' }}
            >
              <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {content.text}
              </Typography>
            </Paper>
          ) : null}
          {content.links.length > 0 ? (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {content.links.map((link) => (
                <li key={link._id}>
                  <Link
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 1,
                      py: 1,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {link.title}
                    <OpenInNewIcon fontSize="small" aria-label={t('waiverForm.opensNewTab')} />
                  </Link>
                </li>
              ))}
            </Stack>
          ) : null}
          {!content.text.trim() && content.links.length === 0 ? (
            <Typography color="text.secondary">{t('waiverForm.nothingToRead')}</Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('waiverForm.readHint')}
            </Typography>
          )}
        </Section>

        <Section title={t('waiverForm.sections.person')}>
          <FormTextField
            control={control}
            name="firstName"
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
          />
          <FormTextField
            control={control}
            name="lastName"
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
          />
          <FormTextField
            control={control}
            name="street"
            label={t('fields.street')}
            autoComplete="street-address"
            required
          />
          <FormTextField
            control={control}
            name="zip"
            label={t('fields.zip')}
            autoComplete="postal-code"
            required
          />
          <FormTextField
            control={control}
            name="city"
            label={t('fields.city')}
            autoComplete="address-level2"
            required
          />
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            required
          />
          <FormTextField
            control={control}
            name="phone"
            type="tel"
            label={t('fields.phone')}
            autoComplete="tel"
            required
          />
        </Section>

        <Section title={t('waiverForm.sections.jumping')}>
          <FormTextField
            control={control}
            name="totalJumps"
            label={t('fields.totalJumps')}
            required
            {...integer}
          />
          <FormTextField
            control={control}
            name="license"
            label={t('fields.license')}
            select
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            {license.options.map((value) => (
              <MenuItem key={value || 'none'} value={value} sx={{ minHeight: 48 }}>
                {value || t('waiverForm.noLicense')}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="exitWeight"
            label={t('fields.exitWeight')}
            helperText={t('waiverForm.exitWeightHint')}
            required
            {...decimal}
          />
        </Section>

        <Section title={t('waiverForm.sections.gear')}>
          <YesNoField control={control} name="ownGear" />
          <FormTextField
            control={control}
            name="canopy"
            label={t('fields.canopy')}
            required={ownGear === true}
          />
          <FormTextField
            control={control}
            name="canopySize"
            label={t('fields.canopySize')}
            required={ownGear === true}
            {...integer}
          />
          <FormTextField control={control} name="wingLoad" label={t('fields.wingLoad')} {...decimal} />
          <FormTextField
            control={control}
            name="nextEquipmentExpiration"
            type="date"
            label={t('fields.nextEquipmentExpiration')}
            helperText={t('waiverForm.nextEquipmentExpirationHint')}
            required={ownGear === true}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Section>

        <Section title={t('waiverForm.sections.memberships')}>
          <YesNoField control={control} name="clubMember" />
          <YesNoField control={control} name="silMember" />
          <YesNoField control={control} name="filmingPermission" />
        </Section>

        <FormTextField control={control} name="note" label={t('fields.note')} multiline minRows={3} />

        <SignatureField control={control} />

        <Button type="submit" variant="contained" size="large" loading={isSubmitting} sx={{ py: 1.5 }}>
          {t('waiverForm.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

/** After a 201: the waiver is saved and waits for a checker; a copy goes to the signer's e-mail. */
function WaiverSent({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', textAlign: 'center', py: 4, minWidth: 0 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 72 }} />
      <Typography component="h1" variant="h4" sx={{ mt: 2, mb: 2 }}>
        {t('waiverForm.sentTitle')}
      </Typography>
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{t('waiverForm.sentText', { email })}</Typography>
      <Typography color="text.secondary">{t('waiverForm.sentNext')}</Typography>
    </Box>
  );
}
