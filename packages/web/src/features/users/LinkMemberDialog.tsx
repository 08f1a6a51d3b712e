import { memberDisplayName, type UserResponse } from '@dz/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/apiError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { MemberRow } from '../members/api';
import { isAlreadyLinkedError, useLinkMember } from './api';

interface LinkMemberDialogProps {
  /** The user to link; closed when null. */
  user: UserResponse | null;
  members: MemberRow[];
  onClose: () => void;
}

const finnish = new Intl.Collator('fi', { sensitivity: 'base' });

/** Links a user to a member (or unlinks it). A member linked to another user is refused by the server. */
export function LinkMemberDialog({ user, members, onClose }: LinkMemberDialogProps) {
  const { t } = useTranslation();
  const linkMember = useLinkMember();
  const { reset } = linkMember;
  const [memberId, setMemberId] = useState<string | null>(null);
  const options = useMemo(
    () => [...members].sort((a, b) => finnish.compare(memberDisplayName(a), memberDisplayName(b))),
    [members],
  );

  useEffect(() => {
    setMemberId(user?.linkedMember ?? null);
    reset();
  }, [user, reset]);

  const error = linkMember.error;
  const errorText =
    error && isApiError(error) && isAlreadyLinkedError(error) ? t('error.userAlreadyLinked') : undefined;
  const save = (id: string | null) =>
    user && linkMember.mutate({ id: user._id, memberId: id }, { onSuccess: onClose });
  const name = user?.displayName ?? '';

  return (
    <ConfirmDialog
      open={!!user}
      title={t('members.linking.title', { name })}
      onClose={onClose}
      onConfirm={() => save(memberId)}
      confirmLabel={t('common.save')}
      confirmDisabled={!memberId || memberId === user?.linkedMember}
      loading={linkMember.isPending}
      maxWidth={520}
      submitOnEnter
    >
      <DialogContentText sx={{ mb: 2 }}>{t('members.linking.text')}</DialogContentText>
      <Autocomplete
        options={options}
        value={options.find((m) => m._id === memberId) ?? null}
        getOptionLabel={memberDisplayName}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        autoHighlight
        onChange={(_event, member) => {
          setMemberId(member?._id ?? null);
          reset();
        }}
        renderOption={({ key, ...props }, member) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 2 }}>
            <Box sx={{ flexGrow: 1 }}>{memberDisplayName(member)}</Box>
            {member.linkedUser && member.linkedUser !== user?._id && (
              <Typography variant="caption" color="text.secondary">
                {t('members.linking.linkedToOther')}
              </Typography>
            )}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('members.linking.member')}
            autoFocus
            error={!!errorText}
            helperText={errorText}
          />
        )}
      />
      {user?.linkedMember && (
        <Button color="error" sx={{ mt: 2 }} disabled={linkMember.isPending} onClick={() => save(null)}>
          {t('members.linking.unlink')}
        </Button>
      )}
    </ConfirmDialog>
  );
}
