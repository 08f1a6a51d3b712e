import type { Logbook, Member } from '@dz/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../app/i18n';
import { mockFetch } from '../../test/fetchMock';
import { buildUser, memberAsSeenBy } from '../../test/fixtures';
import { phoneWidth } from '../../test/phoneWidth';
import { renderApp } from '../../test/render';
import {
  calledUrls,
  captureDownloads,
  sessionRoutes,
  testAdmin,
  testMembers,
} from '../members/members.fixtures';

// the members page brings the data grid: slow the first time on a busy machine
configure({ asyncUtilTimeout: 10_000 });

const matti = testMembers[0] as Member;

const logbook: Logbook = {
  jumpsBefore: 120,
  jumps: [
    {
      number: 121,
      date: '2026-05-02',
      loadNumber: 3,
      loadId: '9c000000-0000-4000-8000-000000000001',
      plane: 'OH-CDZ',
      altitude: 4000,
      jumpType: 'sport',
      groupRole: 'single',
      trainingJump: null,
      price: 32,
      highOpening: false,
    },
    {
      number: 122,
      date: '2026-05-16',
      loadNumber: 1,
      loadId: '9c000000-0000-4000-8000-000000000002',
      plane: 'OH-CDZ',
      altitude: 1000,
      jumpType: 'student',
      groupRole: 'student',
      trainingJump: 'AFF 1',
      price: 20.5,
      highOpening: true,
    },
  ],
};

let downloads: ReturnType<typeof captureDownloads> | undefined;
afterEach(() => {
  downloads?.restore();
  downloads = undefined;
  vi.restoreAllMocks();
});

function ownLogbook(user = buildUser()) {
  return mockFetch({
    ...sessionRoutes(user),
    'GET /api/member/me/logbook': { status: 200, body: logbook },
    'GET /api/member/me/logbook.csv': { status: 200, body: 'Jump no.,Date\n121,2026-05-02\n' },
  });
}

describe('the own logbook on the profile', () => {
  it('lists the jumps with running numbers, Finnish dates, loads, planes, altitudes, types and prices', async () => {
    ownLogbook();
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Logbook' });
    const table = await within(section).findByRole('table', { name: 'Logbook' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', 'Date', 'Load', 'Plane', 'Altitude', 'Jump type', 'Price']);
    expect(rows[1]).toHaveTextContent(/^1212\.5\.20263OH-CDZ4000 mSport jump32,00 €$/);
    expect(rows[2]).toHaveTextContent(/^12216\.5\.20261OH-CDZ1000 mStudent jumpAFF 1 · high opening20,50 €$/);
    expect(
      within(section).getByText('2 jumps on landed loads · Jumps before the first manifested jump: 120'),
    ).toBeInTheDocument();
  });

  it('downloads the CSV in the UI language and opens the printable page', async () => {
    const fetchMock = ownLogbook();
    downloads = captureDownloads();
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Logbook' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads?.files.map((f) => f.name)).toEqual(['logbook.csv']));
    expect(calledUrls(fetchMock)).toContain('/api/member/me/logbook.csv?lang=en');

    await userEvent.click(within(section).getByRole('link', { name: 'Print' }));
    const page = await screen.findByRole('article', { name: 'Logbook: Maija Meikäläinen' });
    expect(await within(page).findByRole('table', { name: 'Logbook' })).toBeInTheDocument();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile');
  });

  it('is a list on a phone, one jump a line', async () => {
    phoneWidth();
    ownLogbook();
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Logbook' });
    const list = await within(section).findByRole('list', { name: 'Logbook' });
    expect(within(section).queryByRole('table')).toBeNull();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('121');
    expect(items[0]).toHaveTextContent('2.5.2026 · Load 3 · OH-CDZ');
    expect(items[0]).toHaveTextContent('4000 m · Sport jump');
    expect(items[0]).toHaveTextContent('32,00 €');
  });

  it('says so when there are no jumps yet', async () => {
    mockFetch({
      ...sessionRoutes(buildUser()),
      'GET /api/member/me/logbook': { status: 200, body: { jumpsBefore: null, jumps: [] } },
    });
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Logbook' });
    expect(await within(section).findByText('No jumps on landed loads yet')).toBeInTheDocument();
    expect(
      within(section).getByText(/Jumps before the first manifested jump: not given/),
    ).toBeInTheDocument();
  });

  it('speaks Finnish', async () => {
    await i18n.changeLanguage('fi');
    const fetchMock = ownLogbook();
    downloads = captureDownloads();
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Hyppykirja' });
    const table = await within(section).findByRole('table', { name: 'Hyppykirja' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nro', 'Päivämäärä', 'Nousu', 'Kone', 'Korkeus', 'Hyppylaji', 'Hinta']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Oppilashyppy');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('korkea avaus');
    expect(
      within(section).getByText(
        '2 hyppyä laskeutuneilla nousuilla · Hypyt ennen ensimmäistä manifestoitua hyppyä: 120',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Lataa CSV' }));
    await waitFor(() => expect(calledUrls(fetchMock)).toContain('/api/member/me/logbook.csv?lang=fi'));
    expect(within(section).getByRole('link', { name: 'Tulosta' })).toHaveAttribute(
      'href',
      '/profile/logbook',
    );
  });
});

describe('a member’s logbook for admins', () => {
  function adminRoutes() {
    return mockFetch({
      ...sessionRoutes(testAdmin),
      'GET /api/member': { status: 200, body: testMembers },
      [`GET /api/member/${matti._id}/logbook`]: { status: 200, body: logbook },
      [`GET /api/member/${matti._id}/logbook.csv`]: { status: 200, body: 'Hyppy nro;Päivämäärä\n' },
    });
  }

  it('is a panel in the member details, loaded when opened, with CSV and Print', async () => {
    const fetchMock = adminRoutes();
    downloads = captureDownloads();
    renderApp('/members');
    await userEvent.click(await screen.findByRole('gridcell', { name: "Matti Meikäläinen 'Masa'" }));
    const detail = await screen.findByRole('dialog', { name: "Matti Meikäläinen 'Masa'" });
    expect(calledUrls(fetchMock).some((u) => u.includes('/logbook'))).toBe(false);

    await userEvent.click(within(detail).getByRole('button', { name: 'Logbook' }));
    const table = await within(detail).findByRole('table', { name: 'Logbook' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('121');
    expect(calledUrls(fetchMock).filter((u) => u.includes('/logbook'))).toEqual([
      `/api/member/${matti._id}/logbook`,
    ]);

    await userEvent.click(within(detail).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(calledUrls(fetchMock)).toContain(`/api/member/${matti._id}/logbook.csv?lang=en`),
    );
    expect(within(detail).getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      `/members/${matti._id}/logbook`,
    );
  });

  it('prints a member’s logbook under the member’s name', async () => {
    adminRoutes();
    renderApp(`/members/${matti._id}/logbook`);
    const page = await screen.findByRole('article', { name: "Logbook: Matti Meikäläinen 'Masa'" });
    expect(await within(page).findByRole('table', { name: 'Logbook' })).toBeInTheDocument();
  });

  it('is not in the details for a waiver checker', async () => {
    const checker = buildUser({
      permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false },
    });
    const fetchMock = mockFetch({
      ...sessionRoutes(checker),
      // each member's `can` as the server answers it to the checker: the ledger, not the logbook
      'GET /api/member': { status: 200, body: testMembers.map((m) => memberAsSeenBy(checker, m)) },
    });
    renderApp('/members');
    await userEvent.click(await screen.findByRole('gridcell', { name: "Matti Meikäläinen 'Masa'" }));
    const detail = await screen.findByRole('dialog', { name: "Matti Meikäläinen 'Masa'" });
    expect(within(detail).getByRole('button', { name: 'Payment history' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Logbook' })).toBeNull();
    expect(calledUrls(fetchMock).some((u) => u.includes('/logbook'))).toBe(false);
  });

  it('refuses the printable page of another member to a plain user', async () => {
    const fetchMock = mockFetch({ ...sessionRoutes(buildUser()) });
    renderApp(`/members/${matti._id}/logbook`);
    expect(await screen.findByText('Only admin can do this')).toBeInTheDocument();
    expect(calledUrls(fetchMock).some((u) => u.includes('/logbook'))).toBe(false);
  });
});
