import type { JumpLine } from '@dz/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField';
import { type AltitudePrice, altitudeOptionText } from './tandemPrice';

type AltitudeSelectProps<T extends FieldValues, TOutput> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'select' | 'children'
> & {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  /** The load's plane's jump lines: the altitudes offered. */
  lines: readonly JumpLine[];
  /** What each option shows beside its metres: the fun jump's price, a tandem's, or none. */
  price: AltitudePrice;
  /** Altitudes to offer besides the lines' (a jumper's own, no longer a line). */
  altitudes?: readonly number[];
  /** What landing would charge the picked jumper at an altitude (the shared quote), said instead of the line's price. */
  quoteAt?: (altitude: number) => string | null;
};

/**
 * The altitude select of the jumper dialogs. For a tandem it lists the lines' tandem prices, says which
 * line has none, and says it under the field when the chosen altitude has none (issue 27).
 */
export function AltitudeSelect<T extends FieldValues, TOutput = T>({
  control,
  name,
  lines,
  price,
  altitudes = [],
  quoteAt,
  label,
  helperText,
  ...props
}: AltitudeSelectProps<T, TOutput>) {
  const { t } = useTranslation();
  const value = useWatch({ control, name }) as unknown;
  const options = [...new Set([...lines.map((l) => l.altitude), ...altitudes])].sort((a, b) => a - b);
  const lineAt = (altitude: unknown) => lines.find((l) => l.altitude === altitude);
  const chosen = lineAt(value);
  const noTandemPrice =
    price === 'tandem' && chosen && chosen.tandemPrice === null
      ? t('loads.day.tandemPriceNone', { altitude: chosen.altitude })
      : null;
  const notes: ReactNode[] = [helperText, noTandemPrice].filter(Boolean);
  return (
    <FormTextField
      {...props}
      control={control}
      name={name}
      select
      label={label ?? t(price === 'tandem' ? 'loads.day.jumper.altitudeTandem' : 'loads.day.jumper.altitude')}
      helperText={
        notes.length > 0
          ? notes.map((note, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: at most two fixed notes
              <Box key={i} component="span" sx={{ display: 'block' }}>
                {note}
              </Box>
            ))
          : undefined
      }
    >
      {options.map((a) => (
        <MenuItem key={a} value={a}>
          {altitudeOptionText(t, a, lineAt(a), price, quoteAt?.(a))}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
