import { centsToEuros, type JumpLine, type LoadJumper, type UpdateJumperBody } from '@dz/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseEuroInput } from '../../app/euroInput';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/**
 * A price typed as `12,5` or `12.5`, in euros; empty is null; undefined when it is not an amount of zero
 * or more euros with at most two decimals (a third decimal is refused, not rounded).
 */
export function parseEuros(text: string): number | null | undefined {
  const input = parseEuroInput(text);
  if (input.kind === 'empty') {
    return null;
  }
  return input.kind === 'amount' && input.cents >= 0 ? centsToEuros(input.cents) : undefined;
}

const eurosText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

interface EditJumperDialogProps {
  jumper: LoadJumper;
  jumpLines: readonly JumpLine[];
  canOverridePrice: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (body: UpdateJumperBody) => void;
}

/** Altitude, gear, high opening, did not jump and (admins, jump leader) the price of one jumper. */
export function EditJumperDialog({
  jumper,
  jumpLines,
  canOverridePrice,
  saving,
  onClose,
  onSave,
}: EditJumperDialogProps) {
  const { t } = useTranslation();
  const [altitude, setAltitude] = useState(jumper.altitude);
  const [ownGear, setOwnGear] = useState(jumper.ownGear);
  const [highOpening, setHighOpening] = useState(jumper.highOpening);
  const [didNotJump, setDidNotJump] = useState(jumper.didNotJump);
  const [gearRental, setGearRental] = useState(eurosText(jumper.gearRental));
  const [priceOverride, setPriceOverride] = useState(eurosText(jumper.priceOverride));
  const rent = parseEuros(gearRental);
  const override = parseEuros(priceOverride);
  const altitudes = [...new Set([...jumpLines.map((l) => l.altitude), jumper.altitude])].sort(
    (a, b) => a - b,
  );

  const save = () => {
    if (rent === undefined || override === undefined) {
      return;
    }
    onSave({
      altitude,
      ownGear,
      highOpening,
      didNotJump,
      gearRental: rent,
      ...(canOverridePrice ? { priceOverride: override } : {}),
    });
  };

  return (
    <ConfirmDialog
      open
      title={t('loads.day.editJumper.title', { name: jumper.name })}
      onClose={onClose}
      onConfirm={save}
      confirmLabel={t('common.save')}
      loading={saving}
      confirmDisabled={rent === undefined || override === undefined}
      maxWidth={420}
      submitOnEnter
    >
      <Stack spacing={1.5} sx={{ pt: 1 }}>
        <TextField
          select
          label={t('loads.day.jumper.altitude')}
          value={altitude}
          size="small"
          onChange={(e) => setAltitude(Number(e.target.value))}
        >
          {altitudes.map((a) => (
            <MenuItem key={a} value={a}>
              {a} m
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={ownGear} onChange={(_e, v) => setOwnGear(v)} />}
          label={t('loads.day.jumper.ownGear')}
        />
        <TextField
          label={t('loads.day.jumper.gearRental')}
          value={gearRental}
          size="small"
          disabled={ownGear}
          error={rent === undefined}
          helperText={t('loads.day.jumper.gearRentalHint')}
          onChange={(e) => setGearRental(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormControlLabel
          control={<Switch checked={highOpening} onChange={(_e, v) => setHighOpening(v)} />}
          label={t('loads.day.jumper.highOpening')}
        />
        <FormControlLabel
          control={<Switch checked={didNotJump} onChange={(_e, v) => setDidNotJump(v)} />}
          label={t('loads.day.jumper.didNotJump')}
        />
        {canOverridePrice && (
          <TextField
            label={t('loads.day.jumper.priceOverride')}
            value={priceOverride}
            size="small"
            error={override === undefined}
            helperText={t('loads.day.jumper.priceOverrideHint')}
            onChange={(e) => setPriceOverride(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
      </Stack>
    </ConfirmDialog>
  );
}
