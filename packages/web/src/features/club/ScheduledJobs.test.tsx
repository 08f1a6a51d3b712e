import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { buildClub, clubServer, noJobRuns, PAGE_TEST_TIMEOUT } from './clubTestServer';

describe('ClubPage: scheduled jobs', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows each job, on or off, its latest runs with mails, failures and the error', async () => {
    clubServer(buildClub(), undefined, {
      jobs: [
        {
          name: 'paymentReminders',
          enabled: true,
          runs: [
            {
              period: '2026-W23',
              ranAt: '2026-06-01T21:00:30.000Z',
              finishedAt: '2026-06-01T21:00:31.000Z',
              status: 'done',
              attempts: 1,
              sent: 3,
              failed: 1,
              error: 'late@example.com: mailbox full',
            },
          ],
        },
        ...noJobRuns.jobs.slice(1),
      ],
    });
    renderApp('/club');
    const section = within(await screen.findByRole('region', { name: 'Scheduled jobs' }));
    const payments = within(await section.findByRole('article', { name: 'Payment reminders' }));
    expect(payments.getByText('On')).toBeInTheDocument();
    const run = within(payments.getByRole('list', { name: 'Latest runs: Payment reminders' }));
    expect(run.getByText('Done')).toBeInTheDocument();
    // 21:00 UTC on 1 June is 00:00 on Tuesday 2 June in Helsinki
    expect(run.getByText(/2\.6\.2026/)).toBeInTheDocument();
    expect(run.getByText('3 mails sent · 1 failed')).toBeInTheDocument();
    await userEvent.click(run.getByText('Show the error'));
    expect(run.getByText('late@example.com: mailbox full')).toBeVisible();
    const unlanded = within(section.getByRole('article', { name: 'Unlanded-load reminders' }));
    expect(unlanded.getByText('Off')).toBeInTheDocument();
    expect(unlanded.getByText('No runs yet.')).toBeInTheDocument();
    const cleanup = within(section.getByRole('article', { name: 'Clean-up of unconfirmed accounts' }));
    expect(cleanup.queryByRole('button', { name: 'Send a test to me' })).not.toBeInTheDocument();
  });

  it('sends a test reminder to the admin and says where it went', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const payments = within(await screen.findByRole('article', { name: 'Payment reminders' }));
    await userEvent.click(payments.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('Test sent to ada@example.com')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ path: '/api/club/jobs/paymentReminders/test', body: { lang: 'en' } });
  });
});
