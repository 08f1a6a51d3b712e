import { type Member, type MemberFields, memberDisplayName } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/apiError';
import { validationLineMessage, validationLines } from '../../app/notifications/errorNotification';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { FormDialog } from '../../components/FormDialog';
import { useSaveMember } from './api';
import { MemberFormFields } from './MemberFormFields';
import { type MemberFormValues, memberForm, memberFormValues, serverFieldErrors } from './memberForm';

interface MemberDialogProps {
  open: boolean;
  /** The member to edit; a new member when missing. */
  member?: Member | null;
  onClose: () => void;
  onSaved?: (member: Member) => void;
}

/** Creates or edits a member; mounted only while open, so each opening starts from the member's values. */
export function MemberDialog({ open, ...props }: MemberDialogProps) {
  return open ? <MemberDialogForm {...props} /> : null;
}

function MemberDialogForm({ member, onClose, onSaved }: Omit<MemberDialogProps, 'open'>) {
  const { t, i18n } = useTranslation();
  const notifications = useNotifications();
  const saveMember = useSaveMember();
  const isNew = !member;
  const [sendInvite, setSendInvite] = useState(false);
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { isValid, isDirty },
  } = useForm<MemberFormValues, unknown, MemberFields>({
    resolver: zodResolver(memberForm),
    defaultValues: memberFormValues(member ?? undefined),
    mode: 'onChange',
  });
  const email = useWatch({ control, name: 'email' }) ?? '';

  const handleSave = handleSubmit((fields) => {
    saveMember.mutate(
      { member: member ? { ...fields, _id: member._id } : fields, sendInvite: sendInvite && !!fields.email },
      {
        onSuccess: (saved) => {
          notifications.show({
            text: t(isNew ? 'members.form.created' : 'members.form.saved', {
              name: memberDisplayName(saved),
            }),
          });
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => {
          const envelope = isApiError(error) ? error.envelope : undefined;
          // the structured lines say each message in the UI language; older answers have English lines only
          const lines = envelope?.validationErrors?.length
            ? envelope.validationErrors.map((line) => `${line.field}: ${validationLineMessage(line, i18n)}`)
            : (envelope?.validationMessage ?? []);
          const fieldErrors = serverFieldErrors(lines);
          fieldErrors.forEach(({ field, message }, index) => {
            setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
          });
          if (lines.length > 0 && fieldErrors.length === 0) {
            notifications.show({
              type: 'error',
              text: t('error.invalidFields'),
              validationMessage: envelope ? validationLines(envelope, i18n) : lines,
            });
          }
        },
      },
    );
  });

  return (
    <FormDialog
      title={
        isNew ? t('members.form.titleNew') : t('members.form.titleEdit', { name: memberDisplayName(member) })
      }
      onSubmit={handleSave}
      onClose={onClose}
      submitting={saveMember.isPending}
      submitDisabled={!isValid || (!isNew && !isDirty)}
      dividers
    >
      <MemberFormFields control={control} setValue={setValue} isNew={isNew} />
      {isNew && (
        <>
          <FormControlLabel
            sx={{ mt: 2 }}
            control={
              <Checkbox
                name="sendInvite"
                checked={sendInvite && !!email}
                disabled={!email}
                onChange={(_e, checked) => setSendInvite(checked)}
              />
            }
            label={t('members.form.sendInvite')}
          />
          <FormHelperText sx={{ mt: 0 }}>{t('members.form.sendInviteHint')}</FormHelperText>
        </>
      )}
    </FormDialog>
  );
}
