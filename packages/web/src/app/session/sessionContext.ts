import type { ClubChoice, ClubSummary, UserResponse } from '@dz/shared';
import { clubDate, DEFAULT_TIMEZONE } from '@dz/shared';
import { createContext, useContext } from 'react';
import type { MemberMe } from '../../features/members/api';

/**
 * Where the app start stands (spec section 4): `setup` while the installation has no club, `notLinked` when
 * the user has no member, `authenticated` once user, club and member are loaded.
 */
export type SessionStatus = 'loading' | 'setup' | 'anonymous' | 'notLinked' | 'authenticated' | 'error';

export interface LogoutOptions {
  /** Ask the server to revoke the session (false when it is already gone). */
  callServer?: boolean;
  /** A locale key shown as a notification on the login screen. */
  reason?: string;
}

export interface SessionValue {
  status: SessionStatus;
  user: UserResponse | null;
  club: ClubSummary | null;
  member: MemberMe | null;
  /** The signed-in account's clubs (issue 35), the one signed in to marked `current`; empty for a visitor. */
  clubs: ClubChoice[];
  logout: (options?: LogoutOptions) => Promise<void>;
  /** Tries the app start again after a failure. */
  retry: () => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) {
    throw new Error('useSession needs a SessionProvider');
  }
  return value;
}

/** Today's club day as `YYYY-MM-DD`, in the club's time zone. */
export function useToday(): string {
  const { club } = useSession();
  return clubDate(new Date(), club?.timezone ?? DEFAULT_TIMEZONE);
}
