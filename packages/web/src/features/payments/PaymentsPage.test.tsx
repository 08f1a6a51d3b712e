import type { TransactionPage } from '@dz/shared';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildUser } from '../../test/fixtures';
import { recordingSocket, renderApp } from '../../test/render';
import {
  calledUrls,
  captureDownloads,
  sessionRoutes,
  testAdmin,
  testMembers,
} from '../members/members.fixtures';

// the data grid pages are slow to render the first time on a busy two-core machine
configure({ asyncUtilTimeout: 10_000 });
// load the page (and its data grid) once, before the first test's clock starts
beforeAll(async () => {
  await import('./PaymentsPage');
}, 60_000);

const TOTAL = 45;

/** A page of the server's list: 30 rows (15 on the second page) of made-up payments. */
function page(url: URL): TransactionPage {
  const number = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 30);
  const count = Math.max(0, Math.min(limit, TOTAL - (number - 1) * limit));
  return {
    items: Array.from({ length: count }, (_, i) => ({
      _id: `8b000000-0000-4000-8000-${String((number - 1) * limit + i).padStart(12, '0')}`,
      date: '2026-05-01T10:00:00.000Z',
      amount: 10 + i,
      newBalance: 100,
      method: 'Käteinen',
      comment: `Rivi ${number}-${i}`,
      kind: 'payment' as const,
      createdBy: testAdmin._id,
      createdByName: 'Ada Admin',
      for: testMembers[0]?._id ?? '',
      forName: 'Matti Meikäläinen',
      loadRef: null,
      // the second row is a jump charge written by landing, its comment in English
      ...(i === 1 && {
        kind: 'jump' as const,
        comment: 'Load 3 2026-11-22, 4000 m',
        loadRef: { loadId: 'l3', number: 3, date: '2026-11-22', altitude: 4000 },
      }),
    })),
    pagination: {
      page: number,
      limit,
      skip: (number - 1) * limit,
      totalPages: Math.ceil(TOTAL / limit),
      totalItems: TOTAL,
    },
  };
}

function withTransactions(user = testAdmin) {
  const exports: MockRequest[] = [];
  const fetchMock = mockFetch({
    ...sessionRoutes(user),
    'GET /api/member': { status: 200, body: testMembers },
    'GET /api/user/all': { status: 200, body: [testAdmin] },
    'POST /api/transaction/export': (request) => {
      exports.push(request);
      return { status: 200, body: 'Date,Amount\n' };
    },
  });
  // the list routes answer by their query, which the route table does not see
  const routed = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.startsWith('/api/transaction/') && (init?.method ?? 'GET') === 'GET') {
      return new Response(JSON.stringify(page(url)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return routed ? routed(input, init) : new Response(null, { status: 404 });
  });
  const lists = () => calledUrls(fetchMock).filter((u) => u.startsWith('/api/transaction/'));
  return { fetchMock, exports, lists, last: () => new URL(lists().at(-1) ?? '', 'http://localhost') };
}

describe('PaymentsPage', { timeout: 30_000 }, () => {
  let restoreDownloads = () => {};
  afterEach(() => restoreDownloads());

  it('asks an admin for every transaction, newest first, 30 a page', async () => {
    const { lists } = withTransactions();
    renderApp('/payments');
    expect(await screen.findByRole('gridcell', { name: 'Rivi 1-0' })).toBeInTheDocument();
    expect(lists()).toEqual(['/api/transaction/all?page=1&limit=30&sortKey=date&sortDirection=desc']);
    expect(screen.getByTestId('own-balance')).toHaveTextContent('-12,50 €');
  });

  it('says the comment of a jump charge in the reader’s language', async () => {
    await i18n.changeLanguage('fi');
    withTransactions();
    renderApp('/payments');
    expect(await screen.findByRole('gridcell', { name: 'Nousu 3 22.11.2026, 4000 m' })).toBeInTheDocument();
    expect(screen.queryByRole('gridcell', { name: 'Load 3 2026-11-22, 4000 m' })).toBeNull();
  });

  it('pages and sorts on the server', async () => {
    const { last } = withTransactions();
    renderApp('/payments');
    await screen.findByRole('gridcell', { name: 'Rivi 1-0' });

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('gridcell', { name: 'Rivi 2-0' })).toBeInTheDocument();
    expect(last().searchParams.get('page')).toBe('2');

    await userEvent.click(screen.getByRole('columnheader', { name: /^Amount/ }));
    await waitFor(() => expect(last().searchParams.get('sortKey')).toBe('amount'));
    expect(last().searchParams.get('sortDirection')).toBe('desc');
    // a new sort starts from the first page
    expect(last().searchParams.get('page')).toBe('1');
    await userEvent.click(screen.getByRole('columnheader', { name: /^Amount/ }));
    await waitFor(() => expect(last().searchParams.get('sortDirection')).toBe('asc'));
  });

  it('filters by member, comment, dates, method and who entered it', async () => {
    const { last } = withTransactions();
    renderApp('/payments');
    await screen.findByRole('gridcell', { name: 'Rivi 1-0' });
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = screen.getByRole('search', { name: 'Filter payments' });

    await userEvent.click(within(filters).getByRole('combobox', { name: 'Member' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Liisa Laine' }));
    await waitFor(() => expect(last().searchParams.get('forMember')).toBe(testMembers[1]?._id));

    await userEvent.type(within(filters).getByRole('textbox', { name: 'Comment contains' }), 'hyppy');
    await waitFor(() => expect(last().searchParams.get('comment')).toBe('hyppy'));

    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-06-30' } });
    await waitFor(() => expect(last().searchParams.get('endDate')).toBe('2026-06-30'));
    expect(last().searchParams.get('startDate')).toBe('2026-01-01');

    await userEvent.type(within(filters).getByRole('combobox', { name: 'Payment method' }), 'Kortti');
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Entered by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ada Admin' }));
    await waitFor(() => expect(last().searchParams.get('method')).toBe('Kortti'));
    expect(Object.fromEntries(last().searchParams)).toEqual({
      page: '1',
      limit: '30',
      sortKey: 'date',
      sortDirection: 'desc',
      forMember: testMembers[1]?._id,
      method: 'Kortti',
      createdBy: testAdmin._id,
      comment: 'hyppy',
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    });
  });

  it('switches an admin to the own transactions', async () => {
    const { last } = withTransactions();
    renderApp('/payments');
    await screen.findByRole('gridcell', { name: 'Rivi 1-0' });
    await userEvent.click(screen.getByRole('button', { name: 'Own' }));
    await waitFor(() => expect(last().pathname).toBe('/api/transaction/personal'));
  });

  it('shows a member without admin rights the own transactions only', async () => {
    const { lists } = withTransactions(buildUser());
    renderApp('/payments');
    expect(await screen.findByRole('gridcell', { name: 'Rivi 1-0' })).toBeInTheDocument();
    expect(lists()).toEqual(['/api/transaction/personal?page=1&limit=30&sortKey=date&sortDirection=desc']);
    expect(screen.queryByRole('button', { name: 'New payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Own' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Member' })).toBeNull();
  });

  it('exports the chosen rows as transactions.csv', async () => {
    const { exports } = withTransactions();
    const downloads = captureDownloads();
    restoreDownloads = downloads.restore;
    renderApp('/payments');
    const row = (await screen.findByRole('gridcell', { name: 'Rivi 1-3' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads.files.map((f) => f.name)).toEqual(['transactions.csv']));
    expect(exports[0]?.body).toEqual({
      ids: ['8b000000-0000-4000-8000-000000000003'],
      personal: false,
      lang: 'en',
    });
  });

  it('exports every row the list matches when no row is chosen, in the UI language', async () => {
    const { exports } = withTransactions();
    const downloads = captureDownloads();
    restoreDownloads = downloads.restore;
    renderApp('/payments');
    await screen.findByRole('gridcell', { name: 'Rivi 1-3' });
    await userEvent.click(screen.getByRole('button', { name: /Export all/ }));

    await waitFor(() => expect(downloads.files.map((f) => f.name)).toEqual(['transactions.csv']));
    expect(exports[0]?.body).toEqual({
      ids: [],
      personal: false,
      lang: 'en',
      filter: { sortKey: 'date', sortDirection: 'desc' },
    });
  });

  it('says in Finnish what the export writes: every filtered row on all pages, or the ticked rows', async () => {
    await i18n.changeLanguage('fi');
    const { exports, last } = withTransactions();
    const downloads = captureDownloads();
    restoreDownloads = downloads.restore;
    renderApp('/payments');
    await screen.findByRole('gridcell', { name: 'Rivi 1-3' });
    await userEvent.click(screen.getByRole('button', { name: 'Suodattimet' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Kommentissa' }), 'Rivi');
    await waitFor(() => expect(last().searchParams.get('comment')).toBe('Rivi'));
    const exportAll = await screen.findByRole('button', { name: 'Vie kaikki (45) CSV-tiedostoon' });
    await userEvent.click(exportAll);

    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]?.body).toEqual({
      ids: [],
      personal: false,
      lang: 'fi',
      filter: { sortKey: 'date', sortDirection: 'desc', comment: 'Rivi' },
    });

    const row = screen.getByRole('gridcell', { name: 'Rivi 1-3' }).closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Vie CSV' }));
    await waitFor(() => expect(exports).toHaveLength(2));
    expect(exports[1]?.body).toEqual({
      ids: ['8b000000-0000-4000-8000-000000000003'],
      personal: false,
      lang: 'fi',
    });
  });

  it('refreshes the list when a payment is made elsewhere (paymentsUpdated)', async () => {
    const { lists } = withTransactions();
    const socket = recordingSocket();
    renderApp('/payments', { createSocket: socket.createSocket });
    await screen.findByRole('gridcell', { name: 'Rivi 1-0' });
    expect(lists()).toHaveLength(1);
    act(() => socket.serverEmits('paymentsUpdated', { memberId: testMembers[0]?._id }));
    await waitFor(() => expect(lists()).toHaveLength(2));
  });
});
