import type { Load, SelfManifestBody, SelfManifestContext } from '@dz/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import { queryKeys } from '../../app/queryKeys';
import { isWindLimitError, useLoadChanged } from '../loads/api';

/** `GET /api/self-manifest`: the signed-in jumper's standing and the club's rules; only for a linked user. */
export function useSelfManifestContext(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.selfManifest,
    queryFn: ({ signal }) => api.get<SelfManifestContext>('/self-manifest', { signal }),
    enabled,
  });
}

/**
 * `POST /api/loads/{id}/jumpers/me`: the jumper adds themself. A refusal over their group's wind limit is quiet:
 * the join dialog says it in its own words.
 */
export function useJoinLoad() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: ({ loadId, body }: { loadId: string; body: SelfManifestBody }) =>
      api.post<Load>(`/loads/${loadId}/jumpers/me`, body, { quiet: isWindLimitError }),
    onSuccess: changed.replaced,
  });
}

/** `DELETE /api/loads/{id}/jumpers/me`: the jumper takes themself off. */
export function useLeaveLoad() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: (loadId: string) => api.delete<Load>(`/loads/${loadId}/jumpers/me`),
    onSuccess: changed.replaced,
  });
}
