import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

interface SwitchFieldProps<T extends FieldValues, TOut extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  /** A line under the switch. */
  helperText?: string;
}

/** An on/off setting bound to react-hook-form. */
export function SwitchField<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  label,
  helperText,
}: SwitchFieldProps<T, TOut>) {
  const { field } = useController({ name, control });
  const helperId = useId();
  return (
    <div>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={!!field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': helperText ? helperId : undefined } }}
          />
        }
      />
      {helperText && (
        <FormHelperText id={helperId} sx={{ mt: -0.5, ml: 6 }}>
          {helperText}
        </FormHelperText>
      )}
    </div>
  );
}
