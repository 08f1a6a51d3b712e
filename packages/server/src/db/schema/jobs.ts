import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per scheduled job and period: the node that inserts it runs the job, the others skip. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
