import type { UserResponse } from '@dz/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { calledRoutes, type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildAdmin, buildUser, club, member } from '../../test/fixtures';
import { recordingSocket, renderApp } from '../../test/render';

// the data grid page is slow to render the first time on a busy two-core machine
configure({ asyncUtilTimeout: 10_000 });
// load the page (and its data grid) once, before the first test's clock starts
beforeAll(async () => {
  await import('./UsersPage');
}, 60_000);

const me = buildAdmin({ _id: '00000000-0000-4000-8000-000000000001' });
const overlord = buildUser({
  _id: '00000000-0000-4000-8000-000000000002',
  username: 'chief',
  displayName: 'Anna Overlord',
  email: 'chief@example.com',
  admin: true,
  role: 'overlord',
});
const maija = buildUser({ _id: '00000000-0000-4000-8000-000000000003' });

/** The server's user list, changed by the calls the page makes, as the real one would be. */
function adminWithUsers() {
  let users: UserResponse[] = [me, overlord, maija];
  const replace = (changed: UserResponse) => {
    users = users.map((u) => (u._id === changed._id ? changed : u));
  };
  const current = () => users.find((u) => u._id === maija._id) ?? maija;
  const sent: MockRequest[] = [];
  const fetchMock = mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': { status: 200, body: me },
    'GET /api/club': { status: 200, body: club },
    'GET /api/member/me': { status: 200, body: member },
    'GET /api/user/all': () => ({ status: 200, body: users }),
    'GET /api/member': { status: 200, body: [] },
    [`PUT /api/user/${maija._id}`]: (request) => {
      sent.push(request);
      const body = request.body as Partial<UserResponse>;
      const changed = {
        ...current(),
        ...body,
        permissions: { ...current().permissions, ...body.permissions },
      };
      replace(changed);
      return { status: 200, body: changed };
    },
    [`PUT /api/user/remove/${maija._id}`]: (request) => {
      sent.push(request);
      const changed = { ...current(), removed: '2026-05-01T10:00:00.000Z' };
      replace(changed);
      return { status: 200, body: changed };
    },
    [`DELETE /api/user/${maija._id}`]: (request) => {
      sent.push(request);
      users = users.filter((u) => u._id !== maija._id);
      return { status: 200, body: { ok: true } };
    },
  });
  return {
    fetchMock,
    sent,
    /** Another admin changed a user on the server. */
    changeElsewhere: (changed: UserResponse) => replace(changed),
  };
}

async function rowOf(name: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('gridcell', { name });
  const row = cell.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) {
    throw new Error(`no row for ${name}`);
  }
  return row;
}

describe('UsersPage', { timeout: 30_000 }, () => {
  it('lists the users with their state', async () => {
    adminWithUsers();
    renderApp('/users');
    const row = await rowOf('Maija Meikäläinen');
    expect(within(row).getByRole('gridcell', { name: 'maija@example.com' })).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Admin: Maija Meikäläinen' })).not.toBeChecked();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('3 users')).toBeInTheDocument();
  });

  it('locks the overlord’s row and says why', async () => {
    adminWithUsers();
    renderApp('/users');
    const row = await rowOf('Anna Overlord');
    expect(within(row).getByRole('switch', { name: 'Admin: Anna Overlord' })).toBeDisabled();
    expect(within(row).getByRole('switch', { name: 'Waiver checker: Anna Overlord' })).toBeDisabled();
    const block = within(row).getByRole('button', { name: 'Block Anna Overlord' });
    expect(block).toBeDisabled();

    await userEvent.hover(block.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Cannot do this. User is overlord.');
  });

  it('asks before blocking, then blocks', async () => {
    const { sent } = adminWithUsers();
    renderApp('/users');
    await userEvent.click(
      within(await rowOf('Maija Meikäläinen')).getByRole('button', { name: 'Block Maija Meikäläinen' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Block Maija Meikäläinen?' });
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map((r) => [r.method, r.body])).toEqual([['PUT', { blocked: true }]]);
    const row = await rowOf('Maija Meikäläinen');
    expect(within(row).getByRole('button', { name: 'Unblock Maija Meikäläinen' })).toBeInTheDocument();
  });

  it('cancelling the block sends nothing', async () => {
    const { fetchMock } = adminWithUsers();
    renderApp('/users');
    await userEvent.click(
      within(await rowOf('Maija Meikäläinen')).getByRole('button', { name: 'Block Maija Meikäläinen' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledRoutes(fetchMock).filter((route) => route.startsWith('PUT'))).toEqual([]);
  });

  it('makes a user manifest staff with the switch', async () => {
    const { sent } = adminWithUsers();
    renderApp('/users');
    const toggle = within(await rowOf('Maija Meikäläinen')).getByRole('switch', {
      name: 'Manifest staff: Maija Meikäläinen',
    });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ permissions: { canManifest: true } }]));
  });

  it('makes a user a waiver checker with the switch', async () => {
    const { sent } = adminWithUsers();
    renderApp('/users');
    const toggle = within(await rowOf('Maija Meikäläinen')).getByRole('switch', {
      name: 'Waiver checker: Maija Meikäläinen',
    });
    await userEvent.click(toggle);

    await waitFor(() =>
      expect(sent.map((r) => r.body)).toEqual([{ permissions: { canCheckWaivers: true } }]),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('grid')).getByRole('switch', { name: 'Waiver checker: Maija Meikäläinen' }),
      ).toBeChecked(),
    );
  });

  it('deletes with the red confirm button', async () => {
    const { sent } = adminWithUsers();
    renderApp('/users');
    await userEvent.click(
      within(await rowOf('Maija Meikäläinen')).getByRole('button', { name: 'Delete Maija Meikäläinen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Maija Meikäläinen for good?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveClass('MuiButton-colorError');
    await userEvent.click(confirm);

    await waitFor(() =>
      expect(screen.queryByRole('gridcell', { name: 'Maija Meikäläinen' })).not.toBeInTheDocument(),
    );
    expect(sent.map((r) => r.method)).toEqual(['DELETE']);
  });

  it('soft-removes after asking and can restore', async () => {
    const { sent } = adminWithUsers();
    renderApp('/users');
    await userEvent.click(
      within(await rowOf('Maija Meikäläinen')).getByRole('button', { name: 'Remove Maija Meikäläinen' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const restore = await within(await rowOf('Maija Meikäläinen')).findByRole('button', {
      name: 'Restore Maija Meikäläinen',
    });
    await userEvent.click(restore);
    await waitFor(() =>
      expect(sent.map((r) => [r.path, r.body])).toEqual([
        [`/api/user/remove/${maija._id}`, undefined],
        [`/api/user/${maija._id}`, { removed: null }],
      ]),
    );
  });

  it('shows another admin’s change when the server says usersUpdated', async () => {
    const { changeElsewhere } = adminWithUsers();
    const socket = recordingSocket();
    renderApp('/users', { createSocket: socket.createSocket });
    const row = await rowOf('Maija Meikäläinen');
    expect(within(row).getByRole('switch', { name: 'Admin: Maija Meikäläinen' })).not.toBeChecked();

    changeElsewhere({ ...maija, admin: true, role: 'admin' });
    act(() => socket.serverEmits('usersUpdated'));

    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Admin: Maija Meikäläinen' })).toBeChecked(),
    );
  });

  it('keeps an admin’s hands off the own account here', async () => {
    adminWithUsers();
    renderApp('/users');
    const row = await rowOf('Ada Admin');
    expect(within(row).getByRole('button', { name: 'Delete Ada Admin' })).toBeDisabled();
    expect(within(row).getByRole('switch', { name: 'Admin: Ada Admin' })).toBeDisabled();
  });
});
