import type { Member, TransactionPage } from '@dz/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calledRoutes, type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildAdmin, buildUser, memberAsSeenBy } from '../../test/fixtures';
import { recordingSocket, renderApp } from '../../test/render';
import { calledUrls, captureDownloads, sessionRoutes, testMembers } from './members.fixtures';

// the data grid pages are slow to render the first time on a busy two-core machine
configure({ asyncUtilTimeout: 10_000 });
// load the page (and its data grid) once, before the first test's clock starts
beforeAll(async () => {
  await import('./MembersPage');
}, 60_000);

const matti = testMembers[0] as Member;

function historyPage(page: number, count: number, totalItems: number): TransactionPage {
  return {
    items: Array.from({ length: count }, (_, i) => ({
      _id: `8b000000-0000-4000-8000-${String(page * 100 + i).padStart(12, '0')}`,
      date: '2026-05-01T10:00:00.000Z',
      amount: 10,
      newBalance: 88,
      method: 'Käteinen',
      comment: `Maksu ${page}-${i}`,
      kind: 'payment',
      createdBy: null,
      createdByName: 'Ada Admin',
      for: matti._id,
      forName: 'Matti Meikäläinen',
      loadRef: null,
    })),
    pagination: {
      page,
      limit: 20,
      skip: (page - 1) * 20,
      totalPages: Math.ceil(totalItems / 20),
      totalItems,
    },
  };
}

function adminWithMembers(extra: Parameters<typeof mockFetch>[0] = {}) {
  const sent: MockRequest[] = [];
  const fetchMock = mockFetch({
    ...sessionRoutes(),
    'GET /api/member': { status: 200, body: testMembers },
    'POST /api/member/export': (request) => {
      sent.push(request);
      return { status: 200, body: 'First name,Last name\nMatti,Meikäläinen\n' };
    },
    ...extra,
  });
  return { fetchMock, sent };
}

async function rowOf(name: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('gridcell', { name });
  const row = cell.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) {
    throw new Error(`no row for ${name}`);
  }
  return row;
}

describe('MembersPage', { timeout: 30_000 }, () => {
  let restoreDownloads = () => {};
  afterEach(() => restoreDownloads());

  it('lists the members by first name with "First Last \'Nick\'" and red negative balances', async () => {
    adminWithMembers();
    renderApp('/members');
    const names = (await screen.findAllByRole('gridcell', { name: /^(Liisa|Matti|Olli|Pekka|Tiina) / })).map(
      (cell) => cell.textContent,
    );
    expect(names).toEqual([
      'Liisa Laine',
      "Matti Meikäläinen 'Masa'",
      'Olli Opettaja',
      'Pekka Pilotti',
      'Tiina Tandem',
    ]);
    expect(screen.getByText('5 members')).toBeInTheDocument();
    expect(within(await rowOf('Liisa Laine')).getByText('-45,50 €')).toHaveAttribute('data-negative', 'true');
  });

  it('counts the members per group in the header', async () => {
    adminWithMembers();
    renderApp('/members');
    const counts = await screen.findByRole('group', { name: 'Members per group' });
    await waitFor(() => expect(counts).toHaveTextContent('Jumpers 5'));
    const chips = within(counts)
      .getAllByRole('button')
      .map((chip) => chip.textContent);
    expect(chips).toEqual([
      'Jumpers 5',
      'Students 1',
      'Tandem students 1',
      'Instructors 2',
      'Pilots 1',
      'Club members 3',
    ]);
  });

  it('filters by a group chip, by role and by the quick search', async () => {
    adminWithMembers();
    renderApp('/members');
    await rowOf('Pekka Pilotti');

    await userEvent.click(screen.getByRole('button', { name: 'Instructors 2' }));
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Pekka Pilotti' })).toBeNull());
    expect(screen.getByRole('gridcell', { name: 'Olli Opettaja' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Instructors 2' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'liisa');
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Olli Opettaja' })).toBeNull());
    expect(screen.getByRole('gridcell', { name: 'Liisa Laine' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tandem student' }));
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Liisa Laine' })).toBeNull());
    expect(screen.getByRole('gridcell', { name: 'Tiina Tandem' })).toBeInTheDocument();
  });

  it('shows admins the deleted members with a balance, marked as deleted, and restores one', async () => {
    const gone = {
      ...matti,
      _id: '7d000000-0000-4000-8000-000000000001',
      firstName: 'Ville',
      lastName: 'Vanha',
    };
    // the server's `can` on a deleted member: settle or restore it
    const deleted = memberAsSeenBy(buildAdmin(), {
      ...gone,
      nickname: '',
      balance: 30,
      deletedAt: '2026-05-01T10:00:00.000Z',
    });
    const restored: MockRequest[] = [];
    mockFetch({
      ...sessionRoutes(),
      'GET /api/member': (request) => ({
        status: 200,
        body: request.search.includes('deleted=withBalance') ? [deleted] : testMembers,
      }),
      [`POST /api/member/${gone._id}/restore`]: (request) => {
        restored.push(request);
        return { status: 200, body: { ...gone, nickname: '', balance: 30 } };
      },
    });
    renderApp('/members');
    await rowOf('Pekka Pilotti');
    expect(screen.queryByRole('gridcell', { name: /Ville Vanha/ })).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deleted, with a balance' }));
    const cell = await screen.findByRole('gridcell', { name: /Ville Vanha/ });
    const row = cell.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Deleted')).toBeInTheDocument();
    expect(within(row).getByText('30,00 €')).toBeInTheDocument();
    expect(screen.queryByRole('gridcell', { name: 'Pekka Pilotti' })).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restored).toHaveLength(1));
    expect(await screen.findByText('Ville Vanha is back on the members list')).toBeInTheDocument();
  });

  it('exports the chosen members as members.csv', async () => {
    const { sent } = adminWithMembers();
    const downloads = captureDownloads();
    restoreDownloads = downloads.restore;
    renderApp('/members');
    await userEvent.click(within(await rowOf('Olli Opettaja')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf('Liisa Laine')).getByRole('checkbox'));
    expect(screen.getByText('2 members selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads.files.map((f) => f.name)).toEqual(['members.csv']));
    expect([...((sent[0]?.body as { ids: string[] } | undefined)?.ids ?? [])].sort()).toEqual(
      [testMembers[1]?._id, testMembers[4]?._id].sort(),
    );
    expect(sent[0]?.body).toMatchObject({ lang: 'en' });
  });

  it('exports every member the filters match when none is chosen', async () => {
    const { sent } = adminWithMembers();
    const downloads = captureDownloads();
    restoreDownloads = downloads.restore;
    renderApp('/members');
    await rowOf('Olli Opettaja');
    await userEvent.click(screen.getByRole('button', { name: /Export all/ }));

    await waitFor(() => expect(downloads.files.map((f) => f.name)).toEqual(['members.csv']));
    const body = sent[0]?.body as { ids: string[]; lang: string };
    expect(body.ids.length).toBeGreaterThan(2);
    expect(body.lang).toBe('en');
  });

  it('asks before deleting with a red button and shows the server’s refusal', async () => {
    const { fetchMock } = adminWithMembers({
      'DELETE /api/member': {
        status: 409,
        body: { message: 'You cannot delete a member with a balance', locale: 'error.memberHasBalance' },
      },
    });
    renderApp('/members');
    await userEvent.click(within(await rowOf('Liisa Laine')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 member?' });
    expect(within(dialog).getByText('Liisa Laine')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveClass('MuiButton-colorError');
    await userEvent.click(confirm);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot delete a member with a balance',
    );
    expect(calledRoutes(fetchMock)).toContain('DELETE /api/member');
    expect(screen.getByRole('dialog', { name: 'Delete 1 member?' })).toBeInTheDocument();
  });

  it('opens a member’s details and loads the payment history only when it is opened, 20 at a time', async () => {
    const { fetchMock } = adminWithMembers({
      [`GET /api/transaction/member/${matti._id}`]: () => {
        const pages = calledUrls(fetchMock).filter((u) => u.startsWith('/api/transaction/member'));
        return pages.length === 1
          ? { status: 200, body: historyPage(1, 20, 25) }
          : { status: 200, body: historyPage(2, 5, 25) };
      },
    });
    renderApp('/members');
    await userEvent.click(await screen.findByRole('gridcell', { name: "Matti Meikäläinen 'Masa'" }));

    const detail = await screen.findByRole('dialog', { name: "Matti Meikäläinen 'Masa'" });
    expect(within(detail).getByTestId('member-balance')).toHaveTextContent('88,00 €');
    expect(calledRoutes(fetchMock).some((r) => r.includes('/transaction/'))).toBe(false);

    await userEvent.click(within(detail).getByRole('button', { name: 'Payment history' }));
    expect(await within(detail).findByText('Maksu 1-19')).toBeInTheDocument();
    expect(calledUrls(fetchMock).filter((u) => u.includes('/transaction/'))).toEqual([
      `/api/transaction/member/${matti._id}?page=1&limit=20`,
    ]);

    await userEvent.click(within(detail).getByRole('button', { name: 'Load more' }));
    expect(await within(detail).findByText('Maksu 2-4')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers in the details what the member’s `can` says: a waiver checker edits, takes no payment', async () => {
    const checker = buildUser({
      permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false },
    });
    mockFetch({
      ...sessionRoutes(checker),
      'GET /api/member': { status: 200, body: testMembers.map((m) => memberAsSeenBy(checker, m)) },
    });
    renderApp('/members');
    await userEvent.click(await screen.findByRole('gridcell', { name: "Matti Meikäläinen 'Masa'" }));
    const detail = await screen.findByRole('dialog', { name: "Matti Meikäläinen 'Masa'" });
    expect(within(detail).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'New payment' })).toBeNull();
    expect(within(detail).getByRole('button', { name: 'Payment history' })).toBeInTheDocument();
  });

  it('hides the details’ actions the member’s `can` refuses, whoever is signed in', async () => {
    const refused = { ...matti, can: { ...matti.can, edit: false, pay: false, seeLedger: false } };
    adminWithMembers({ 'GET /api/member': { status: 200, body: [refused] } });
    renderApp('/members');
    await userEvent.click(await screen.findByRole('gridcell', { name: "Matti Meikäläinen 'Masa'" }));
    const detail = await screen.findByRole('dialog', { name: "Matti Meikäläinen 'Masa'" });
    expect(within(detail).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'New payment' })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Payment history' })).toBeNull();
    expect(within(detail).getByRole('button', { name: 'Logbook' })).toBeInTheDocument();
  });

  it("asks for the waiver info and shows each member's alarms in the list and the details", async () => {
    const liisa = testMembers[1] as Member;
    const { fetchMock } = adminWithMembers({
      'GET /api/member': {
        status: 200,
        body: testMembers.map((m) =>
          m._id === liisa._id
            ? {
                ...m,
                waiverInfo: { waiverId: null, status: null, alarms: ['waiverNotFound', 'notSilMember'] },
              }
            : { ...m, waiverInfo: { waiverId: 'w1', status: 'approved', alarms: [] } },
        ),
      },
    });
    renderApp('/members');
    const row = await rowOf('Liisa Laine');
    expect(calledUrls(fetchMock)).toContain('/api/member?waiverInfo=true');
    expect(
      within(row).getByRole('list', { name: 'Waiver alarms: Waiver not found, Not FAA (SIL) member' }),
    ).toBeVisible();
    expect(within(await rowOf("Matti Meikäläinen 'Masa'")).getByText('Waiver OK')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('gridcell', { name: 'Liisa Laine' }));
    const detail = await screen.findByRole('dialog', { name: 'Liisa Laine' });
    expect(within(detail).getByText('Waiver not found')).toBeInTheDocument();
    expect(within(detail).getByText('Not FAA (SIL) member')).toBeInTheDocument();
  });

  it('shows a balance changed elsewhere when the server says paymentsUpdated', async () => {
    let members = testMembers;
    mockFetch({
      ...sessionRoutes(),
      'GET /api/member': () => ({ status: 200, body: members }),
    });
    const socket = recordingSocket();
    renderApp('/members', { createSocket: socket.createSocket });
    await userEvent.click(await screen.findByRole('gridcell', { name: "Matti Meikäläinen 'Masa'" }));
    const balance = within(await screen.findByRole('dialog')).getByTestId('member-balance');
    expect(balance).toHaveTextContent('88,00 €');

    members = testMembers.map((m) => (m._id === matti._id ? { ...m, balance: 138.5 } : m));
    act(() => socket.serverEmits('paymentsUpdated', { memberId: matti._id }));
    await waitFor(() => expect(balance).toHaveTextContent('138,50 €'));
  });

  it('says so when a member has no payments', async () => {
    adminWithMembers({
      [`GET /api/transaction/member/${matti._id}`]: { status: 200, body: historyPage(1, 0, 0) },
    });
    renderApp('/members');
    await userEvent.click(await screen.findByRole('gridcell', { name: "Matti Meikäläinen 'Masa'" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Payment history' }));
    expect(await screen.findByText('No payments')).toBeInTheDocument();
  });
});
