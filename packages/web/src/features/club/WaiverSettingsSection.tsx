import {
  type WaiverChecklistItem,
  type WaiverLanguage,
  type WaiverTextVersion,
  waiverChecklistItemInput,
  waiverLanguages,
  waiverTextInput,
} from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { FormDialog } from '../../components/FormDialog';
import { useSaveWaiverChecklist, useSaveWaiverText, useWaiverSettings } from './api';
import { ClubSection } from './ClubSection';
import { ClubTextField } from './ClubTextField';
import { PublicAddressQrCode } from './PublicAddressQrCode';

interface WaiverSettingsSectionProps {
  /** The club's public name, for the form's address. */
  slug: string | null;
  clubName: string;
  timezone: string;
}

/**
 * "Waiver" of the club screen (admins): the waiver text per language (each save is a new version; signed
 * waivers keep theirs), the checker's checklist items, and the QR code of the public form to print.
 */
export function WaiverSettingsSection({ slug, clubName, timezone }: WaiverSettingsSectionProps) {
  const { t } = useTranslation();
  const settings = useWaiverSettings();

  return (
    <ClubSection title={t('club.waiver.title')} description={t('club.waiver.description')}>
      {!settings.data ? (
        settings.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('club.waiver.loadError')}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('app.loading')} />
          </Box>
        )
      ) : (
        <Stack spacing={3}>
          {waiverLanguages.map((lang) => {
            const current = settings.data.texts.find((x) => x.lang === lang);
            return <WaiverTextRow key={lang} lang={lang} current={current} timezone={timezone} />;
          })}
          <ChecklistEditor items={settings.data.checklist} />
          <PublicAddressQrCode page="waiver" slug={slug} clubName={clubName} />
        </Stack>
      )}
    </ClubSection>
  );
}

type TextForm = z.input<typeof waiverTextInput>;

/** One language's current waiver text (a few lines of it) and Edit, which opens the text in a dialog. */
function WaiverTextRow({
  lang,
  current,
  timezone,
}: {
  lang: WaiverLanguage;
  current: WaiverTextVersion | undefined;
  timezone: string;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const language = t(`club.waiver.language.${lang}`);
  const title = t('club.waiver.textLabel', { language });
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: '1 1 200px' }}>
          {title}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          onClick={() => setEditing(true)}
          aria-label={t('club.editOf', { name: title })}
        >
          {t('club.edit')}
        </Button>
      </Box>
      {current?.text ? (
        <Typography
          sx={{
            whiteSpace: 'pre-line',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {current.text}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {current
          ? t('club.waiver.savedAt', { date: formatDateTime(current.created, timezone, currentLanguage()) })
          : t('club.waiver.noText')}
      </Typography>
      {editing && (
        <WaiverTextDialog lang={lang} title={title} current={current} onClose={() => setEditing(false)} />
      )}
    </Box>
  );
}

/** Edits one language's waiver text; saving makes a new version. Mount it to open it. */
function WaiverTextDialog({
  lang,
  title,
  current,
  onClose,
}: {
  lang: WaiverLanguage;
  title: string;
  current: WaiverTextVersion | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveWaiverText();
  const { control, handleSubmit } = useForm<TextForm, unknown, z.output<typeof waiverTextInput>>({
    resolver: zodResolver(waiverTextInput),
    defaultValues: { lang, text: current?.text ?? '' },
  });
  return (
    <FormDialog
      title={title}
      onSubmit={handleSubmit((body) => save.mutate(body, { onSuccess: onClose }))}
      onClose={onClose}
      submitting={save.isPending}
      maxWidth={800}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <ClubTextField
          control={control}
          name="text"
          label={title}
          multiline
          minRows={8}
          maxRows={24}
          helperText={t('club.waiver.versionHelp')}
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}

type ItemForm = z.input<typeof waiverChecklistItemInput>;

/** The checker's checklist items: add, rename, remove and order; each change sends the whole list. */
function ChecklistEditor({ items }: { items: WaiverChecklistItem[] }) {
  const { t } = useTranslation();
  const save = useSaveWaiverChecklist();
  const [editing, setEditing] = useState<{ item: WaiverChecklistItem | null } | null>(null);

  const send = (next: { _id?: string; label: string }[], onSuccess?: () => void) =>
    save.mutate({ items: next }, { onSuccess });
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) {
      next.splice(index + by, 0, item);
      send(next);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 200px' }}>
          <Typography variant="subtitle1" component="h3">
            {t('club.waiver.checklistTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('club.waiver.checklistDescription')}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ item: null })}>
          {t('club.waiver.addItem')}
        </Button>
      </Box>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('club.waiver.noItems')}</Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t('club.waiver.checklistTitle')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {items.map((item, index) => (
            <Box
              component="li"
              key={item._id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {item.label}
              </Typography>
              <IconButton
                disabled={index === 0 || save.isPending}
                onClick={() => move(index, -1)}
                aria-label={t('club.waiver.moveUp', { name: item.label })}
              >
                <ArrowUpIcon fontSize="small" />
              </IconButton>
              <IconButton
                disabled={index === items.length - 1 || save.isPending}
                onClick={() => move(index, 1)}
                aria-label={t('club.waiver.moveDown', { name: item.label })}
              >
                <ArrowDownIcon fontSize="small" />
              </IconButton>
              <IconButton
                onClick={() => setEditing({ item })}
                aria-label={t('club.editOf', { name: item.label })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton
                disabled={save.isPending}
                onClick={() => send(items.filter((i) => i._id !== item._id))}
                aria-label={t('club.deleteOf', { name: item.label })}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {editing && (
        <ChecklistItemDialog
          item={editing.item}
          saving={save.isPending}
          onSave={({ label }) => {
            const current = editing.item;
            const next = current
              ? items.map((i) => (i._id === current._id ? { ...i, label } : i))
              : [...items, { label }];
            send(next, () => setEditing(null));
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}

/** Adds or renames a checklist item. Mount it to open it. */
function ChecklistItemDialog({
  item,
  saving,
  onSave,
  onClose,
}: {
  item: WaiverChecklistItem | null;
  saving: boolean;
  onSave: (item: z.output<typeof waiverChecklistItemInput>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<ItemForm, unknown, z.output<typeof waiverChecklistItemInput>>({
    resolver: zodResolver(waiverChecklistItemInput),
    defaultValues: { label: item?.label ?? '' },
  });
  return (
    <FormDialog
      title={item ? t('club.waiver.editItemTitle') : t('club.waiver.addItemTitle')}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
      submitting={saving}
      maxWidth={520}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <ClubTextField
          control={control}
          name="label"
          label={t('club.waiver.itemLabel')}
          placeholder={t('club.waiver.itemPlaceholder')}
          required
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}
