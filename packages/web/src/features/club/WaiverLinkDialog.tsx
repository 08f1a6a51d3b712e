import { type WaiverLink, waiverLinkInput } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
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
  const { control, handleSubmit } = useForm<LinkForm, unknown, z.output<typeof waiverLinkInput>>({
    resolver: zodResolver(waiverLinkInput),
    defaultValues: link ?? { title: '', url: '' },
  });

  return (
    <FormDialog
      title={link ? t('club.waiverLinks.editTitle') : t('club.waiverLinks.addTitle')}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
      submitting={saving}
      maxWidth={560}
    >
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
    </FormDialog>
  );
}
