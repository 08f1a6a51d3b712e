import type { PrivacyNotice } from '@dz/shared';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';

/** The club's privacy notice (`GET /api/club/privacy`), readable without login. */
export function usePrivacyNotice(club: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['privacy', club],
    queryFn: ({ signal }) =>
      api.get<PrivacyNotice>(`/club/privacy${club ? `?club=${encodeURIComponent(club)}` : ''}`, {
        signal,
        quiet: true,
      }),
    staleTime: 5 * 60_000,
  });
}
