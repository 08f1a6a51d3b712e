import type { ClubChoice } from '@dz/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { fetchCurrentUser, fetchSession, fetchSetupStatus } from '../../features/auth/api';
import { fetchClub, isNotLinkedError } from '../../features/club/api';
import { fetchMemberMe, type MemberMe, toMemberMe } from '../../features/members/api';
import { forgetKeptDay } from '../../features/myDay/keptDay';
import { useApi, useSessionExpiredHandler } from '../ApiProvider';
import { isApiError } from '../apiError';
import { useNotifications } from '../notifications/NotificationProvider';
import { isSessionQuery, queryKeys } from '../queryKeys';
import { SIGNED_IN_HINT_KEY, writeStorage } from '../storage';
import { type LogoutOptions, SessionContext, type SessionStatus, type SessionValue } from './sessionContext';

const NO_CLUBS: ClubChoice[] = [];

/**
 * A block or the club's suspension ends the sign-in for good: its message stays up long enough to read (the
 * default is 3 s).
 */
const BLOCKED_NOTICE_MS = 15_000;

function reasonTimeout(reason: string): number | undefined {
  return reason === 'error.userBlocked' || reason === 'error.clubSuspended' ? BLOCKED_NOTICE_MS : undefined;
}

function notLinked(error: unknown): boolean {
  return isApiError(error) && isNotLinkedError(error);
}

/**
 * The app start and the session: setup status, the signed-in user, the club and the user's member; logout
 * and the reaction to an expired session.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();

  // the start: one call answers the setup status, the user, the club and the member and fills their queries,
  // which keep them fresh from then on (a sign-in, the socket's events)
  const bootQuery = useQuery({
    queryKey: queryKeys.session,
    queryFn: async ({ signal }) => {
      const boot = await fetchSession(api, signal);
      // before the user: its clubs are there as soon as it is signed in (a session cached before issue 35 has none)
      if (boot.user) {
        queryClient.setQueryData<ClubChoice[]>(queryKeys.clubChoices(boot.user._id), boot.clubs ?? []);
      }
      queryClient.setQueryData(queryKeys.setup, { needsSetup: boot.needsSetup });
      queryClient.setQueryData(queryKeys.user, boot.user);
      if (boot.club && boot.member) {
        queryClient.setQueryData(queryKeys.club, boot.club);
        const { balance } = boot.member;
        // in cents, as `fetchMemberMe` answers it (one's own balance is always there; else the query asks)
        if (balance !== null) {
          queryClient.setQueryData<MemberMe>(queryKeys.memberMe, toMemberMe({ ...boot.member, balance }));
        }
      }
      return boot;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const booted = bootQuery.isSuccess;
  const setupQuery = useQuery({
    queryKey: queryKeys.setup,
    queryFn: ({ signal }) => fetchSetupStatus(api, signal),
    enabled: booted,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const userQuery = useQuery({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => fetchCurrentUser(api, signal),
    enabled: booted && setupQuery.data?.needsSetup === false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const user = userQuery.data ?? null;
  const signedIn = !!user && user.confirmed;
  const clubQuery = useQuery({
    queryKey: queryKeys.club,
    queryFn: ({ signal }) => fetchClub(api, signal),
    enabled: booted && signedIn,
    retry: (count, error) => !notLinked(error) && count < 2,
  });
  const memberQuery = useQuery({
    queryKey: queryKeys.memberMe,
    queryFn: ({ signal }) => fetchMemberMe(api, signal),
    enabled: booted && signedIn,
    retry: (count, error) => !notLinked(error) && count < 2,
  });

  // filled by the start's answer; asked for only after a sign-in inside the app, whose start was a visitor's
  const clubsQuery = useQuery({
    queryKey: queryKeys.clubChoices(user?._id ?? ''),
    queryFn: async ({ signal }) => (await fetchSession(api, signal)).clubs ?? [],
    enabled: booted && signedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const clubs = signedIn ? (clubsQuery.data ?? NO_CLUBS) : NO_CLUBS;

  const status = ((): SessionStatus => {
    // a failed background refetch keeps the data it had: only a start without data is an error
    if (!setupQuery.data) {
      return bootQuery.isError || setupQuery.isError ? 'error' : 'loading';
    }
    if (setupQuery.data.needsSetup) {
      return 'setup';
    }
    if (userQuery.data === undefined) {
      return userQuery.isError ? 'error' : 'loading';
    }
    if (!signedIn) {
      return 'anonymous';
    }
    if (notLinked(memberQuery.error) || notLinked(clubQuery.error)) {
      return 'notLinked';
    }
    if (memberQuery.data && clubQuery.data) {
      return 'authenticated';
    }
    return memberQuery.isError || clubQuery.isError ? 'error' : 'loading';
  })();

  // the light public board loads no session code: it reads this to offer "Open app" instead of "Log in"
  useEffect(() => {
    if (status === 'authenticated' || status === 'notLinked' || status === 'anonymous') {
      writeStorage(SIGNED_IN_HINT_KEY, status === 'anonymous' ? '' : '1');
    }
  }, [status]);

  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;
  const pathRef = useRef(location.pathname + location.search);
  pathRef.current = location.pathname + location.search;
  const loggingOut = useRef(false);

  const logout = useCallback(
    async ({ callServer = true, reason }: LogoutOptions = {}) => {
      if (loggingOut.current) {
        return;
      }
      loggingOut.current = true;
      try {
        if (callServer) {
          await api.post('/revoke', undefined, { quiet: true }).catch(() => undefined);
        }
        notifications.close();
        void forgetKeptDay();
        // dropping the user also ends the socket (RealtimeProvider announces userDisconnected first)
        queryClient.setQueryData(queryKeys.user, null);
        queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
        if (reason) {
          notifications.show({ type: 'error', text: t(reason), timeout: reasonTimeout(reason) });
        }
        const from = reason ? pathRef.current : undefined;
        await navigate('/login', { replace: true, state: from ? { from } : undefined });
      } finally {
        loggingOut.current = false;
      }
    },
    [api, navigate, notifications, queryClient, t],
  );

  const handleSessionExpired = useCallback(
    (reason?: string) => {
      // a user blocked while signed in is told so ("User is blocked from club")
      if (signedInRef.current) {
        void logout({ callServer: false, reason: reason ?? 'error.sessionExpired' });
      } else if (reason) {
        // at app start (a reload) the user query itself answers null; the block is still told
        notifications.show({ type: 'error', text: t(reason), timeout: reasonTimeout(reason) });
      }
    },
    [logout, notifications, t],
  );
  useSessionExpiredHandler(handleSessionExpired);

  useEffect(() => {
    // spec section 4: a loaded user who is not confirmed is logged out
    if (user && !user.confirmed) {
      void logout({ reason: 'error.userEmailNotConfirmed' });
    }
  }, [user, logout]);

  const retry = useCallback(() => {
    void queryClient.resetQueries();
  }, [queryClient]);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user: signedIn ? user : null,
      club: clubQuery.data ?? null,
      member: memberQuery.data ?? null,
      clubs,
      logout,
      retry,
    }),
    [status, signedIn, user, clubQuery.data, memberQuery.data, clubs, logout, retry],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
