import { validationKey } from '@dz/shared';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** An error found outside the form's rules (a taken username), shown when the rules find none. */
  extraError?: string;
};

/**
 * Turns a shared zod rule's English message, or a locale key set by a server error (`error.emailExists`),
 * into the UI language.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => {
    if (!message) {
      return undefined;
    }
    const match = validationKey(message);
    if (match) {
      return t(match.key, { n: match.n });
    }
    return i18n.exists(message) ? t(message) : message;
  };
}

/** A MUI text field bound to react-hook-form, its error message translated. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  helperText,
  extraError,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const validationText = useValidationText();
  const error = validationText(fieldState.error?.message ?? extraError);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!error}
      helperText={error ?? helperText}
      fullWidth
    />
  );
}
