import type { UserResponse } from '@dz/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MockReply, type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { sessionRoutes, testAdmin, testMembers } from '../members/members.fixtures';

// the data grid pages are slow to render the first time on a busy two-core machine
configure({ asyncUtilTimeout: 10_000 });
// load the page (and its data grid) once, before the first test's clock starts
beforeAll(async () => {
  await import('./UsersPage');
}, 60_000);

const pekka = testMembers[2];
const maija = buildUser({ _id: '00000000-0000-4000-8000-000000000003', linkedMember: null });

function adminLinking(reply?: MockReply) {
  const sent: MockRequest[] = [];
  let users: UserResponse[] = [testAdmin, maija];
  mockFetch({
    ...sessionRoutes(),
    'GET /api/member': { status: 200, body: testMembers },
    'GET /api/user/all': () => ({ status: 200, body: users }),
    [`PUT /api/user/${maija._id}`]: (request) => {
      sent.push(request);
      if (reply) {
        return reply;
      }
      const changed = { ...maija, ...(request.body as Partial<UserResponse>) };
      users = users.map((u) => (u._id === changed._id ? changed : u));
      return { status: 200, body: changed };
    },
  });
  return sent;
}

async function openLinkDialog() {
  renderApp('/users');
  await userEvent.click(
    await screen.findByRole('button', { name: 'Linked member of Maija Meikäläinen: Not linked' }),
  );
  return screen.findByRole('dialog', { name: 'Link Maija Meikäläinen to a member' });
}

describe('linking users to members', { timeout: 30_000 }, () => {
  it('links a user to a member with PUT /user/{id}', async () => {
    const sent = adminLinking();
    const dialog = await openLinkDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Member' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pekka Pilotti' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ linkedMember: pekka?._id }]));
    expect(
      await screen.findByRole('button', { name: 'Linked member of Maija Meikäläinen: Pekka Pilotti' }),
    ).toBeInTheDocument();
  });

  it('shows "User is already linked to another member" in the dialog', async () => {
    adminLinking({
      status: 409,
      body: { message: 'User is already linked to another member', locale: 'error.userAlreadyLinked' },
    });
    const dialog = await openLinkDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Member' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pekka Pilotti' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('User is already linked to another member')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Link Maija Meikäläinen to a member' })).toBeInTheDocument();
  });
});
