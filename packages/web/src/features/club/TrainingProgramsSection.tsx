import { studentType, type TrainingProgram } from '@dz/shared';
import AddIcon from '@mui/icons-material/Add';
import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { EmptyState } from '../../components/EmptyState';
import { type TrainingProgramBody, useDeleteTrainingProgram, useSaveTrainingProgram } from './api';
import { ClubSection } from './ClubSection';
import { TrainingProgramCard } from './TrainingProgramCard';
import { TrainingProgramDialog } from './TrainingProgramDialog';
import { TypedConfirmDialog } from './TypedConfirmDialog';

/** The student training programs (one per student type): their jumps and the instructors each needs. */
export function TrainingProgramsSection({ programs }: { programs: TrainingProgram[] }) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const saveProgram = useSaveTrainingProgram();
  const deleteProgram = useDeleteTrainingProgram();
  const [editing, setEditing] = useState<{ program: TrainingProgram | null } | null>(null);
  const [deleting, setDeleting] = useState<TrainingProgram | null>(null);
  const takenTypes = programs.map((p) => p.forStudentType);
  const canAdd = studentType.options.some((type) => !takenTypes.includes(type));

  const handleSave = (body: TrainingProgramBody) =>
    saveProgram.mutate(
      { id: editing?.program?._id, body },
      {
        onSuccess: () => {
          setEditing(null);
          notifications.show({
            type: 'info',
            text: t('club.programs.saved', { type: t(`club.programs.type.${body.forStudentType}`) }),
          });
        },
      },
    );

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ program: null })}>
      {t('club.programs.add')}
    </Button>
  );

  return (
    <ClubSection
      title={t('club.programs.title')}
      description={t('club.programs.description')}
      actions={programs.length > 0 && canAdd ? addButton : undefined}
    >
      {programs.length === 0 ? (
        <EmptyState icon={<SchoolIcon />} title={t('club.programs.empty')} action={addButton} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {programs.map((program) => (
            <TrainingProgramCard
              key={program._id}
              program={program}
              onEdit={() => setEditing({ program })}
              onDelete={() => setDeleting(program)}
            />
          ))}
        </Box>
      )}
      {editing && (
        <TrainingProgramDialog
          program={editing.program}
          takenTypes={takenTypes}
          saving={saveProgram.isPending}
          onSave={handleSave}
          onClose={() => setEditing(null)}
        />
      )}
      <TypedConfirmDialog
        open={!!deleting}
        title={t('club.programs.deleteTitle', {
          type: deleting ? t(`club.programs.type.${deleting.forStudentType}`) : '',
        })}
        text={t('club.programs.deleteText', { count: deleting?.jumps.length ?? 0 })}
        name={deleting?.forStudentType ?? ''}
        confirmLabel={t('club.delete')}
        loading={deleteProgram.isPending}
        onConfirm={() =>
          deleting && deleteProgram.mutate(deleting._id, { onSuccess: () => setDeleting(null) })
        }
        onClose={() => setDeleting(null)}
      />
    </ClubSection>
  );
}
