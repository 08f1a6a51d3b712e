import type { ClubChoice, JoinClubBody } from '@dz/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import { queryKeys } from '../../app/queryKeys';
import { useSession } from '../../app/session/sessionContext';
import { useRestartSession } from '../../app/session/useRestartSession';
import { quietFor } from '../auth/accountsApi';

/**
 * `POST /api/session/club`: the club switcher (issue 35). From the next call on the session speaks for that club
 * (its roles, its member), so nothing of the club before stays: the app starts again there, at its home.
 */
export function useSwitchClub() {
  const api = useApi();
  const restartSession = useRestartSession();
  return useMutation({
    mutationFn: (clubId: string) => api.post<{ ok: true }>('/session/club', { clubId }),
    onSuccess: () => restartSession(),
  });
}

/** The join form's errors that it shows at its club key field. */
export const joinFieldErrors: Record<string, 'clubKey'> = {
  'error.invalidClubKey': 'clubKey',
  'error.alreadyClubMember': 'clubKey',
  'error.clubSuspended': 'clubKey',
};

/**
 * `POST /api/user/clubs`: the signed-in account joins another club with its key, with no rights there until
 * that club's admin links a member; the club is in the switcher at once.
 */
export function useJoinClub() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: JoinClubBody) =>
      api.post<ClubChoice>('/user/clubs', body, { quiet: quietFor(joinFieldErrors) }),
    onSuccess: (joined) => {
      if (user) {
        queryClient.setQueryData<ClubChoice[]>(queryKeys.clubChoices(user._id), (clubs) => [
          ...(clubs ?? []).filter((c) => c._id !== joined._id),
          joined,
        ]);
      }
    },
  });
}
