import { clubDate, DEFAULT_TIMEZONE } from '@dz/shared';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import type { JobDefinition } from './scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Unconfirmed accounts older than a day are deleted every midnight (spec sections 4 and 9). */
export function deleteUnconfirmedUsersJob(deps: {
  repos: Pick<Repos, 'jobs'>;
  uow: UnitOfWork;
}): JobDefinition {
  const { repos, uow } = deps;
  return {
    name: 'deleteUnconfirmedUsers',
    pattern: '0 0 * * *',
    timezone: DEFAULT_TIMEZONE,
    period: (now) => clubDate(now, DEFAULT_TIMEZONE),
    async run(now) {
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const deleted = await uow.run((tx) => repos.jobs.deleteUnconfirmedUsers(dayAgo, tx));
      return { deleted };
    },
  };
}
