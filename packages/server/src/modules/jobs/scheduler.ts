import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsRepo } from './jobs.repo';

/** Where a node records the periods it ran: the first node to claim one runs it. */
export type JobRuns = Pick<JobsRepo, 'claimRun'>;

export interface JobDefinition {
  name: string;
  /** A cron pattern in the given time zone ("0 0 * * *" is every midnight). */
  pattern: string;
  timezone: string;
  /** The period a run covers, e.g. the date: one run per period, whichever node gets there first. */
  period(now: Date): string;
  run(now: Date): Promise<unknown>;
}

/** Runs a job now if its current period has not run yet on any node. */
export async function runOnce(
  runs: JobRuns,
  job: JobDefinition,
  now: Date,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (!(await runs.claimRun(job.name, job.period(now)))) {
    return false;
  }
  const result = await job.run(now);
  log.info({ job: job.name, result }, 'scheduled job ran');
  return true;
}

/** Starts every job on croner; stop() ends them at shutdown. */
export function startScheduler(runs: JobRuns, jobs: JobDefinition[], log: FastifyBaseLogger) {
  const crons = jobs.map(
    (job) =>
      new Cron(job.pattern, { timezone: job.timezone, protect: true }, async () => {
        try {
          await runOnce(runs, job, new Date(), log);
        } catch (err) {
          log.error({ err, job: job.name }, 'scheduled job failed');
        }
      }),
  );
  return {
    stop() {
      for (const c of crons) {
        c.stop();
      }
    },
  };
}
