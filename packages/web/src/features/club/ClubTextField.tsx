import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../components/FormTextField';

type ClubTextFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  name: FieldPath<T>;
  /** A form whose schema turns the texts into other values (numbers) has its own output type. */
  control: Control<T, unknown, TOut>;
  /** What "Invalid data" from a shared rule means for this field ("six hexadecimal digits"). */
  invalidText?: string;
  /** Changes the text as it is typed (an ICAO code in capitals), the caret kept where it was. */
  transform?: (text: string) => string;
};

/**
 * A text field bound to react-hook-form whose shared-rule messages are translated, including the generic
 * "Invalid data" and "Invalid amount" of the club rules.
 */
export function ClubTextField<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  helperText,
  invalidText,
  transform,
  ...props
}: ClubTextFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const validationText = useValidationText();
  const message = fieldState.error?.message;
  const error =
    message === 'Invalid data'
      ? (invalidText ?? t('error.invalidData'))
      : message === 'Invalid amount'
        ? t('club.validation.invalidAmount')
        : validationText(message);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={
        transform
          ? (event) => {
              const input = event.target as HTMLInputElement;
              const { selectionStart, selectionEnd } = input;
              const text = transform(input.value);
              if (text !== input.value) {
                // the input shows the changed text at once, so React has nothing to replace and the caret stays
                input.value = text;
                input.setSelectionRange(selectionStart, selectionEnd);
              }
              field.onChange(text);
            }
          : field.onChange
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!error}
      helperText={error ?? helperText}
      fullWidth
    />
  );
}
