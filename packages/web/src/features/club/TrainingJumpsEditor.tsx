import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClubTextField } from './ClubTextField';
import type { ProgramFormOutput, ProgramFormValues } from './TrainingProgramDialog';

const flags = ['requiresInstructor', 'requiresSlInstructor'] as const;

/** The jumps of a training program in their order: name, the instructors it needs; add, remove, move. */
export function TrainingJumpsEditor({
  control,
}: {
  control: Control<ProgramFormValues, unknown, ProgramFormOutput>;
}) {
  const { t } = useTranslation();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'jumps' });

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {t('club.programs.jumps')}
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('club.programs.noJumps')}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {fields.map((field, index) => {
          const n = index + 1;
          return (
            <Box
              component="li"
              key={field.id}
              aria-label={t('club.programs.jumpN', { n })}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1,
                rowGap: 0.5,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ width: 28, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                {n}.
              </Typography>
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <ClubTextField
                  control={control}
                  name={`jumps.${index}.name`}
                  label={t('club.programs.jumpName')}
                  size="small"
                  required
                />
              </Box>
              {flags.map((flag) => (
                <Controller
                  key={flag}
                  control={control}
                  name={`jumps.${index}.${flag}`}
                  render={({ field: box }) => (
                    <FormControlLabel
                      sx={{ mr: 0 }}
                      label={t(`club.programs.${flag}`)}
                      control={
                        <Checkbox
                          size="small"
                          checked={!!box.value}
                          onChange={(event) => box.onChange(event.target.checked)}
                          slotProps={{ input: { ref: box.ref } }}
                        />
                      }
                    />
                  )}
                />
              ))}
              <Box sx={{ display: 'flex', ml: 'auto' }}>
                <IconButton
                  size="small"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t('club.programs.moveUp', { n })}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('club.programs.moveDown', { n })}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  onClick={() => remove(index)}
                  aria-label={t('club.programs.removeJump', { n })}
                >
                  <RemoveIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1.5 }}
        onClick={() => append({ name: '', requiresInstructor: false, requiresSlInstructor: false })}
      >
        {t('club.programs.addJump')}
      </Button>
    </Box>
  );
}
