import { centsToEuros, type StatsResponse } from '@dz/shared';
import type { StatsYear } from './stats.service';

/** `GET /api/stats`: the year as the API answers it, the money sums in euros (null for non-admins). */
export function toStatsResponse(y: StatsYear): StatsResponse {
  const { balanceSumCents, negativeBalanceSumCents, ...summary } = y.summary;
  return {
    ...y,
    summary: {
      licenses: summary.licenses,
      balanceSum: balanceSumCents === null ? null : centsToEuros(balanceSumCents),
      negativeBalanceSum: negativeBalanceSumCents === null ? null : centsToEuros(negativeBalanceSumCents),
      members: summary.members,
      students: summary.students,
      tandemStudents: summary.tandemStudents,
      pilots: summary.pilots,
      clubMembers: summary.clubMembers,
      licensedJumpers: summary.licensedJumpers,
    },
  };
}
