import type { LoginBody, SetupBody, UserResponse } from '@dz/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import type { ApiClient } from '../../app/api';
import { isApiError } from '../../app/apiError';
import { queryKeys } from '../../app/queryKeys';
import { hasSessionMarker } from '../../app/sessionMarker';

export interface SetupStatus {
  needsSetup: boolean;
}

export function fetchSetupStatus(api: ApiClient, signal?: AbortSignal): Promise<SetupStatus> {
  return api.get<SetupStatus>('/setup', { signal });
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
