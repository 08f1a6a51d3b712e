import type {
  CreateLoadBody,
  DayLoadsResponse,
  Load,
  LoadCall,
  ManifestBody,
  ManifestManyBody,
  UpdateJumperBody,
  UpdateLoadBody,
} from '@dz/shared';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import { isApiError } from '../../app/apiError';
import { queryKeys } from '../../app/queryKeys';

/** The server refused an addition because the wind is over a jumper's group's limit (issue 34). */
export const isWindLimitError = (error: unknown): boolean =>
  isApiError(error) && error.locale === 'error.windLimitExceeded';

/**
 * `GET /api/loads/{date}`: the loads of one club day. Refreshed by the socket's `loadsUpdated` and
 * `loadsUpdatedUpdateMembers` (see `realtimeInvalidations.ts`).
 */
export function useLoadsOfDay(date: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.loadsOfDay(date),
    queryFn: async ({ signal }) => {
      const answer = await api.get<DayLoadsResponse>(`/loads/${date}`, { signal });
      queryClient.setQueryData(LIVE_ALTITUDE_AVAILABLE, answer.liveAltitudeAvailable === true);
      return answer.loads;
    },
  });
}

const LIVE_ALTITUDE_AVAILABLE = [...queryKeys.loads, 'liveAltitudeAvailable'];

/**
 * Whether the server has a live altitude source (ADS-B) for the club's planes, as the day's answer says; the
 * day view offers live altitude only then. False until the day has been loaded.
 */
export function useLiveAltitudeAvailable(): boolean {
  // never fetched on its own: the day's query keeps it up to date
  return useQuery<boolean>({ queryKey: LIVE_ALTITUDE_AVAILABLE, queryFn: skipToken }).data === true;
}

/** Puts the server's answer into the day's list at once, then asks for the day again. */
export function useLoadChanged() {
  const queryClient = useQueryClient();
  const refresh = (date: string) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.loadsOfDay(date) });
  };
  return {
    replaced: (load: Load) => {
      queryClient.setQueryData<Load[]>(queryKeys.loadsOfDay(load.date), (loads) => {
        if (!loads) {
          return [load];
        }
        return loads.some((l) => l._id === load._id)
          ? loads.map((l) => (l._id === load._id ? load : l))
          : [...loads, load];
      });
      refresh(load.date);
    },
    removed: (id: string, date: string) => {
      queryClient.setQueryData<Load[]>(queryKeys.loadsOfDay(date), (loads) =>
        loads?.filter((l) => l._id !== id),
      );
      refresh(date);
    },
    /** Landing and reopening change balances too. */
    moneyMoved: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.members });
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments });
    },
  };
}

export function useCreateLoad() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: (body: CreateLoadBody) => api.post<Load>('/loads', body),
    onSuccess: changed.replaced,
  });
}

export function useUpdateLoad() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLoadBody }) => api.put<Load>(`/loads/${id}`, body),
    onSuccess: changed.replaced,
  });
}

/** `PUT /api/loads/{id}/call`: the load's call (20, 15, 10, 5 minutes, boarding), or null to clear it. */
export function useSetLoadCall() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: ({ id, call }: { id: string; call: LoadCall | null }) =>
      api.put<Load>(`/loads/${id}/call`, { call }),
    onSuccess: changed.replaced,
  });
}

export function useDeleteLoad() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: (load: Load) => api.delete<{ ok: true }>(`/loads/${load._id}`),
    onSuccess: (_answer, load) => changed.removed(load._id, load.date),
  });
}

/**
 * `POST /api/loads/{id}/jumpers`: one manifest slot tree (a jumper, a tandem or a student group). A refusal over
 * the wind limit (`windLimitExceeded`) is quiet: the add dialog asks about it (`useWindGuard`).
 */
export function useManifest() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: ({ loadId, body }: { loadId: string; body: ManifestBody }) =>
      api.post<Load>(`/loads/${loadId}/jumpers`, body, { quiet: isWindLimitError }),
    onSuccess: changed.replaced,
  });
}

/**
 * `POST /api/loads/{id}/jumpers/many`: several fun jumpers, each a single group of their own, added all at
 * once or none of them. Quiet over the wind limit, as `useManifest`.
 */
export function useManifestMany() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: ({ loadId, body }: { loadId: string; body: ManifestManyBody }) =>
      api.post<Load>(`/loads/${loadId}/jumpers/many`, body, { quiet: isWindLimitError }),
    onSuccess: changed.replaced,
  });
}

export function useUpdateJumper() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: ({ loadId, jumperId, body }: { loadId: string; jumperId: string; body: UpdateJumperBody }) =>
      api.put<Load>(`/loads/${loadId}/jumpers/${jumperId}`, body),
    onSuccess: changed.replaced,
  });
}

/**
 * `POST /api/loads/{id}/jumpers/{jumperId}/move`: the jumper's whole manifest group to another open load of
 * the day, all at once on the server; the answer holds both loads.
 */
export function useMoveJumper() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: ({ loadId, jumperId, toLoad }: { loadId: string; jumperId: string; toLoad: string }) =>
      api.post<{ loads: Load[] }>(`/loads/${loadId}/jumpers/${jumperId}/move`, { toLoad }),
    onSuccess: ({ loads }) => {
      for (const load of loads) {
        changed.replaced(load);
      }
    },
  });
}

export function useRemoveJumper() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: ({ loadId, jumperId }: { loadId: string; jumperId: string }) =>
      api.delete<Load>(`/loads/${loadId}/jumpers/${jumperId}`),
    onSuccess: changed.replaced,
  });
}

/** `POST /api/loads/{id}/land`: charges the jumpers. */
export function useLandLoad() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: (id: string) => api.post<Load>(`/loads/${id}/land`),
    onSuccess: (load) => {
      changed.replaced(load);
      changed.moneyMoved();
    },
  });
}

/** `POST /api/loads/{id}/open`: reopens a landed load and refunds its jumpers. */
export function useOpenLoad() {
  const api = useApi();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: (id: string) => api.post<Load>(`/loads/${id}/open`),
    onSuccess: (load) => {
      changed.replaced(load);
      changed.moneyMoved();
    },
  });
}

/** `POST /api/loads/land`: lands several loads of a day at once (all or none), then asks for the day again. */
export function useLandLoads() {
  const api = useApi();
  const queryClient = useQueryClient();
  const changed = useLoadChanged();
  return useMutation({
    mutationFn: ({ loadIds }: { loadIds: string[]; date: string }) =>
      api.post<{ ok: true }>('/loads/land', { loadIds }),
    onSettled: (_answer, _error, { date }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.loadsOfDay(date) });
    },
    onSuccess: () => changed.moneyMoved(),
  });
}
