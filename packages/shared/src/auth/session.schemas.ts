import { z } from 'zod';
import { club } from '../club/club.schemas';
import { member } from '../members/members.schemas';
import { clubKeySchema } from '../validation';
import { userResponse } from './auth.schemas';

/**
 * `GET /api/session`: the app's start in one answer (issue 30): whether the installation still needs its setup,
 * the signed-in user (null when nobody is), and for a user linked to a member the club and that member, as
 * `GET /api/club` and `GET /api/member/me` answer them. A user not linked yet gets null for both.
 */
/** One of the signed-in account's clubs, for the club switcher (issue 35). */
export const clubChoice = z.object({
  _id: z.string(),
  name: z.string(),
  /** The host has suspended it: nobody signs in to it. */
  suspended: z.boolean(),
  /** The club this sign-in is in. */
  current: z.boolean(),
});
export type ClubChoice = z.infer<typeof clubChoice>;

export const sessionResponse = z.object({
  needsSetup: z.boolean(),
  /** The account's clubs (empty for a visitor). */
  clubs: z.array(clubChoice),
  user: userResponse.nullable(),
  club: club.nullable(),
  member: member.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/** `POST /api/session/club`: the club this sign-in moves to. */
export const switchClubBody = z.object({ clubId: z.string().uuid() });
export type SwitchClubBody = z.infer<typeof switchClubBody>;

/** `POST /api/user/clubs`: a signed-in account joins another club with that club's key. */
export const joinClubBody = z.object({ clubKey: clubKeySchema });
export type JoinClubBody = z.infer<typeof joinClubBody>;
