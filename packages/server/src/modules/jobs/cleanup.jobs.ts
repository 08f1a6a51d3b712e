import { clubDate, DEFAULT_TIMEZONE } from '@dz/shared';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { JobDefinition } from './scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Unconfirmed accounts older than a day are deleted every midnight (spec sections 4 and 9): one global run per
 * day in the installation's default zone, at the first tick of the day.
 */
export function deleteUnconfirmedUsersJob(deps: { uow: UnitOfWork }): JobDefinition {
  const { uow } = deps;
  return {
    name: 'deleteUnconfirmedUsers',
    async due(now) {
      return [
        {
          period: clubDate(now, DEFAULT_TIMEZONE),
          async run() {
            const dayAgo = new Date(now.getTime() - DAY_MS);
            const deleted = await uow.run(({ repos }) => repos.jobs.deleteUnconfirmedUsers(dayAgo));
            return { deleted };
          },
        },
      ];
    },
  };
}
