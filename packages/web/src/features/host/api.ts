import type {
  AcceptInvitationBody,
  AcceptInvitationExistingBody,
  CreateClubBody,
  HostClub,
  InvitationInfo,
  UserResponse,
} from '@dz/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import type { ApiError } from '../../app/apiError';
import { queryKeys } from '../../app/queryKeys';
import { quietFor } from '../auth/accountsApi';

/** The new club's errors that the create dialog shows at their fields. */
export const createClubFieldErrors: Record<string, 'clubKey' | 'slug'> = {
  'error.clubKeyTaken': 'clubKey',
  'error.clubSlugTaken': 'slug',
};

/** `GET /api/clubs`: every club of the installation, for its host (issue 35). */
export function useHostClubs() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.hostClubs,
    queryFn: ({ signal }) => api.get<HostClub[]>('/clubs', { signal }),
  });
}

/** Puts a club the server answered into the host's list at once, then asks for the list again. */
function useClubChanged() {
  const queryClient = useQueryClient();
  return (club: HostClub) => {
    queryClient.setQueryData<HostClub[]>(queryKeys.hostClubs, (clubs) =>
      clubs?.some((c) => c._id === club._id)
        ? clubs.map((c) => (c._id === club._id ? club : c))
        : [...(clubs ?? []), club],
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.hostClubs });
  };
}

/** `POST /api/clubs`: a new club; the server mails its first admin the invitation. */
export function useCreateClub() {
  const api = useApi();
  const changed = useClubChanged();
  return useMutation({
    mutationFn: (body: CreateClubBody) =>
      api.post<HostClub>('/clubs', body, { quiet: quietFor(createClubFieldErrors) }),
    onSuccess: changed,
  });
}

/** `POST /api/clubs/{id}/suspend` or `/resume`: nobody signs in to a suspended club, its board says so. */
export function useSetClubSuspended() {
  const api = useApi();
  const changed = useClubChanged();
  return useMutation({
    mutationFn: ({ id, suspended }: { id: string; suspended: boolean }) =>
      api.post<HostClub>(`/clubs/${id}/${suspended ? 'suspend' : 'resume'}`),
    onSuccess: changed,
  });
}

/** `POST /api/clubs/{id}/invitation`: the first admin's invitation again (earlier links stop working). */
export function useSendInvitation() {
  const api = useApi();
  const changed = useClubChanged();
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) =>
      api.post<HostClub>(`/clubs/${id}/invitation`, { email }),
    onSuccess: changed,
  });
}

/** The invitation page's own failures, which it explains itself instead of the snackbar. */
export const invitationLinkErrors = new Set(['error.invitationInvalid']);

/** `GET /api/invitations/{token}`: the club and address of an invitation, no login needed. */
export function useInvitation(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: ({ signal }) =>
      api.get<InvitationInfo>(`/invitations/${encodeURIComponent(token)}`, {
        signal,
        quiet: (error) => invitationLinkErrors.has(error.locale),
      }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The invitation's errors that its forms show at their fields. */
export const acceptFieldErrors: Record<string, 'username' | 'password'> = {
  'error.usernameExists': 'username',
  'error.invalidCredentials': 'password',
};

const acceptQuiet = (error: ApiError) =>
  quietFor(acceptFieldErrors)(error) || invitationLinkErrors.has(error.locale);

/**
 * `POST /api/invitations/accept` (a new account) or `/accept-existing` (the invited address's own account, by
 * its password): the account becomes the club's admin and is signed in to it; the server sets the cookies.
 */
export function useAcceptInvitation() {
  const api = useApi();
  return useMutation({
    mutationFn: (
      body: ({ kind: 'new' } & AcceptInvitationBody) | ({ kind: 'existing' } & AcceptInvitationExistingBody),
    ) => {
      const { kind, ...rest } = body;
      return kind === 'new'
        ? api.post<UserResponse>('/invitations/accept', rest, { quiet: acceptQuiet })
        : api.post<UserResponse>('/invitations/accept-existing', rest, { quiet: acceptQuiet });
    },
  });
}
