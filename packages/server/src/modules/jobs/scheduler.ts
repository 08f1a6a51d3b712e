import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from '../../mail/mailer';
import { countJobRun } from '../../metrics/metrics';
import type { JobsRepo } from './jobs.repo';

/** Where a node records the periods it ran: the first node to claim one runs it, and its result is kept. */
export type JobRuns = Pick<JobsRepo, 'claimRun' | 'finishRun'>;

/** What a run reports: mails sent and failed (each failure as `recipient: error`), anything else to log. */
export interface RunResult {
  sent?: number;
  failed?: number;
  errors?: string[];
  [key: string]: unknown;
}

/** One period of a job that is due now, e.g. one club's week: claimed and run once, whichever node is first. */
export interface DueRun {
  period: string;
  run(): Promise<RunResult>;
}

export interface JobDefinition {
  name: string;
  /**
   * The periods due at `now` (pure of side effects: read only). A club's job answers one per club whose
   * local time makes it due (`club:<id>:<period>`); a global job one period.
   */
  due(now: Date): Promise<DueRun[]>;
}

/** How often the scheduler looks for due periods (croner, every minute on the minute). */
export const TICK_PATTERN = '* * * * *';

/**
 * The croner pattern of a tick every `seconds` (every minute on the minute for 60). Counted within each minute:
 * a number that does not divide 60 gives a shorter gap at the minute (7: …, 49, 56, 0).
 */
export function tickPattern(seconds: number): string {
  return seconds >= 60 ? TICK_PATTERN : `*/${seconds} * * * * *`;
}

/**
 * Runs one due period if no node has (or a failed attempt may be retried): claims it, runs it and records
 * the result. A run that throws is recorded `failed` with its error and logged; a later tick retries it.
 */
export async function runOnce(
  runs: JobRuns,
  jobName: string,
  due: DueRun,
  log: FastifyBaseLogger,
): Promise<'skipped' | 'done' | 'failed'> {
  if (!(await runs.claimRun(jobName, due.period))) {
    return 'skipped';
  }
  try {
    const result = await due.run();
    const errors = result.errors ?? [];
    await runs.finishRun(jobName, due.period, {
      status: 'done',
      sent: result.sent ?? 0,
      failed: result.failed ?? errors.length,
      error: errors.length > 0 ? errors.join('\n').slice(0, 4000) : null,
    });
    const entry = { job: jobName, period: due.period, result };
    if (errors.length > 0) {
      log.error(entry, 'scheduled job ran with failed mails');
    } else {
      log.info(entry, 'scheduled job ran');
    }
    return 'done';
  } catch (err) {
    log.error({ err, job: jobName, period: due.period }, 'scheduled job failed; a later tick retries it');
    await runs
      .finishRun(jobName, due.period, {
        status: 'failed',
        sent: 0,
        failed: 0,
        error: (err instanceof Error ? (err.stack ?? err.message) : String(err)).slice(0, 4000),
      })
      .catch((recordErr: unknown) =>
        log.error({ err: recordErr, job: jobName }, 'could not record a failed run'),
      );
    return 'failed';
  }
}

/** One scheduler tick: every due period of every job, each claimed and run once; one job's failure stops no other. */
export async function tick(runs: JobRuns, jobs: JobDefinition[], now: Date, log: FastifyBaseLogger) {
  const outcomes: { job: string; period: string; outcome: 'skipped' | 'done' | 'failed' }[] = [];
  for (const job of jobs) {
    let dues: DueRun[];
    try {
      dues = await job.due(now);
    } catch (err) {
      log.error({ err, job: job.name }, 'scheduled job could not list its due periods');
      continue;
    }
    for (const due of dues) {
      outcomes.push({ job: job.name, period: due.period, outcome: await runOnce(runs, job.name, due, log) });
    }
  }
  return outcomes;
}

/**
 * Sends mails one by one: a mail that fails is counted and named in `errors` and the others still go.
 */
export async function sendAll(
  mailer: Pick<Mailer, 'send'>,
  mails: Mail[],
): Promise<Required<Pick<RunResult, 'sent' | 'failed' | 'errors'>>> {
  let sent = 0;
  const errors: string[] = [];
  for (const mail of mails) {
    try {
      await mailer.send(mail);
      sent += 1;
    } catch (err) {
      errors.push(`${mail.to}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { sent, failed: errors.length, errors };
}

export interface SchedulerState {
  startedAt: Date;
  lastTickAt: Date | null;
  tickSeconds: number;
}

/** Ticks every minute, or every `tickSeconds` (never two ticks at once on a node); stop() ends it at shutdown. */
export function startScheduler(
  runs: JobRuns,
  jobs: JobDefinition[],
  log: FastifyBaseLogger,
  now: () => Date,
  tickSeconds = 60,
) {
  const startedAt = now();
  let lastTickAt: Date | null = null;
  const cron = new Cron(tickPattern(tickSeconds), { protect: true }, async () => {
    lastTickAt = now();
    try {
      for (const { job, outcome } of await tick(runs, jobs, lastTickAt, log)) {
        if (outcome !== 'skipped') {
          countJobRun(job, outcome);
        }
      }
    } catch (err) {
      log.error({ err }, 'scheduler tick failed');
    }
  });
  return {
    /** When it started and last ticked (`/api/health` tells whether it still ticks). */
    state(): SchedulerState {
      return { startedAt, lastTickAt, tickSeconds };
    },
    stop() {
      cron.stop();
    },
  };
}
