import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useValidationText } from '../../components/FormTextField';

/** Every IANA time zone the browser knows, plus the club's own when the browser lacks it. */
export function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

interface TimezoneFieldProps<T extends FieldValues, TOut extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  helperText?: string;
}

/** The club's time zone: a searchable list ("hel" finds Europe/Helsinki). */
export function TimezoneField<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  label,
  helperText,
}: TimezoneFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  const validationText = useValidationText();
  const value = typeof field.value === 'string' ? field.value : '';
  const options = useMemo(() => timeZoneOptions(value), [value]);
  const error = validationText(fieldState.error?.message);
  return (
    <Autocomplete
      options={options}
      value={value || null}
      onChange={(_event, zone) => field.onChange(zone ?? '')}
      onBlur={field.onBlur}
      autoHighlight
      disableClearable={!!value}
      getOptionLabel={(zone) => zone.replaceAll('_', ' ')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required
          error={!!error}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
