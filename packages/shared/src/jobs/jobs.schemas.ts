import { z } from 'zod';

/** The scheduled jobs an admin sees in club settings, in the order shown. */
export const scheduledJobNames = [
  'paymentReminders',
  'unlandedLoadReminders',
  'deleteUnconfirmedUsers',
  'nightlyBackup',
] as const;
export type ScheduledJobName = (typeof scheduledJobNames)[number];

/** The reminders an admin may send to themself as a test. */
export const testableJobNames = ['paymentReminders', 'unlandedLoadReminders'] as const;
export const testableJob = z.enum(testableJobNames, { error: 'Unknown job' });

export const jobRun = z.object({
  period: z.string(),
  ranAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(['running', 'done', 'failed']),
  attempts: z.number(),
  sent: z.number(),
  failed: z.number(),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRun>;

/** `GET /api/club/jobs`: each job, whether it is on for the club, and its latest runs (newest first). */
export const jobsOverview = z.object({
  jobs: z.array(z.object({ name: z.enum(scheduledJobNames), enabled: z.boolean(), runs: z.array(jobRun) })),
});
export type JobsOverview = z.infer<typeof jobsOverview>;

/** `POST /api/club/jobs/{job}/test`: the language of the test mail. */
export const jobTestBody = z.object({ lang: z.enum(['fi', 'en']).default('fi') });
export const jobTestResponse = z.object({ sentTo: z.string() });

/** How many runs of each job the overview shows. */
export const JOB_RUNS_SHOWN = 10;
