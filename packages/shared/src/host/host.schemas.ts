import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../constants';
import { isTimeZone } from '../dates';
import {
  clubKeySchema,
  clubSlugSchema,
  emailSchema,
  passwordSchema,
  requiredShortText,
  usernameSchema,
} from '../validation';

/**
 * `POST /api/clubs` (the host's console, issue 35): a new club on this installation and the address its first
 * admin is invited at.
 */
export const createClubBody = z.object({
  name: requiredShortText,
  clubKey: clubKeySchema,
  slug: clubSlugSchema,
  timezone: z
    .string()
    .default(DEFAULT_TIMEZONE)
    .refine((v) => isTimeZone(v), 'Invalid data'),
  adminEmail: emailSchema,
});
export type CreateClubBody = z.infer<typeof createClubBody>;

/** The first admin's invitation as the host sees it: pending until accepted or expired. */
export const hostInvitation = z.object({
  email: z.string(),
  expiresAt: z.string(),
  accepted: z.boolean(),
});

/**
 * One club of the installation as the host sees it: counts and dates only, never members, users or money
 * (`GET /api/clubs`).
 */
export const hostClub = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string().nullable(),
  timezone: z.string(),
  created: z.string(),
  suspended: z.boolean(),
  /** Members not deleted. */
  members: z.number().int(),
  /** Users who can sign in to it (memberships not removed). */
  users: z.number().int(),
  /** Loads of this calendar year (the club's). */
  loadsThisYear: z.number().int(),
  /** The last thing written in the club's audit trail or its newest load; null when nothing yet. */
  lastActivity: z.string().nullable(),
  invitation: hostInvitation.nullable(),
});
export type HostClub = z.infer<typeof hostClub>;

/** `GET /api/invitations/{token}`: what the invitation page shows before the invited person accepts. */
export const invitationInfo = z.object({
  clubName: z.string(),
  email: z.string(),
  /** An account with this address exists: accepting asks for its password only. */
  hasAccount: z.boolean(),
});
export type InvitationInfo = z.infer<typeof invitationInfo>;

/**
 * `POST /api/invitations/accept`: the invited person's new account (username, name, password); it becomes the
 * club's admin and is signed in to it.
 */
export const acceptInvitationBody = z.object({
  token: z.string().min(1).max(200),
  username: usernameSchema,
  displayName: requiredShortText,
  password: passwordSchema,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

/**
 * `POST /api/invitations/accept-existing`: the address already has an account: its password proves it, and the
 * account becomes the club's admin too (one account, a membership per club).
 */
export const acceptInvitationExistingBody = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(1, 'Required').max(1024),
});
export type AcceptInvitationExistingBody = z.infer<typeof acceptInvitationExistingBody>;
