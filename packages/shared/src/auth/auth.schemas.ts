import { z } from 'zod';
import { userRoles } from '../enums';
import { clubKeySchema, emailSchema, passwordSchema, requiredShortText, usernameSchema } from '../validation';

export const userRole = z.enum(userRoles);

/** `POST /api/setup`: the first run creates the club and its overlord. */
export const setupBody = z.object({
  clubName: requiredShortText,
  clubKey: clubKeySchema,
  email: emailSchema,
  username: usernameSchema,
  displayName: requiredShortText,
  password: passwordSchema,
});
export type SetupBody = z.infer<typeof setupBody>;

export const setupStatus = z.object({ needsSetup: z.boolean() });

/** `POST /api/login`. The password is not checked against the rules here: that would leak them. */
export const loginBody = z.object({
  usernameOrEmail: z.string().trim().min(1, 'Required').max(320),
  password: z.string().min(1, 'Required').max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The signed-in user as the API answers it (spec section 3, User). */
export const userResponse = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  displayName: z.string(),
  admin: z.boolean(),
  role: userRole,
  confirmed: z.boolean(),
  blocked: z.boolean(),
  linkedMember: z.string().nullable(),
  permissions: z.object({
    canCheckWaivers: z.boolean(),
    canManifest: z.boolean(),
    canTakePayments: z.boolean(),
  }),
  created: z.string(),
  removed: z.string().nullable(),
  clubId: z.string(),
  /** The installation's host (issue 35). */
  host: z.boolean(),
});
export type UserResponse = z.infer<typeof userResponse>;

/** The club as the shell needs it before the club settings screen exists. */
export const clubSummary = z.object({
  _id: z.string(),
  name: z.string(),
  timezone: z.string(),
  created: z.string(),
});
export type ClubSummary = z.infer<typeof clubSummary>;

/** The signed-in user's own member, for the side bar's balance (`GET /api/member/me`). */
export const memberSummary = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  balance: z.number(),
  /** The jumper's own gear, the default of the loads they are added to (the profile sets it). */
  ownGear: z.boolean(),
});
export type MemberSummary = z.infer<typeof memberSummary>;
