import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { jobRuns } from '../../db/schema/index';

export interface JobDefinition {
  name: string;
  /** A cron pattern in the given time zone ("0 0 * * *" is every midnight). */
  pattern: string;
  timezone: string;
  /** The period a run covers, e.g. the date: one run per period, whichever node gets there first. */
  period(now: Date): string;
  run(now: Date): Promise<unknown>;
}

/** Claims a job's period; true only for the one node (or call) that claimed it. */
export async function claimRun(db: Db, job: string, period: string): Promise<boolean> {
  const rows = await db
    .insert(jobRuns)
    .values({ job, period })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return rows.length === 1;
}

/** Runs a job now if its current period has not run yet on any node. */
export async function runOnce(
  db: Db,
  job: JobDefinition,
  now: Date,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (!(await claimRun(db, job.name, job.period(now)))) {
    return false;
  }
  const result = await job.run(now);
  log.info({ job: job.name, result }, 'scheduled job ran');
  return true;
}

/** Starts every job on croner; stop() ends them at shutdown. */
export function startScheduler(db: Db, jobs: JobDefinition[], log: FastifyBaseLogger) {
  const crons = jobs.map(
    (job) =>
      new Cron(job.pattern, { timezone: job.timezone, protect: true }, async () => {
        try {
          await runOnce(db, job, new Date(), log);
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
