import {
  type ApproveWaiverBody,
  type Language,
  type Waiver,
  type WaiverDetail,
  type WaiverStatus,
  type WaiverTicksInput,
  type WaiverUpdateInput,
  waiverPdfFilename,
} from '@dz/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import { saveBlob } from '../../app/download';
import { queryKeys } from '../../app/queryKeys';

/** The checker's list filters (`GET /api/waivers?status&year&search`). */
export interface WaiverFilter {
  status: WaiverStatus;
  year: number;
  search: string;
}

/** The list's key under the `waivers` prefix, which `waiversUpdated` on the socket invalidates. */
export const waiversListKey = (filter: WaiverFilter) => [...queryKeys.waivers, 'list', filter] as const;

/** `GET /api/waivers`: the year's waivers of a status, newest signing first (checkers and admins). */
export function useWaivers(filter: WaiverFilter) {
  const api = useApi();
  return useQuery({
    queryKey: waiversListKey(filter),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ status: filter.status, year: String(filter.year) });
      const search = filter.search.trim();
      if (search) {
        params.set('search', search);
      }
      return api.get<Waiver[]>(`/waivers?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** Refreshes every waiver list after a change (other checkers get `waiversUpdated` from the server). */
function useRefreshWaivers() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.waivers });
  };
}

/** `PUT /api/waivers/:id`: the fields and checklist ticks (a tick records who and when). */
export function useUpdateWaiver() {
  const api = useApi();
  const refresh = useRefreshWaivers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WaiverUpdateInput }) =>
      api.put<Waiver>(`/waivers/${id}`, body),
    onSuccess: refresh,
  });
}

/** `PUT /api/waivers/:id/checklist`: ticks or unticks checklist items, the fields as the server has them. */
export function useTickWaiver() {
  const api = useApi();
  const refresh = useRefreshWaivers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WaiverTicksInput }) =>
      api.put<Waiver>(`/waivers/${id}/checklist`, body),
    onSuccess: refresh,
  });
}

/**
 * `POST /api/waivers/:id/approve` `{ createMember? } | { memberId, keepMemberEmail? }`: approved by the caller,
 * the member created, or attached to the chosen member (whose empty e-mail and phone it fills).
 */
export function useApproveWaiver() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = useRefreshWaivers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApproveWaiverBody }) =>
      api.post<Waiver>(`/waivers/${id}/approve`, body),
    onSuccess: (_waiver, { body }) => {
      refresh();
      if (body.createMember || body.memberId) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.members });
      }
    },
  });
}

/** `POST /api/waivers/:id/unapprove`: pending again. */
export function useUnapproveWaiver() {
  const api = useApi();
  const refresh = useRefreshWaivers();
  return useMutation({
    mutationFn: (id: string) => api.post<Waiver>(`/waivers/${id}/unapprove`),
    onSuccess: refresh,
  });
}

/** `GET /api/waivers/:id`: one waiver as evidence (the exact text signed, its version's time, the club). */
export function useWaiverDetail(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.waivers, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<WaiverDetail>(`/waivers/${id}`, { signal }),
  });
}

/** `GET /api/waivers/:id/pdf?lang=`: the signed waiver's PDF, saved as `waiver-<lastname>-<year>.pdf`. */
export function useDownloadWaiverPdf() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({
      waiver,
      lang,
    }: {
      waiver: Pick<Waiver, '_id' | 'lastName' | 'year'>;
      lang: Language;
    }) => {
      const pdf = await api.get<Blob>(`/waivers/${waiver._id}/pdf?lang=${lang}`, { responseType: 'blob' });
      saveBlob(pdf, waiverPdfFilename(waiver));
    },
  });
}
