import { type ApproveWaiverBody, licenses, type Waiver } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { useSession } from '../../app/session/sessionContext';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormTextField';
import { SwitchField } from '../../components/SwitchField';
import {
  useApproveWaiver,
  useDownloadWaiverPdf,
  useTickWaiver,
  useUnapproveWaiver,
  useUpdateWaiver,
} from './api';
import { WaiverApproval } from './WaiverApproval';
import { WaiverSignature } from './WaiverSignature';
import {
  checklistRows,
  tickBody,
  updateBodyOfForm,
  type WaiverFormOutput,
  type WaiverFormValues,
  waiverForm,
  waiverFormValues,
} from './waiverForm';

interface WaiverDialogProps {
  /** The waiver as the list has it now (refreshed live when another checker changes it). */
  waiver: Waiver;
  onClose: () => void;
}

/** A section heading inside the dialog. */
function Section({ title }: { title: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
      {title}
    </Typography>
  );
}

/**
 * One waiver for the checker: its fields editable (the shared rules), the signature, the checklist (a tick
 * saves at once), Approve (optionally creating the member) and Remove approval. Full screen on phones.
 */
export function WaiverDialog({ waiver: latest, onClose }: WaiverDialogProps) {
  const { t, i18n } = useTranslation();
  const { club } = useSession();
  const notifications = useNotifications();
  const [initial] = useState(latest);
  // this dialog's own answers, or the list's copy when another checker changed the waiver since (newer wins);
  // the form keeps the checker's unsaved edits
  const [answered, setWaiver] = useState(latest);
  const waiver = latest.modified > answered.modified ? latest : answered;
  const update = useUpdateWaiver();
  const tick = useTickWaiver();
  const approve = useApproveWaiver();
  const unapprove = useUnapproveWaiver();
  const download = useDownloadWaiverPdf();
  const timeZone = club?.timezone;
  const { control, handleSubmit, reset, formState } = useForm<WaiverFormValues, unknown, WaiverFormOutput>({
    resolver: zodResolver(waiverForm),
    defaultValues: waiverFormValues(initial, i18n.language),
    mode: 'onChange',
  });
  const busy = update.isPending || approve.isPending || unapprove.isPending;
  const name = `${waiver.firstName} ${waiver.lastName}`.trim();
  const approved = waiver.status === 'approved';

  const save = handleSubmit((fields) => {
    update.mutate(
      { id: waiver._id, body: updateBodyOfForm(fields) },
      {
        onSuccess: (saved) => {
          setWaiver(saved);
          reset(waiverFormValues(saved, i18n.language));
          notifications.show({ text: t('waivers.saved', { name }) });
        },
      },
    );
  });

  // a tick shows at once while it is saved (a slow network at the airfield); a refusal puts it back
  const pendingTick = tick.isPending ? tick.variables?.body.checklist[0] : undefined;
  const toggle = (itemId: string, checked: boolean) => {
    tick.mutate({ id: waiver._id, body: tickBody(itemId, checked) }, { onSuccess: setWaiver });
  };

  const doApprove = (body: ApproveWaiverBody, done: string) => {
    approve.mutate(
      { id: waiver._id, body },
      {
        onSuccess: (saved) => {
          setWaiver(saved);
          notifications.show({ text: done });
        },
      },
    );
  };

  const doUnapprove = () => {
    unapprove.mutate(waiver._id, {
      onSuccess: (saved) => {
        setWaiver(saved);
        notifications.show({ text: t('waivers.unapprovedText', { name }) });
      },
    });
  };

  const field = (fieldName: keyof WaiverFormValues, props: Record<string, unknown> = {}) => (
    <FormTextField control={control} name={fieldName} label={t(`fields.${fieldName}`)} {...props} />
  );

  return (
    <FormDialog
      title={t('waivers.dialogTitle', { name })}
      onSubmit={save}
      onClose={onClose}
      submitting={update.isPending}
      submitDisabled={!formState.isDirty || !formState.isValid || busy}
      submitLabel={t('waivers.saveEdits')}
      cancelLabel={t('common.close')}
      dividers
    >
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('waivers.signedAt', { when: formatDateTime(waiver.signedAt, timeZone, currentLanguage()) })}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PrintIcon />}
            component={RouterLink}
            to={`/waivers/${waiver._id}/print`}
          >
            {t('waivers.openPrintable')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            loading={download.isPending}
            onClick={() => download.mutate({ waiver, lang: currentLanguage() })}
          >
            {t('waivers.downloadPdf')}
          </Button>
        </Stack>
        {approved ? (
          <Alert severity="success">
            {t('waivers.approvedBy', {
              name: waiver.approvedByName ?? t('waivers.unknownUser'),
              when: waiver.approvedAt ? formatDateTime(waiver.approvedAt, timeZone, currentLanguage()) : '',
            })}
          </Alert>
        ) : (
          <Alert severity="info">{t('waivers.pendingHint')}</Alert>
        )}
      </Stack>

      <Section title={t('waivers.checklistTitle')} />
      {waiver.checklist.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('waivers.noChecklistItems')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('waivers.checklistTitle')}>
          {checklistRows(waiver).map((row) => (
            <ListItem key={row.itemId} disableGutters sx={{ display: 'block' }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={pendingTick?.itemId === row.itemId ? pendingTick.checked : row.checked}
                    disabled={tick.isPending || busy}
                    onChange={(_e, checked) => toggle(row.itemId, checked)}
                  />
                }
                label={row.label || row.itemId}
              />
              {row.checked && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ ml: 4, mt: -0.5 }}>
                  {t('waivers.tickedBy', {
                    name: row.checkedByName ?? t('waivers.unknownUser'),
                    when: row.checkedAt ? formatDateTime(row.checkedAt, timeZone, currentLanguage()) : '',
                  })}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}

      <Section title={t('waivers.approval')} />
      {approved ? (
        <Button
          variant="outlined"
          color="warning"
          onClick={doUnapprove}
          loading={unapprove.isPending}
          disabled={busy}
        >
          {t('waivers.unapprove')}
        </Button>
      ) : (
        <WaiverApproval waiver={waiver} disabled={busy} approving={approve.isPending} onApprove={doApprove} />
      )}

      <Section title={t('waivers.signature')} />
      <WaiverSignature signature={waiver.signature} label={t('waivers.signatureOf', { name })} />

      <Section title={t('waivers.fieldsTitle')} />
      {approved && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('waivers.approvedEditHint')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {field('firstName', { required: true })}
        {field('lastName', { required: true })}
        {field('email', { required: true, type: 'email' })}
        {field('phone', { required: true, type: 'tel' })}
        {field('street', { required: true })}
        {field('zip', { required: true })}
        {field('city', { required: true })}
        {field('exitWeight', { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {field('totalJumps', { required: true, slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        <FormTextField control={control} name="license" label={t('fields.license')} select>
          {licenses.map((value) => (
            <MenuItem key={value || 'none'} value={value}>
              {value || t('waivers.noLicense')}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <Box sx={{ mt: 2 }}>
        <SwitchField control={control} name="ownGear" label={t('fields.ownGear')} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {field('canopy')}
        {field('canopySize', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {field('wingLoad', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {field('nextEquipmentExpiration', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
      </Box>
      <Box sx={{ mt: 2 }}>
        <SwitchField control={control} name="clubMember" label={t('fields.clubMember')} />
        <SwitchField control={control} name="silMember" label={t('fields.silMember')} />
        <SwitchField control={control} name="filmingPermission" label={t('fields.filmingPermission')} />
      </Box>
      <Box sx={{ mt: 2 }}>{field('note', { multiline: true, minRows: 2 })}</Box>
      <Divider sx={{ mt: 3 }} />
    </FormDialog>
  );
}
