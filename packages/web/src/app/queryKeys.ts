import type { QueryKey } from '@tanstack/react-query';

/**
 * Every React Query key of the app in one place, so the realtime provider can invalidate what an event
 * touches. Keys are prefixes: invalidating `members` also refreshes `members/me`.
 */
export const queryKeys = {
  /** The app start (`GET /api/session`); it fills `setup`, `user`, `club` and `members/me`. */
  session: ['session'],
  setup: ['setup'],
  config: ['config'],
  user: ['user'],
  club: ['club'],
  /** The club's name alone (`GET /api/club/name`), for the not-linked page; refreshed with the club. */
  clubName: ['club', 'name'],
  members: ['members'],
  memberMe: ['members', 'me'],
  /** The jumper's standing for adding themself (balance, waiver): refreshed with the members. */
  selfManifest: ['members', 'me', 'self-manifest'],
  users: ['users'],
  usersAll: ['users', 'all'],
  availability: (value: string) => ['availability', value],
  payments: ['payments'],
  waivers: ['waivers'],
  loads: ['loads'],
  loadsOfDay: (date: string) => ['loads', date],
  stats: ['stats'],
  /**
   * The signed-in account's clubs for the club switcher (issue 35), per account: the start's answer fills it, and it
   * asks `GET /api/session` itself only after a sign-in inside the app (the start's answer was a visitor's then).
   */
  clubChoices: (userId: string) => ['clubChoices', userId],
  /** The host's console: every club of the installation (`GET /api/clubs`). */
  hostClubs: ['host', 'clubs'],
  /** The invitation page's invitation (`GET /api/invitations/{token}`). */
  invitation: (token: string) => ['invitation', token],
} as const satisfies Record<string, QueryKey | ((...args: string[]) => QueryKey)>;

/** Queries that describe the installation or the session itself, not the signed-in user's data. */
export function isSessionQuery(key: QueryKey): boolean {
  return (
    key[0] === queryKeys.session[0] ||
    key[0] === queryKeys.setup[0] ||
    key[0] === queryKeys.config[0] ||
    key[0] === queryKeys.user[0]
  );
}
