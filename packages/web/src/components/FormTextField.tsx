import { errorCodes, errors, validationKey } from '@dz/shared';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type FormTextFieldProps<T extends FieldValues, TOutput = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  name: FieldPath<T>;
  /** The form's control; its schema may turn the text into other types (`TOutput`). */
  control: Control<T, unknown, TOutput>;
  /** An error found outside the form's rules (a taken username), shown when the rules find none. */
  extraError?: string;
};

/** A message of the error catalogue ("Invalid amount") as its locale key, as shared rules may use them. */
const catalogueKeys = new Map<string, string>(
  errorCodes.map((code) => [errors[code].message, `error.${code}`]),
);

/**
 * Turns a shared zod rule's English message (a validation text or a catalogue message), or a locale key
 * set by a server error (`error.emailExists`), into the UI language.
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
    const catalogueKey = catalogueKeys.get(message);
    if (catalogueKey) {
      return t(catalogueKey);
    }
    return i18n.exists(message) ? t(message) : message;
  };
}

/** A MUI text field bound to react-hook-form, its error message translated; full width unless told. */
export function FormTextField<T extends FieldValues, TOutput = T>({
  name,
  control,
  helperText,
  extraError,
  ...props
}: FormTextFieldProps<T, TOutput>) {
  const { field, fieldState } = useController({ name, control });
  const validationText = useValidationText();
  const error = validationText(fieldState.error?.message ?? extraError);
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!error}
      helperText={error ?? helperText}
    />
  );
}
