import type { TrainingProgram } from '@dz/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface TrainingProgramCardProps {
  program: TrainingProgram;
  onEdit: () => void;
  onDelete: () => void;
}

/** A training program: its student type and numbered jumps with the instructors they need. */
export function TrainingProgramCard({ program, onEdit, onDelete }: TrainingProgramCardProps) {
  const { t } = useTranslation();
  const name = t(`club.programs.type.${program.forStudentType}`);
  return (
    <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('club.programs.jumpCount', { count: program.jumps.length })}
          </Typography>
        </Box>
        <Tooltip title={t('club.edit')}>
          <IconButton size="small" onClick={onEdit} aria-label={t('club.editOf', { name })}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('club.delete')}>
          <IconButton size="small" onClick={onDelete} aria-label={t('club.deleteOf', { name })}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {program.jumps.map((jump) => (
          <Box component="li" key={jump._id} sx={{ py: 0.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
              <Typography component="span">{jump.name}</Typography>
              {jump.requiresInstructor && (
                <Chip size="small" variant="outlined" label={t('club.programs.instructor')} />
              )}
              {jump.requiresSlInstructor && (
                <Chip
                  size="small"
                  variant="outlined"
                  color="secondary"
                  label={t('club.programs.slInstructor')}
                />
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
