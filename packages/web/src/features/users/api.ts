import type { AdminUpdateUserBody, UserResponse } from '@dz/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import type { ApiError } from '../../app/apiError';
import { queryKeys } from '../../app/queryKeys';

/** `GET /api/user/all`: every user of the club (admins). Refreshed by the socket's `usersUpdated`. */
export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.usersAll,
    queryFn: ({ signal }) => api.get<UserResponse[]>('/user/all', { signal }),
    enabled,
  });
}

/** Puts the server's answer into the list at once, then asks for the list again (others may have acted). */
function useUserChanged() {
  const queryClient = useQueryClient();
  return {
    replaced: (user: UserResponse) => {
      queryClient.setQueryData<UserResponse[]>(queryKeys.usersAll, (users) =>
        users?.map((u) => (u._id === user._id ? user : u)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.users });
    },
    deleted: (id: string) => {
      queryClient.setQueryData<UserResponse[]>(queryKeys.usersAll, (users) =>
        users?.filter((u) => u._id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.users });
    },
  };
}

/** `PUT /api/user/{id}`: admin flag, waiver checking, block, restore. */
export function useUpdateUser() {
  const api = useApi();
  const changed = useUserChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUpdateUserBody }) =>
      api.put<UserResponse>(`/user/${id}`, body),
    onSuccess: changed.replaced,
  });
}

/** The refusal the link dialog shows by its field instead of in the snackbar. */
export const isAlreadyLinkedError = (error: ApiError): boolean => error.locale === 'error.userAlreadyLinked';

/** `PUT /api/user/{id}` with `linkedMember`: links the user to a member, or unlinks it with null. */
export function useLinkMember() {
  const api = useApi();
  const changed = useUserChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, memberId }: { id: string; memberId: string | null }) =>
      api.put<UserResponse>(`/user/${id}`, { linkedMember: memberId }, { quiet: isAlreadyLinkedError }),
    onSuccess: (user) => {
      changed.replaced(user);
      // the member's `linkedUser` changed too
      void queryClient.invalidateQueries({ queryKey: queryKeys.members });
    },
  });
}

/** `PUT /api/user/remove/{id}`: soft remove (the user can no longer sign in; restorable). */
export function useRemoveUser() {
  const api = useApi();
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (id: string) => api.put<UserResponse>(`/user/remove/${id}`),
    onSuccess: changed.replaced,
  });
}

/** `DELETE /api/user/{id}`: for good; the member and its payments stay. */
export function useDeleteUser() {
  const api = useApi();
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/user/${id}`),
    onSuccess: (_answer, id) => changed.deleted(id),
  });
}
