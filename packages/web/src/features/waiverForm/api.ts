import type { PostWaiverBody, WaiverForm } from '@dz/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';

const query = (params: Record<string, string>) => {
  const text = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
  return text ? `?${text}` : '';
};

/**
 * `GET /api/waiver-form?club=&lang=` (no login): the club's name, its waiver text in the UI language (the
 * version id is sent back with the signature as evidence; `NO_WAIVER_TEXT_VERSION` while the club has no text)
 * and its waiver links.
 */
export function useWaiverFormContent(club: string, lang: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['waiverForm', club, lang],
    queryFn: ({ signal }) =>
      api.get<WaiverForm>(`/waiver-form${query({ club, lang })}`, { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });
}

/** `POST /api/waiver?club=` (no login) → 201 `{ ok: true }`. Field validation lines are shown at the fields. */
export function usePostWaiver(club: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: PostWaiverBody) =>
      api.post<{ ok: true }>(`/waiver${query({ club })}`, body, {
        quiet: (error) => error.status === 400 && !!error.envelope.validationErrors?.length,
      }),
  });
}
