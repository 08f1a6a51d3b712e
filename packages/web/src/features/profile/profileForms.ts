import { updateProfileBody, validationText, withPasswordConfirmation } from '@dz/shared';
import { z } from 'zod';

const { displayName, email, newPassword } = updateProfileBody.shape;

/** The name and e-mail form: the profile body's rules, both fields present. */
export const profileDetailsForm = z.object({
  displayName: displayName.unwrap(),
  email: email.unwrap(),
});
export type ProfileDetailsForm = z.infer<typeof profileDetailsForm>;

/** The password form: the current password, the new one by the shared rules, and its confirmation. */
export const passwordChangeForm = withPasswordConfirmation(
  z.object({
    currentPassword: z.string().min(1, validationText.required()),
    newPassword: newPassword.unwrap(),
    newPasswordConfirmation: z.string(),
  }),
  'newPassword',
  'newPasswordConfirmation',
);
export type PasswordChangeForm = z.infer<typeof passwordChangeForm>;
