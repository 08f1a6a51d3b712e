import type { StatsResponse } from '@dz/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import { queryKeys } from '../../app/queryKeys';

/**
 * A year's stats key. It sits under `stats`, which the realtime map invalidates when loads land or reopen
 * (`loadsUpdatedUpdateMembers`) and when members or balances change (`membersUpdated`: the summary).
 */
export const statsKey = (year: number) => [...queryKeys.stats, year] as const;

/**
 * `GET /api/stats?year=`: the club's landed loads of the year and the club now (money sums only for admins).
 * While another year loads, the last year's answer stays on screen (its `year` says which it is), so the
 * year picker keeps its choices. Failures show on the page, not in the snackbar.
 */
export function useStats(year: number) {
  const api = useApi();
  return useQuery({
    queryKey: statsKey(year),
    queryFn: ({ signal }) => api.get<StatsResponse>(`/stats?year=${year}`, { signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}
