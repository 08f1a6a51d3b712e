import type { UserResponse } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledRoutes, type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildUser, club, member } from '../../test/fixtures';
import { renderApp } from '../../test/render';

type Route = Parameters<typeof mockFetch>[0][string];

function signedInAs(user: UserResponse, routes: Record<string, Route> = {}) {
  const sent: MockRequest[] = [];
  const fetchMock = mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': { status: 200, body: user },
    'GET /api/club': { status: 200, body: club },
    'GET /api/member/me': { status: 200, body: member },
    'GET /api/member/me/logbook': { status: 200, body: { jumpsBefore: null, jumps: [] } },
    [`GET /api/member/${member._id}/payment-info`]: {
      status: 409,
      body: { message: 'The club has not set its bank account yet', locale: 'error.bankAccountMissing' },
    },
    'POST /api/revoke': { status: 200, body: { ok: true } },
    'PUT /api/user': (request) => {
      sent.push(request);
      const body = request.body as { displayName?: string; email?: string };
      return {
        status: 200,
        body: { ...user, displayName: body.displayName ?? user.displayName, emailPending: !!body.email },
      };
    },
    ...routes,
  });
  return { fetchMock, sent };
}

function section(name: string) {
  return screen.findByRole('region', { name });
}

describe('ProfilePage', () => {
  it('sets the jumper’s own gear, the default of the loads they are added to', async () => {
    let ownGear = member.ownGear;
    const { sent } = signedInAs(buildUser(), {
      'GET /api/member/me': () => ({ status: 200, body: { ...member, ownGear } }),
      'PUT /api/member/me': (request) => {
        sent.push(request);
        ownGear = (request.body as { ownGear: boolean }).ownGear;
        return { status: 200, body: { ...member, ownGear } };
      },
    });
    renderApp('/profile');
    const gear = await section('Gear');
    const toggle = within(gear).getByRole('switch', { name: 'I jump my own gear' });
    expect(toggle).toBeChecked();
    expect(gear).toHaveTextContent('no gear rent is charged');
    await userEvent.click(toggle);
    await waitFor(() => expect(sent.map((r) => [r.method, r.body])).toEqual([['PUT', { ownGear: false }]]));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(gear).toHaveTextContent('the price includes the gear rent');
  });

  it('changes the display name, which the side bar shows at once', async () => {
    const { sent } = signedInAs(buildUser());
    renderApp('/profile');
    const details = await section('Name and email');
    const name = within(details).getByRole('textbox', { name: 'Display name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Maija Uusi');
    await userEvent.click(within(details).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ displayName: 'Maija Uusi' }]));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile saved');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('link', { name: 'Profile: Maija Uusi' })).toBeInTheDocument();
  });

  it('says that a new e-mail address changes once its link is opened', async () => {
    const { sent } = signedInAs(buildUser());
    renderApp('/profile');
    const details = await section('Name and email');
    const email = within(details).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'uusi@example.com');
    await userEvent.click(within(details).getByRole('button', { name: 'Save' }));

    expect(await within(details).findByRole('status')).toHaveTextContent(
      'A confirmation link was sent to uusi@example.com. Your address changes when you open it.',
    );
    expect(sent.map((r) => r.body)).toEqual([{ email: 'uusi@example.com' }]);
    // the address in use stays until the link is opened
    expect(email).toHaveValue('maija@example.com');
  });

  it('changes the password with the current one', async () => {
    const { sent } = signedInAs(buildUser());
    renderApp('/profile');
    const password = await section('Change password');
    await userEvent.type(within(password).getByLabelText(/^Current password/), 'OldSecret1');
    await userEvent.type(within(password).getByLabelText(/^New password/), 'NewSecret1');
    await userEvent.type(within(password).getByLabelText(/^Confirm password/), 'NewSecret1');
    expect(
      [...within(password).getByRole('list', { name: 'Password requirements' }).querySelectorAll('li')].every(
        (li) => li.dataset.met === 'true',
      ),
    ).toBe(true);
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Password changed');
    expect(sent.map((r) => r.body)).toEqual([{ currentPassword: 'OldSecret1', newPassword: 'NewSecret1' }]);
    expect(within(password).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password at its field', async () => {
    signedInAs(buildUser(), {
      'PUT /api/user': {
        status: 400,
        body: { message: 'Current password is wrong', locale: 'error.wrongPassword' },
      },
    });
    renderApp('/profile');
    const password = await section('Change password');
    await userEvent.type(within(password).getByLabelText(/^Current password/), 'Wrong1234');
    await userEvent.type(within(password).getByLabelText(/^New password/), 'NewSecret1');
    await userEvent.type(within(password).getByLabelText(/^Confirm password/), 'NewSecret1');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(await within(password).findByText('Current password is wrong')).toBeInTheDocument();
    expect(screen.queryByTestId('notification')).not.toBeInTheDocument();
  });

  it('deletes the account after a red confirmation and logs out without revoking again', async () => {
    const { fetchMock } = signedInAs(buildUser(), {
      'DELETE /api/user/me': { status: 200, body: { ok: true } },
    });
    renderApp('/profile');
    await userEvent.click(
      within(await section('Delete account')).getByRole('button', { name: 'Delete my account' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toHaveClass('MuiButton-colorError');
    await userEvent.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your account was deleted');
    expect(calledRoutes(fetchMock)).toContain('DELETE /api/user/me');
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/revoke');
  });

  it('does not let the overlord delete the own account, and says why', async () => {
    signedInAs(buildUser({ admin: true, role: 'overlord' }));
    renderApp('/profile');
    const danger = await section('Delete account');
    expect(within(danger).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    expect(within(danger).getByText('Cannot do this. User is overlord.')).toBeInTheDocument();
  });
});
