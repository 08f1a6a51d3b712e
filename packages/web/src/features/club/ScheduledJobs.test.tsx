import type { JobRun, JobsOverview } from '@dz/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { buildClub, clubServer, PAGE_TEST_TIMEOUT } from './clubTestServer';

const run = (over: Partial<JobRun>): JobRun => ({
  period: '2026-11-23',
  ranAt: '2026-11-22T22:00:30Z',
  finishedAt: '2026-11-22T22:00:31Z',
  status: 'done',
  attempts: 1,
  sent: 0,
  failed: 0,
  error: null,
  ...over,
});

const jobs: JobsOverview = {
  jobs: [
    { name: 'paymentReminders', enabled: true, runs: [run({ period: '2026-W48', sent: 3, failed: 1 })] },
    { name: 'unlandedLoadReminders', enabled: true, runs: [] },
    { name: 'deleteUnconfirmedUsers', enabled: true, runs: [] },
    { name: 'nightlyBackup', enabled: true, runs: [run({ period: '2026-11-23', attempts: 2 })] },
  ],
};

describe('ClubPage: scheduled jobs', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('says a run’s day or week as people write them, and counts mails only for the jobs that send them', async () => {
    clubServer(buildClub(), undefined, jobs);
    renderApp('/club');
    const reminders = within(await screen.findByTestId('job-paymentReminders'));
    expect(reminders.getByTestId('job-run')).toHaveTextContent('Week 48/2026');
    expect(reminders.getByTestId('job-run')).toHaveTextContent('3 mails sent · 1 failed');
    const backup = within(screen.getByTestId('job-nightlyBackup')).getByTestId('job-run');
    expect(backup).toHaveTextContent('Day 23.11.2026');
    expect(backup).toHaveTextContent('2 attempts');
    expect(backup).not.toHaveTextContent(/mail/);
    expect(backup).not.toHaveTextContent('2026-11-23');
  });
});
