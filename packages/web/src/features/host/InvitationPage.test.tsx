import type { InvitationInfo } from '@dz/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import { anonymousRoutes } from '../../test/anonymousRoutes';
import { calledRoutes, type MockReply, type MockRequest, notSignedIn } from '../../test/fetchMock';
import { buildAdmin, club, member } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const token = 'kutsu-123';
const invitation: InvitationInfo = { clubName: 'Skydive Utti', email: 'eka@utti.example', hasAccount: false };
const invalid: MockReply = {
  status: 400,
  body: { message: 'The invitation link is invalid or expired', locale: 'error.invitationInvalid' },
};

/**
 * A visitor with an invitation link, and the server that signs them in when they accept: from then on the
 * session is the new club's admin's.
 */
function invitationServer(info: InvitationInfo = invitation, accept?: (request: MockRequest) => MockReply) {
  let signedIn = false;
  const sent: MockRequest[] = [];
  const admin = buildAdmin({ email: info.email, username: 'eka' });
  const accepted = (request: MockRequest): MockReply => {
    sent.push(request);
    const answer = accept?.(request) ?? { status: 201, body: admin };
    signedIn = answer.status < 300;
    return answer;
  };
  const fetchMock = anonymousRoutes({
    'GET /api/user': () => (signedIn ? { status: 200, body: admin } : notSignedIn),
    'GET /api/club': { status: 200, body: { ...club, name: info.clubName } },
    'GET /api/member/me': { status: 200, body: member },
    [`GET /api/invitations/${token}`]: { status: 200, body: info },
    'GET /api/user/check/eka': { status: 200, body: { available: true } },
    'POST /api/invitations/accept': accepted,
    'POST /api/invitations/accept-existing': accepted,
  });
  return { fetchMock, sent };
}

describe('the invitation page', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./InvitationPage');
  }, 60_000);

  beforeEach(async () => {
    await changeLanguage('fi');
  });

  it('makes a new account the club’s admin, then opens the app in that club', async () => {
    const { fetchMock, sent } = invitationServer();
    renderApp(`/invitation?token=${token}`);

    expect(
      await screen.findByRole('heading', { name: 'Kerhon Skydive Utti ylläpitäjäksi', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('eka@utti.example')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Käyttäjätunnus' }), 'eka');
    await userEvent.type(screen.getByRole('textbox', { name: 'Näyttönimi' }), 'Eero Ensimmäinen');
    await userEvent.type(screen.getByLabelText(/^Salasana\s*\*?$/), 'Secret123');
    // the same hints as registering
    expect(screen.getByRole('list', { name: 'Salasanan vaatimukset' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Vahvista salasana\s*\*?$/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Hyväksy kutsu' }));

    expect(await screen.findByTestId('club-name')).toHaveTextContent('Skydive Utti');
    expect(sent.map((r) => [r.path, r.body])).toEqual([
      [
        '/api/invitations/accept',
        { token, username: 'eka', displayName: 'Eero Ensimmäinen', password: 'Secret123' },
      ],
    ]);
    // the session was asked again after the server signed the admin in
    expect(calledRoutes(fetchMock).filter((c) => c === 'GET /api/session').length).toBeGreaterThan(1);
  });

  it('asks only the password of an address that has an account, and says when it is wrong', async () => {
    const { sent } = invitationServer({ ...invitation, hasAccount: true }, (request) =>
      (request.body as { password: string }).password === 'oikea-salasana'
        ? { status: 200, body: buildAdmin() }
        : {
            status: 401,
            body: { message: 'Invalid username or password', locale: 'error.invalidCredentials' },
          },
    );
    renderApp(`/invitation?token=${token}`);
    expect(await screen.findByText(/Osoitteella on jo tunnus/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Käyttäjätunnus' })).toBeNull();

    const password = screen.getByLabelText(/^Salasana\s*\*?$/);
    await userEvent.type(password, 'väärä');
    await userEvent.click(screen.getByRole('button', { name: 'Hyväksy kutsu' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Virheellinen käyttäjätunnus tai salasana');
    // a wrong password is no expired session: still on the page, nothing in the snackbar
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'oikea-salasana');
    await userEvent.click(screen.getByRole('button', { name: 'Hyväksy kutsu' }));
    expect(await screen.findByTestId('club-name')).toBeInTheDocument();
    expect(sent.map((r) => r.path)).toEqual([
      '/api/invitations/accept-existing',
      '/api/invitations/accept-existing',
    ]);
    expect(sent.at(-1)?.body).toEqual({ token, password: 'oikea-salasana' });
  });

  it('says a used or expired link is not valid, with the way to the login page, in English', async () => {
    await changeLanguage('en');
    anonymousRoutes({ [`GET /api/invitations/${token}`]: invalid });
    renderApp(`/invitation?token=${token}`);

    expect(
      await screen.findByRole('heading', { name: 'The invitation is not valid', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The invitation link is invalid, used or expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('says so when the link runs out while the form is filled, and when the address has no token', async () => {
    invitationServer({ ...invitation, hasAccount: true }, () => invalid);
    const { unmount } = renderApp(`/invitation?token=${token}`);
    await userEvent.type(await screen.findByLabelText(/^Salasana\s*\*?$/), 'salasana');
    await userEvent.click(screen.getByRole('button', { name: 'Hyväksy kutsu' }));
    expect(await screen.findByRole('heading', { name: 'Kutsu ei kelpaa', level: 1 })).toBeInTheDocument();
    unmount();

    anonymousRoutes();
    renderApp('/invitation');
    expect(await screen.findByText(/Osoitteesta puuttuu kutsun tunniste/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kirjautumiseen' })).toHaveAttribute('href', '/login');
  });
});
