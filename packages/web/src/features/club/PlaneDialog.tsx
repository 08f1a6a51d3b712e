import type { Plane, PlaneInput } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDecimalSeparator } from '../../app/euroInput';
import { FormDialog } from '../../components/FormDialog';
import { SwitchField } from '../../components/SwitchField';
import { ClubTextField } from './ClubTextField';
import { type PlaneFormOutput, type PlaneFormValues, planeForm, toPlaneForm } from './clubForms';
import { JumpLinesEditor } from './JumpLinesEditor';

interface PlaneDialogProps {
  /** The plane to edit; null adds a new one. */
  plane: Plane | null;
  saving: boolean;
  onSave: (plane: PlaneInput) => void;
  onClose: () => void;
}

const adornment = (unit: string, inputMode: 'numeric' | 'decimal' = 'numeric') => ({
  htmlInput: { inputMode },
  input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
});

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Adds or edits a plane with its jump lines. Mount it when opening, so each opening starts afresh. */
export function PlaneDialog({ plane, saving, onSave, onClose }: PlaneDialogProps) {
  const { t } = useTranslation();
  const separator = useDecimalSeparator();
  const { control, handleSubmit } = useForm<PlaneFormValues, unknown, PlaneFormOutput>({
    resolver: zodResolver(planeForm),
    defaultValues: toPlaneForm(plane, separator),
  });
  const title = plane ? t('club.planes.editTitle', { name: plane.registration }) : t('club.planes.addTitle');

  return (
    <FormDialog title={title} onSubmit={handleSubmit(onSave)} onClose={onClose} submitting={saving} dividers>
      <Box sx={grid}>
        <ClubTextField control={control} name="registration" label={t('club.planes.registration')} required />
        <ClubTextField
          control={control}
          name="aircraftModel"
          label={t('club.planes.aircraftModel')}
          required
        />
        <ClubTextField
          control={control}
          name="icaoCode"
          label={t('club.planes.icaoCode')}
          helperText={t('club.planes.icaoCodeHelp')}
          invalidText={t('club.planes.icaoCodeInvalid')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 6, spellCheck: false } }}
        />
        <ClubTextField
          control={control}
          name="slots"
          label={t('club.planes.slots')}
          helperText={t('club.planes.slotsHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <ClubTextField
          control={control}
          name="weightAvailable"
          label={t('club.planes.weightAvailable')}
          helperText={t('club.planes.weightAvailableHelp')}
          slotProps={adornment('kg')}
        />
        <ClubTextField
          control={control}
          name="weightWarningThreshold"
          label={t('club.planes.weightWarningThreshold')}
          helperText={t('club.planes.weightWarningThresholdHelp')}
          slotProps={adornment('kg')}
        />
        <ClubTextField
          control={control}
          name="weightDangerThreshold"
          label={t('club.planes.weightDangerThreshold')}
          helperText={t('club.planes.weightDangerThresholdHelp')}
          slotProps={adornment('kg')}
        />
        <ClubTextField
          control={control}
          name="minutePrice"
          label={t('club.planes.minutePrice')}
          helperText={t('club.planes.minutePriceHelp')}
          slotProps={adornment('€/min', 'decimal')}
        />
        <SwitchField
          control={control}
          name="roundUpMinutePrice"
          label={t('club.planes.roundUpMinutePrice')}
        />
        <SwitchField
          control={control}
          name="isDefault"
          label={t('club.planes.isDefault')}
          helperText={t('club.planes.isDefaultHelp')}
        />
      </Box>
      <Divider sx={{ my: 3 }} />
      <JumpLinesEditor control={control} />
    </FormDialog>
  );
}
