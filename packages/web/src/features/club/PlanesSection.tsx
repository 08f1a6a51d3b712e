import type { Plane, PlaneInput } from '@dz/shared';
import AddIcon from '@mui/icons-material/Add';
import FlightIcon from '@mui/icons-material/Flight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { useDeletePlane, useSavePlane } from './api';
import { ClubSection } from './ClubSection';
import { PlaneCard } from './PlaneCard';
import { PlaneDialog } from './PlaneDialog';

/** The club's planes as cards; add and edit in a dialog, one default plane, delete after asking. */
export function PlanesSection({ planes }: { planes: Plane[] }) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const savePlane = useSavePlane();
  const deletePlane = useDeletePlane();
  /** The dialog: `null` plane adds one; no object means closed. */
  const [editing, setEditing] = useState<{ plane: Plane | null } | null>(null);
  const [deleting, setDeleting] = useState<Plane | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const handleSave = (plane: PlaneInput) =>
    savePlane.mutate(plane, {
      onSuccess: () => {
        setEditing(null);
        notifications.show({ type: 'info', text: t('club.planes.saved', { name: plane.registration }) });
      },
    });

  const handleMakeDefault = (plane: Plane) => {
    setBusyId(plane._id);
    savePlane.mutate({ ...plane, isDefault: true }, { onSettled: () => setBusyId(null) });
  };

  const handleDelete = (plane: Plane) =>
    deletePlane.mutate(plane._id, { onSuccess: () => setDeleting(null) });

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ plane: null })}>
      {t('club.planes.add')}
    </Button>
  );

  return (
    <ClubSection
      title={t('club.planes.title')}
      description={t('club.planes.description')}
      actions={planes.length > 0 ? addButton : undefined}
    >
      {planes.length === 0 ? (
        <EmptyState
          icon={<FlightIcon />}
          title={t('club.noPlanes')}
          text={t('club.noPlanesHint')}
          action={addButton}
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {planes.map((plane) => (
            <PlaneCard
              key={plane._id}
              plane={plane}
              busy={busyId === plane._id}
              onEdit={() => setEditing({ plane })}
              onMakeDefault={() => handleMakeDefault(plane)}
              onDelete={() => setDeleting(plane)}
            />
          ))}
        </Box>
      )}
      {editing && (
        <PlaneDialog
          plane={editing.plane}
          saving={savePlane.isPending}
          onSave={handleSave}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('club.planes.deleteTitle', { name: deleting?.registration ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && handleDelete(deleting)}
        confirmLabel={t('club.delete')}
        danger
        loading={deletePlane.isPending}
        maxWidth={520}
      >
        {t('club.planes.deleteText')}
      </ConfirmDialog>
    </ClubSection>
  );
}
