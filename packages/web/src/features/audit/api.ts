import type { AuditQuery, AuditResponse } from '@dz/shared';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';

export const auditKey = ['audit'] as const;

/** `GET /api/audit`: the club's audit trail (admins), newest first, with the filters given. */
export function useAuditTrail(query: AuditQuery) {
  const api = useApi();
  const params = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  ).toString();
  return useQuery({
    queryKey: [...auditKey, params],
    queryFn: ({ signal }) => api.get<AuditResponse>(`/audit${params ? `?${params}` : ''}`, { signal }),
  });
}
