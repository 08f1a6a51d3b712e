import type { Waiver } from '@dz/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { sessionRoutes } from '../members/members.fixtures';

configure({ asyncUtilTimeout: 10_000 });

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function buildWaiver(overrides: Partial<Waiver> & { _id: string; firstName: string }): Waiver {
  return {
    lastName: 'Hyppääjä',
    street: 'Kenttätie 1',
    zip: '45410',
    city: 'Utti',
    email: `${overrides.firstName.toLowerCase()}@example.com`,
    phone: '+358401234567',
    canopy: '',
    canopySize: null,
    wingLoad: null,
    exitWeight: 85,
    nextEquipmentExpiration: null,
    ownGear: false,
    clubMember: true,
    silMember: true,
    filmingPermission: true,
    totalJumps: 120,
    license: 'B',
    note: '',
    signature: PNG,
    waiverTextVersionId: 'v1',
    signedAt: '2026-05-02T09:00:00.000Z',
    year: 2026,
    status: 'pending',
    approvedBy: null,
    approvedByName: null,
    approvedAt: null,
    memberId: null,
    checklist: [],
    modified: '2026-05-02T09:00:00.000Z',
    memberCandidates: [],
    ...overrides,
  };
}

/** The club's checklist items as the server lists them on every waiver, ticked or not. */
const item = (itemId: string, label: string) => ({
  itemId,
  label,
  checked: false,
  checkedBy: null,
  checkedByName: null,
  checkedAt: null,
});
const checklist = [item('license', 'Licence checked'), item('insurance', 'Insurance checked')];

const pendingOne = buildWaiver({
  _id: 'w1',
  firstName: 'Pekka',
  checklist,
  memberCandidates: [
    { _id: 'm1', name: 'Pekka Hyppääjä', reason: 'nameAndPhone', email: '' },
    { _id: 'm2', name: 'Hyppääjä Pekka', reason: 'name', email: 'pekka.vanha@example.com' },
  ],
});
const pendingTwo = buildWaiver({ _id: 'w2', firstName: 'Liisa' });
const approvedOne = buildWaiver({
  _id: 'w3',
  firstName: 'Anna',
  status: 'approved',
  approvedBy: 'u1',
  approvedByName: 'Ada Admin',
  approvedAt: '2026-05-03T09:00:00.000Z',
});

/** The waivers calls answered from a list, filtering as the server does; records each request. */
function waiverServer(user = buildUser({ admin: true, role: 'admin' })) {
  const sent: MockRequest[] = [];
  const all = [pendingOne, pendingTwo, approvedOne];
  const fetchMock = mockFetch({
    ...sessionRoutes(user),
    'GET /api/club/name': { status: 200, body: { name: 'Testikerho ry', slug: 'skydive-utti' } },
    'GET /api/waivers': (request) => {
      sent.push(request);
      const params = new URLSearchParams(request.search);
      const search = (params.get('search') ?? '').toLowerCase();
      return {
        status: 200,
        body: all.filter(
          (w) =>
            w.status === params.get('status') &&
            String(w.year) === params.get('year') &&
            (!search || `${w.firstName} ${w.lastName} ${w.email}`.toLowerCase().includes(search)),
        ),
      };
    },
    'PUT /api/waivers/w1/checklist': (request) => {
      sent.push(request);
      return {
        status: 200,
        body: {
          ...pendingOne,
          checklist: [
            {
              ...item('license', 'Licence checked'),
              checked: true,
              checkedBy: 'u1',
              checkedByName: 'Ada Admin',
              checkedAt: '2026-05-02T10:00:00.000Z',
            },
            item('insurance', 'Insurance checked'),
          ],
        },
      };
    },
    'PUT /api/waivers/w3': (request) => {
      sent.push(request);
      return {
        status: 409,
        body: {
          message: 'Saving edits needs an e-mail match to a member',
          locale: 'error.waiverEditNeedsMember',
        },
      };
    },
    'POST /api/waivers/w3/unapprove': (request) => {
      sent.push(request);
      return {
        status: 200,
        body: { ...approvedOne, status: 'pending', approvedBy: null, approvedByName: null },
      };
    },
    'POST /api/waivers/w1/approve': (request) => {
      sent.push(request);
      return { status: 200, body: { ...pendingOne, status: 'approved', approvedByName: 'Ada Admin' } };
    },
    'POST /api/waivers/w2/approve': (request) => {
      sent.push(request);
      return { status: 200, body: { ...pendingTwo, status: 'approved', approvedByName: 'Ada Admin' } };
    },
  });
  return { fetchMock, sent };
}

const lastListQuery = (sent: MockRequest[]) =>
  new URLSearchParams(sent.filter((r) => r.method === 'GET').at(-1)?.search ?? '');

async function openWaiver(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('WaiversPage', { timeout: 30_000 }, () => {
  it('shows a jumper where to fill in their own waiver, and asks for no waivers', async () => {
    const { sent } = waiverServer(buildUser());
    renderApp('/waivers');
    expect(await screen.findByText(/The club's waiver checkers approve waivers/)).toBeInTheDocument();
    const fill = await screen.findByRole('link', { name: 'Fill in the waiver' });
    await waitFor(() => expect(fill).toHaveAttribute('href', '/waiver?club=skydive-utti'));
    expect(screen.queryByText(/do not have permission/)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('lets a user with canCheckWaivers in', async () => {
    waiverServer(
      buildUser({ permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } }),
    );
    renderApp('/waivers');
    expect(await screen.findByRole('button', { name: 'Pekka Hyppääjä' })).toBeInTheDocument();
  });

  it('lists by status and year and searches by name and e-mail', async () => {
    const { sent } = waiverServer();
    renderApp('/waivers');
    expect(await screen.findByRole('button', { name: 'Pekka Hyppääjä' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liisa Hyppääjä' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anna Hyppääjä' })).not.toBeInTheDocument();
    const year = String(new Date().getFullYear());
    expect(lastListQuery(sent).get('status')).toBe('pending');
    expect(lastListQuery(sent).get('year')).toBe(year);

    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByRole('button', { name: 'Anna Hyppääjä' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pekka Hyppääjä' })).not.toBeInTheDocument();
    expect(lastListQuery(sent).get('status')).toBe('approved');

    await userEvent.click(screen.getByRole('tab', { name: 'To check' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'liisa@');
    await waitFor(() => expect(lastListQuery(sent).get('search')).toBe('liisa@'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Pekka Hyppääjä' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Liisa Hyppääjä' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    await userEvent.click(await screen.findByRole('option', { name: String(Number(year) - 1) }));
    await waitFor(() => expect(lastListQuery(sent).get('year')).toBe(String(Number(year) - 1)));
  });

  it('ticking a checklist item saves only the tick with PUT and shows who ticked', async () => {
    const { sent } = waiverServer();
    renderApp('/waivers');
    const dialog = await openWaiver('Pekka Hyppääjä');
    expect(within(dialog).getByRole('img', { name: 'Signature of Pekka Hyppääjä' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Licence checked' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    const put = sent.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/waivers/w1/checklist');
    expect(put?.body).toEqual({ checklist: [{ itemId: 'license', checked: true }] });
    expect(await within(dialog).findByText(/Ada Admin/)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Licence checked' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Insurance checked' })).not.toBeChecked();
  });

  const approvalBody = async (sent: MockRequest[]) => {
    await waitFor(() => expect(sent.some((r) => r.path.endsWith('/approve'))).toBe(true));
    return sent.find((r) => r.path.endsWith('/approve'))?.body;
  };

  it('offers the likeliest members first, with why, and approves onto the one picked', async () => {
    const { sent } = waiverServer();
    renderApp('/waivers');
    const dialog = await openWaiver('Pekka Hyppääjä');
    const choices = within(dialog).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Pekka HyppääjäSame name and phone',
      'Hyppääjä PekkaSame name · pekka.vanha@example.com',
      'Create a member from this waiver',
      'Approve without a member',
    ]);
    expect(choices[0]).toBeChecked();
    expect(
      within(dialog).getByText("The member's empty e-mail and phone are filled from the waiver."),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await approvalBody(sent)).toEqual({ memberId: 'm1' });
    expect(await within(dialog).findByRole('button', { name: 'Remove approval' })).toBeInTheDocument();
    expect(
      await screen.findByText('Waiver of Pekka Hyppääjä approved and attached to Pekka Hyppääjä'),
    ).toBeInTheDocument();
  });

  it("keeps a picked member's other e-mail only when the checker says so", async () => {
    const { sent } = waiverServer();
    renderApp('/waivers');
    const dialog = await openWaiver('Pekka Hyppääjä');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Hyppääjä Pekka/ }));
    expect(
      within(dialog).getByText(
        "Hyppääjä Pekka has the e-mail pekka.vanha@example.com, the waiver pekka@example.com. The member's e-mail is not changed.",
        { exact: false },
      ),
    ).toBeVisible();
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: "Approve keeping the member's own e-mail" }),
    );
    expect(approve).toBeEnabled();
    await userEvent.click(approve);
    expect(await approvalBody(sent)).toEqual({ memberId: 'm2', keepMemberEmail: true });
  });

  it('approves creating the member when that is picked', async () => {
    const { sent } = waiverServer();
    renderApp('/waivers');
    const dialog = await openWaiver('Pekka Hyppääjä');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Create a member from this waiver' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await approvalBody(sent)).toEqual({ createMember: true });
    expect(await within(dialog).findByRole('button', { name: 'Remove approval' })).toBeInTheDocument();
  });

  it('warns before approving a waiver that no member matches: it would be attached to no member', async () => {
    const { sent } = waiverServer();
    renderApp('/waivers');
    const dialog = await openWaiver('Liisa Hyppääjä');
    expect(within(dialog).getByText("No member of the club has this waiver's e-mail or name.")).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Approve without a member' })).toBeChecked();
    expect(
      within(dialog).getByText(
        'This waiver will be attached to no member: the member will still show “Waiver not found”. Choose a member above, or create a new one.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve without a member' }));
    expect(await approvalBody(sent)).toEqual({});
  });

  it("shows the server's refusal of an approved waiver's edit and removes an approval", async () => {
    const { sent } = waiverServer();
    renderApp('/waivers');
    await screen.findByRole('button', { name: 'Pekka Hyppääjä' });
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    const dialog = await openWaiver('Anna Hyppääjä');
    expect(within(dialog).getByText(/Approved by Ada Admin/)).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'anna.uusi@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save edits' }));
    expect(await screen.findByText('Saving edits needs an e-mail match to a member')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PUT')?.body).toMatchObject({
      email: 'anna.uusi@example.com',
      exitWeight: 85,
      checklist: [],
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove approval' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Approve without a member' }),
    ).toBeInTheDocument();
    expect(sent.some((r) => r.path === '/api/waivers/w3/unapprove')).toBe(true);
  });
});
