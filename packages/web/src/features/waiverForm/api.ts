import type { PostWaiverBody, WaiverLink } from '@dz/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import type { ApiClient } from '../../app/api';
import { isApiError } from '../../app/apiError';

/** What the form shows before signing: the club's waiver text, its version (kept as evidence) and links. */
export interface WaiverFormContent {
  text: string;
  versionId: string;
  links: WaiverLink[];
}

/**
 * The version sent while the club has no waiver texts yet (the server keeps the id it is given; club settings
 * add the texts in issue 11 step 5).
 */
export const NO_WAIVER_TEXT_VERSION = 'none';

const clubQuery = (club: string, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ ...(club ? { club } : {}), ...extra }).toString();
  return params ? `?${params}` : '';
};

async function fetchContent(
  api: ApiClient,
  club: string,
  lang: string,
  signal?: AbortSignal,
): Promise<WaiverFormContent> {
  try {
    return await api.get<WaiverFormContent>(`/waiver-form${clubQuery(club, { lang })}`, {
      signal,
      quiet: true,
    });
  } catch (error) {
    // an installation without the waiver-text call yet: the links alone, from the public links call
    if (!isApiError(error) || error.status !== 404 || error.locale !== 'error.notFound') {
      throw error;
    }
  }
  const links = await api.get<WaiverLink[]>(`/club/waiver-links${clubQuery(club)}`, { signal, quiet: true });
  return { text: '', versionId: NO_WAIVER_TEXT_VERSION, links };
}

/** `GET /api/waiver-form?club=&lang=` (no login): the waiver text in the UI language and the links. */
export function useWaiverFormContent(club: string, lang: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['waiverForm', club, lang],
    queryFn: ({ signal }) => fetchContent(api, club, lang, signal),
    staleTime: 5 * 60_000,
  });
}

/** `POST /api/waiver?club=` (no login) → 201 `{ ok: true }`. Validation lines are shown at the fields. */
export function usePostWaiver(club: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: PostWaiverBody) =>
      api.post<{ ok: true }>(`/waiver${clubQuery(club)}`, body, {
        quiet: (error) => error.status === 400 && !!error.envelope.validationErrors?.length,
      }),
  });
}
