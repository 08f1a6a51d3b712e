import { LANGUAGE_STORAGE_KEY } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import { renderApp } from '../../test/render';
import { captureDownloads } from '../members/members.fixtures';
import { buildClub, clubServer, embeddedBackups, noJobRuns, PAGE_TEST_TIMEOUT } from './clubTestServer';

let downloads: ReturnType<typeof captureDownloads> | undefined;
afterEach(() => {
  downloads?.restore();
  downloads = undefined;
});

describe('ClubPage: backups', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the nightly backups kept and downloads one taken now', async () => {
    clubServer();
    downloads = captureDownloads();
    renderApp('/club');
    const section = within(await screen.findByRole('region', { name: 'Backups' }));
    const kept = within(await section.findByRole('list', { name: 'Backups on the server' }));
    // 21:00 UTC on 1 June is 00:00 on 2 June in Helsinki; sizes with a decimal comma
    expect(kept.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^2\.6\.2026 0\.00.*4,3 MB$/),
      expect.stringMatching(/^1\.6\.2026 0\.00.*4,2 MB$/),
    ]);

    await userEvent.click(section.getByRole('button', { name: 'Download a backup' }));
    await waitFor(() => expect(downloads?.files).toHaveLength(1));
    expect(downloads?.files[0]?.name).toMatch(/^dz-backup-\d{8}T\d{6}Z\.tar\.gz$/);
  });

  it('in Finnish, says when there are none yet, and that a several-club installation is its operator’s to back up', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fi');
    await changeLanguage('fi');
    clubServer(buildClub(), undefined, noJobRuns, { ...embeddedBackups, downloadable: false, backups: [] });
    renderApp('/club');
    const section = within(await screen.findByRole('region', { name: 'Varmuuskopiot' }));
    expect(await section.findByText(/seuraava ajastettu ajo ottaa ensimmäisen/)).toBeInTheDocument();
    expect(section.getByText(/sen ylläpitäjä huolehtii varmuuskopioista/)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Lataa varmuuskopio' })).not.toBeInTheDocument();
  });

  it('downloads the club’s own data, on either database', async () => {
    clubServer(buildClub(), undefined, noJobRuns, {
      embedded: false,
      downloadable: false,
      retentionDays: 14,
      backups: [],
    });
    downloads = captureDownloads();
    renderApp('/club');
    const section = within(await screen.findByRole('region', { name: 'Backups' }));
    await userEvent.click(await section.findByRole('button', { name: "Download the club's data" }));
    await waitFor(() => expect(downloads?.files).toHaveLength(1));
    expect(downloads?.files[0]?.name).toMatch(/^dz-club-\d{4}-\d{2}-\d{2}\.json\.gz$/);
  });

  it('on PostgreSQL, points to its own tools', async () => {
    clubServer(buildClub(), undefined, noJobRuns, {
      embedded: false,
      downloadable: false,
      retentionDays: 14,
      backups: [],
    });
    renderApp('/club');
    const section = within(await screen.findByRole('region', { name: 'Backups' }));
    expect(await section.findByText(/pg_dump and pg_restore/)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Download a backup' })).not.toBeInTheDocument();
  });

  it('keeps the days set in the club settings, 1 to 365', async () => {
    const { fetchMock } = clubServer();
    renderApp('/club');
    const field = await screen.findByRole('textbox', { name: 'Nightly backups are kept for' });
    expect(field).toHaveValue('14');
    await userEvent.clear(field);
    await userEvent.type(field, '400');
    expect(await screen.findByText(/365/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(
        ([, init]) => init?.method === 'PUT' && String(init.body).includes('backupRetentionDays'),
      );
      expect(JSON.parse(String(put?.[1]?.body)).backupRetentionDays).toBe(30);
    });
  });
});
