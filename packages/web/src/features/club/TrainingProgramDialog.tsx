import { type StudentType, studentType, type TrainingProgram, trainingProgramInput } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import type { TrainingProgramBody } from './api';
import { TrainingJumpsEditor } from './TrainingJumpsEditor';

export type ProgramFormValues = z.input<typeof trainingProgramInput>;
export type ProgramFormOutput = z.output<typeof trainingProgramInput>;

interface TrainingProgramDialogProps {
  /** The program to edit; null adds one. */
  program: TrainingProgram | null;
  /** Student types that have a program already (a new program takes another one). */
  takenTypes: StudentType[];
  saving: boolean;
  onSave: (body: TrainingProgramBody) => void;
  onClose: () => void;
}

/** Adds or edits a training program: its student type and its jumps in order. Mount it to open it. */
export function TrainingProgramDialog({
  program,
  takenTypes,
  saving,
  onSave,
  onClose,
}: TrainingProgramDialogProps) {
  const { t } = useTranslation();
  const typeLabelId = useId();
  const freeType = studentType.options.find((type) => !takenTypes.includes(type)) ?? 'student-sl';
  const { control, handleSubmit } = useForm<ProgramFormValues, unknown, ProgramFormOutput>({
    resolver: zodResolver(trainingProgramInput),
    defaultValues: program
      ? { forStudentType: program.forStudentType, jumps: program.jumps }
      : {
          forStudentType: freeType,
          jumps: [{ name: '', requiresInstructor: true, requiresSlInstructor: false }],
        },
  });

  return (
    <FormDialog
      title={program ? t('club.programs.editTitle') : t('club.programs.addTitle')}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
      submitting={saving}
      dividers
    >
      <FormControl sx={{ mb: 2 }}>
        <FormLabel id={typeLabelId}>{t('club.programs.studentType')}</FormLabel>
        <Controller
          control={control}
          name="forStudentType"
          render={({ field }) => (
            <RadioGroup
              row
              aria-labelledby={typeLabelId}
              name={field.name}
              value={field.value ?? 'student-sl'}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {studentType.options.map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio />}
                  label={t(`club.programs.type.${type}`)}
                  disabled={type !== program?.forStudentType && takenTypes.includes(type)}
                />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      <TrainingJumpsEditor control={control} />
    </FormDialog>
  );
}
