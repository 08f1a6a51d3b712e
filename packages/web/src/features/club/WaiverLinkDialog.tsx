import { type WaiverLink, waiverLinkInput } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ClubTextField } from './ClubTextField';

type LinkForm = z.input<typeof waiverLinkInput>;

interface WaiverLinkDialogProps {
  /** The link to edit; null adds one. */
  link: WaiverLink | null;
  saving: boolean;
  onSave: (link: z.output<typeof waiverLinkInput>) => void;
  onClose: () => void;
}

/** Adds or edits a waiver link (a document the waiver form links to). Mount it to open it. */
export function WaiverLinkDialog({ link, saving, onSave, onClose }: WaiverLinkDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { control, handleSubmit } = useForm<LinkForm, unknown, z.output<typeof waiverLinkInput>>({
    resolver: zodResolver(waiverLinkInput),
    defaultValues: link ?? { title: '', url: '' },
  });

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          ...{ component: 'form', noValidate: true },
          onSubmit: handleSubmit(onSave),
          sx: {
            maxWidth: 560,
            m: { xs: 1, sm: 4 },
            width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
      sx={{ '& .MuiDialog-container': { alignItems: { xs: 'flex-start', sm: 'center' } } }}
    >
      <DialogTitle id={titleId}>
        {link ? t('club.waiverLinks.editTitle') : t('club.waiverLinks.addTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ClubTextField
            control={control}
            name="title"
            label={t('club.waiverLinks.linkTitle')}
            required
            autoFocus
          />
          <ClubTextField
            control={control}
            name="url"
            type="url"
            label={t('club.waiverLinks.url')}
            placeholder="https://"
            helperText={t('club.waiverLinks.urlHelp')}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
