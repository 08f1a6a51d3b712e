import type { JumpLine, LoadJumper, UpdateJumperBody } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDecimalSeparator } from '../../app/euroInput';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormTextField';
import { SwitchField } from '../../components/SwitchField';
import { AltitudeSelect } from './AltitudeSelect';
import {
  type EditJumperOutput,
  type EditJumperValues,
  editJumperForm,
  editJumperValues,
  updateJumperBodyOf,
} from './jumperForm';
import { isTandemGroupRole } from './tandemPrice';

interface EditJumperDialogProps {
  jumper: LoadJumper;
  jumpLines: readonly JumpLine[];
  /** The jumpers of the jumper's manifest group, them included: a new altitude is the whole group's. */
  groupSize: number;
  canOverridePrice: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (body: UpdateJumperBody) => void;
}

/**
 * Altitude (the whole group's), gear, high opening, did not jump and (admins, jump leader) the price of one
 * jumper.
 */
export function EditJumperDialog({
  jumper,
  jumpLines,
  groupSize,
  canOverridePrice,
  saving,
  onClose,
  onSave,
}: EditJumperDialogProps) {
  const { t } = useTranslation();
  const separator = useDecimalSeparator();
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<EditJumperValues, unknown, EditJumperOutput>({
    resolver: zodResolver(editJumperForm),
    defaultValues: editJumperValues(jumper, separator),
    mode: 'onChange',
  });
  const ownGear = useWatch({ control, name: 'ownGear' });

  return (
    <FormDialog
      title={t('loads.day.editJumper.title', { name: jumper.name })}
      onSubmit={handleSubmit((values) => onSave(updateJumperBodyOf(values, canOverridePrice)))}
      onClose={onClose}
      submitting={saving}
      submitDisabled={!isValid}
      maxWidth={420}
    >
      <Stack spacing={1.5} sx={{ pt: 1 }}>
        <AltitudeSelect
          control={control}
          name="altitude"
          lines={jumpLines}
          altitudes={[jumper.altitude]}
          price={isTandemGroupRole(jumper) ? 'tandem' : 'none'}
          size="small"
          // the server moves the whole group (a tandem, an instructor's students) to the new altitude
          helperText={groupSize > 1 ? t('loads.day.editJumper.groupAltitude') : undefined}
        />
        <SwitchField control={control} name="ownGear" label={t('loads.day.jumper.ownGear')} />
        <FormTextField
          control={control}
          name="gearRental"
          label={t('loads.day.jumper.gearRental')}
          size="small"
          disabled={ownGear}
          helperText={t('loads.day.jumper.gearRentalHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <SwitchField control={control} name="highOpening" label={t('loads.day.jumper.highOpening')} />
        <SwitchField control={control} name="didNotJump" label={t('loads.day.jumper.didNotJump')} />
        {canOverridePrice && (
          <FormTextField
            control={control}
            name="priceOverride"
            label={t('loads.day.jumper.priceOverride')}
            size="small"
            helperText={t('loads.day.jumper.priceOverrideHint')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
