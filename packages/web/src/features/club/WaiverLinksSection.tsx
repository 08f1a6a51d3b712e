import type { WaiverLink } from '@dz/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteWaiverLink, useSaveWaiverLink } from './api';
import { ClubSection } from './ClubSection';
import { WaiverLinkDialog } from './WaiverLinkDialog';

/** Links the waiver form shows (rules, privacy notice): title and address; add, edit, delete. */
export function WaiverLinksSection({ links }: { links: WaiverLink[] }) {
  const { t } = useTranslation();
  const saveLink = useSaveWaiverLink();
  const deleteLink = useDeleteWaiverLink();
  const [editing, setEditing] = useState<{ link: WaiverLink | null } | null>(null);
  const [deleting, setDeleting] = useState<WaiverLink | null>(null);

  return (
    <ClubSection
      title={t('club.waiverLinks.title')}
      description={t('club.waiverLinks.description')}
      actions={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ link: null })}>
          {t('club.add')}
        </Button>
      }
    >
      {links.length === 0 ? (
        <Typography color="text.secondary">{t('club.waiverLinks.empty')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('club.waiverLinks.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {links.map((link) => (
            <Box
              component="li"
              key={link._id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link href={link.url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 500 }}>
                  {link.title}
                </Link>
                <Typography variant="body2" color="text.secondary" noWrap title={link.url}>
                  {link.url}
                </Typography>
              </Box>
              <IconButton
                onClick={() => setEditing({ link })}
                aria-label={t('club.editOf', { name: link.title })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton
                onClick={() => setDeleting(link)}
                aria-label={t('club.deleteOf', { name: link.title })}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {editing && (
        <WaiverLinkDialog
          link={editing.link}
          saving={saveLink.isPending}
          onSave={(link) =>
            saveLink.mutate({ ...link, _id: editing.link?._id }, { onSuccess: () => setEditing(null) })
          }
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('club.waiverLinks.deleteTitle', { name: deleting?.title ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && deleteLink.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
        confirmLabel={t('club.delete')}
        danger
        loading={deleteLink.isPending}
        maxWidth={520}
      >
        {t('club.waiverLinks.deleteText')}
      </ConfirmDialog>
    </ClubSection>
  );
}
