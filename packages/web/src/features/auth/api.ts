import type { LoginBody, SessionResponse, SetupBody, UserResponse } from '@dz/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import type { ApiClient } from '../../app/api';
import { isApiError } from '../../app/apiError';
import { queryKeys } from '../../app/queryKeys';
import { hasSessionMarker } from '../../app/sessionMarker';
import { forgetKeptDay } from '../myDay/keptDay';

export interface SetupStatus {
  needsSetup: boolean;
}

export function fetchSetupStatus(api: ApiClient, signal?: AbortSignal): Promise<SetupStatus> {
  return api.get<SetupStatus>('/setup', { signal });
}

/**
 * The app start in one call: setup status, user, club and own member. A sign-in that could not be refreshed
 * (the server answers 401 only once the club exists) starts as a visitor.
 */
export async function fetchSession(api: ApiClient, signal?: AbortSignal): Promise<SessionResponse> {
  try {
    return await api.get<SessionResponse>('/session', { signal, quiet: (error) => error.status === 401 });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      return { needsSetup: false, clubs: [], user: null, club: null, member: null };
    }
    throw error;
  }
}

/** The signed-in user, or null when nobody is (a 401 that the refresh could not save). */
export async function fetchCurrentUser(api: ApiClient, signal?: AbortSignal): Promise<UserResponse | null> {
  // signed out (no marker): no call, so public pages log no 401 for /api/user and /api/refresh
  if (!hasSessionMarker()) {
    return null;
  }
  try {
    return await api.get<UserResponse>('/user', { signal, quiet: (error) => error.status === 401 });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      return null;
    }
    throw error;
  }
}

/** Stores a freshly signed-in user so the session starts without asking again. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: UserResponse) => {
    // a new sign-in: the day another person kept on this browser goes
    void forgetKeptDay();
    queryClient.setQueryData<SetupStatus>(queryKeys.setup, { needsSetup: false });
    queryClient.setQueryData(queryKeys.user, user);
  };
}

export function useLoginMutation() {
  const api = useApi();
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<UserResponse>('/login', body),
    onSuccess: signedIn,
  });
}

export function useSetupMutation() {
  const api = useApi();
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: SetupBody) => api.post<UserResponse>('/setup', body),
    onSuccess: signedIn,
  });
}

/** `POST /api/login/google`: the credential Google handed the page; then it is a normal sign-in. */
export function useGoogleLoginMutation() {
  const api = useApi();
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (credential: string) => api.post<UserResponse>('/login/google', { credential }),
    onSuccess: signedIn,
  });
}
