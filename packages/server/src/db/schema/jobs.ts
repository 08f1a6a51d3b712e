import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A run's state: `running` while a node works on it, then `done`, or `failed` (retried on a later tick). */
export const jobRunStatuses = ['running', 'done', 'failed'] as const;

/**
 * One row per scheduled job and period (`club:<id>:<YYYY-Www>` for a club's weekly job): the node that inserts
 * it runs the job, the others skip. The row keeps the run's result: when, mails sent and failed, the error.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    /** When the latest attempt started. */
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: jobRunStatuses }).notNull().default('done'),
    attempts: integer('attempts').notNull().default(1),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The thrown error of a failed run, or the failed mails (recipient: error) of a finished one. */
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
