import type { MemberSummary, OwnMemberBody, UpdateProfileBody, UserResponse } from '@dz/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import { queryKeys } from '../../app/queryKeys';
import { quietFor } from '../auth/accountsApi';

/** `PUT /api/user` answers the user and whether a new e-mail address waits for its confirmation. */
export interface UpdateProfileAnswer extends UserResponse {
  emailPending: boolean;
}

/** The profile errors that the forms show at their fields. */
export const profileFieldErrors: Record<string, 'email' | 'currentPassword'> = {
  'error.emailExists': 'email',
  'error.wrongPassword': 'currentPassword',
};

/** `PUT /api/user`: display name, e-mail (confirmed by a mailed link first) and password. */
export function useUpdateProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      api.put<UpdateProfileAnswer>('/user', body, { quiet: quietFor(profileFieldErrors) }),
    onSuccess: ({ emailPending: _pending, ...user }) => {
      // the side bar and header read the session's user
      queryClient.setQueryData<UserResponse>(queryKeys.user, user);
    },
  });
}

/** `PUT /api/member/me`: what the jumper says of themself (own gear); the session's member and standing follow. */
export function useUpdateOwnMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnMemberBody) => api.put<MemberSummary>('/member/me', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.memberMe }),
  });
}

/** `DELETE /api/user/me`: the server ends the session too. */
export function useDeleteOwnAccount() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>('/user/me'),
  });
}
