import { z } from 'zod';
import { FEEDBACK_MAX } from '../constants';
import {
  emailSchema,
  passwordSchema,
  requiredShortText,
  usernameSchema,
  validationText,
  withPasswordConfirmation,
} from '../validation';

/** `POST /api/register` (the Register screen). */
export const registerBody = z.object({
  clubKey: requiredShortText,
  username: usernameSchema,
  email: emailSchema,
  displayName: requiredShortText,
  password: passwordSchema,
  botToken: z.string().max(4096).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The register form adds the confirmation, checked in the browser only. */
export const registerForm = withPasswordConfirmation(
  registerBody.omit({ botToken: true }).extend({ passwordConfirmation: z.string() }),
  'password',
  'passwordConfirmation',
);
export type RegisterForm = z.infer<typeof registerForm>;

export const availabilityResponse = z.object({ available: z.boolean() });

export const tokenBody = z.object({ token: z.string().min(1).max(200) });

export const sendPasswordResetBody = z.object({
  email: emailSchema,
  botToken: z.string().max(4096).optional(),
});

/** `POST /api/resend-confirmation`: the login's name or address; the answer never says whether it exists. */
export const resendConfirmationBody = z.object({
  usernameOrEmail: z.string().trim().min(1, validationText.required()).max(320),
});

export const resetPasswordBody = z.object({ token: z.string().min(1).max(200), password: passwordSchema });

export const googleLoginBody = z.object({ credential: z.string().min(1).max(8192) });

/** What the web needs to know about the server's integrations before sign-in. */
export const publicConfig = z.object({
  googleClientId: z.string().nullable(),
  botCheckSiteKey: z.string().nullable(),
  mailDelivers: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

/** `PUT /api/user`: the profile. A password change needs the current password. */
export const updateProfileBody = z
  .object({
    displayName: requiredShortText.optional(),
    email: emailSchema.optional(),
    currentPassword: z.string().max(1024).optional(),
    newPassword: passwordSchema.optional(),
  })
  .refine((v) => v.newPassword === undefined || (v.currentPassword ?? '') !== '', {
    path: ['currentPassword'],
    message: validationText.required(),
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** `PUT /api/user/{id}`: what an admin may change of another user. */
export const adminUpdateUserBody = z.object({
  admin: z.boolean().optional(),
  permissions: z
    .object({ canCheckWaivers: z.boolean(), canManifest: z.boolean(), canTakePayments: z.boolean() })
    .partial()
    .optional(),
  blocked: z.boolean().optional(),
  displayName: requiredShortText.optional(),
  /** A member id to link, or null to unlink (the members issue). */
  linkedMember: z.uuid().nullable().optional(),
  /** null restores a soft-removed user. */
  removed: z.null().optional(),
});
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBody>;

/** `GET /api/user/allPublic`: the reduced list every signed-in user may load. */
export const publicUser = z.object({
  _id: z.string(),
  displayName: z.string(),
  linkedMember: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const feedbackBody = z.object({
  message: z
    .string()
    .trim()
    .min(1, validationText.required())
    .max(FEEDBACK_MAX, validationText.maxLength(FEEDBACK_MAX)),
});
