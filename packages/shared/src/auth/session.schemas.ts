import { z } from 'zod';
import { club } from '../club/club.schemas';
import { member } from '../members/members.schemas';
import { userResponse } from './auth.schemas';

/**
 * `GET /api/session`: the app's start in one answer (issue 30): whether the installation still needs its setup,
 * the signed-in user (null when nobody is), and for a user linked to a member the club and that member, as
 * `GET /api/club` and `GET /api/member/me` answer them. A user not linked yet gets null for both.
 */
export const sessionResponse = z.object({
  needsSetup: z.boolean(),
  user: userResponse.nullable(),
  club: club.nullable(),
  member: member.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;
