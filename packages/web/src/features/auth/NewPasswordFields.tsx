import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField';
import { PasswordHints } from './PasswordHints';

interface NewPasswordFieldsProps<T extends FieldValues, TOutput> {
  /** The form's control; its schema checks the pair with `withPasswordConfirmation`. */
  control: Control<T, unknown, TOutput>;
  /** The new password's field: `password`, or `newPassword` beside the current one. */
  name: FieldPath<T>;
  confirmationName: FieldPath<T>;
  /** "Password" by default; "New password" where it replaces one. */
  label?: string;
  autoFocus?: boolean;
}

/**
 * A new password, its confirmation and the live hints of spec section 5 (setup, register, reset and
 * profile): one button shows or hides both, so what is typed can be checked before it is saved.
 */
export function NewPasswordFields<T extends FieldValues, TOutput = T>({
  control,
  name,
  confirmationName,
  label,
  autoFocus,
}: NewPasswordFieldsProps<T, TOutput>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const [password, confirmation] = useWatch({ control, name: [name, confirmationName] });
  const type = isVisible ? 'text' : 'password';

  return (
    <>
      <FormTextField
        control={control}
        name={name}
        type={type}
        label={label ?? t('fields.password')}
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={t(isVisible ? 'auth.passwordVisibility.hide' : 'auth.passwordVisibility.show')}
                  onClick={() => setIsVisible((visible) => !visible)}
                  // keep the caret in the field
                  onMouseDown={(event) => event.preventDefault()}
                >
                  {isVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <FormTextField
        control={control}
        name={confirmationName}
        type={type}
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
      />
      <PasswordHints password={String(password ?? '')} confirmation={String(confirmation ?? '')} />
    </>
  );
}
