import { clubDate, type UserResponse } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledRoutes, mockFetch, notSignedIn } from '../test/fetchMock';
import { buildAdmin, buildUser, club, member } from '../test/fixtures';
import { renderApp } from '../test/render';
import { formatDate } from './format';

const notLinked = {
  status: 403,
  body: { message: 'User must be linked to member in order to use this app', locale: 'error.userNotLinked' },
};

function signedIn(user: UserResponse = buildUser()) {
  return mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': { status: 200, body: user },
    'GET /api/club': { status: 200, body: club },
    'GET /api/member/me': { status: 200, body: member },
    'POST /api/revoke': { status: 200, body: { ok: true } },
  });
}

function anonymous() {
  return mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': notSignedIn,
    'POST /api/refresh': notSignedIn,
  });
}

describe('AppRoutes', () => {
  it('shows the setup form while the installation needs setup', async () => {
    mockFetch({ 'GET /api/setup': { status: 200, body: { needsSetup: true } } });
    const { container } = renderApp('/loads');

    expect(await screen.findByRole('heading', { name: 'Set up your club' })).toBeInTheDocument();
    const names = [...container.querySelectorAll('form input')].map((input) => input.getAttribute('name'));
    expect(names).toEqual([
      'clubName',
      'clubKey',
      'displayName',
      'username',
      'email',
      'password',
      'passwordConfirmation',
    ]);
  });

  it('sends a signed-out user to the login page', async () => {
    anonymous();
    renderApp('/members');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends /pokat to the public loads page', async () => {
    anonymous();
    renderApp('/pokat');
    expect(await screen.findByRole('heading', { name: "Today's loads" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows page not found for an unknown path, with a way home', async () => {
    anonymous();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/');
  });

  it("opens today's loads at / with the day in Finnish format", async () => {
    signedIn();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Loads' })).toBeInTheDocument();
    const today = clubDate(new Date(), club.timezone);
    expect(screen.getByTestId('loads-date')).toHaveTextContent(formatDate(today));
    expect(await screen.findByText('No loads yet today')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Previous day' }));
    expect(await screen.findByText('No loads on this day')).toBeInTheDocument();
  });

  it('shows the app layout: side bar, bottom bar and the club name', async () => {
    signedIn();
    renderApp('/stats');
    expect(await screen.findByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByTestId('bottom-bar')).toBeInTheDocument();
    expect(screen.getByTestId('club-name')).toHaveTextContent('Testikerho ry');

    await userEvent.click(within(screen.getByTestId('bottom-bar')).getByRole('button', { name: 'Menu' }));
    expect(await screen.findByTestId('side-bar')).toBeInTheDocument();
  });

  it('tells a non-admin that only admin can open users and club', async () => {
    signedIn();
    renderApp('/users');
    expect(await screen.findByText('Only admin can do this')).toBeInTheDocument();
  });

  it('opens users for an admin', async () => {
    signedIn(buildAdmin());
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('explains that a user without a member cannot use the app, and logs out', async () => {
    const fetchMock = mockFetch({
      'GET /api/setup': { status: 200, body: { needsSetup: false } },
      'GET /api/user': { status: 200, body: buildUser({ linkedMember: null }) },
      'GET /api/club': notLinked,
      'GET /api/club/name': { status: 200, body: { name: 'Skydive Utti', slug: 'skydive-utti' } },
      'GET /api/member/me': notLinked,
      'POST /api/revoke': { status: 200, body: { ok: true } },
    });
    renderApp('/loads');
    expect(
      await screen.findByText(/Your account is not linked to a member of the club yet/),
    ).toBeInTheDocument();
    // the whole club is refused (issue 28): the page names the club from its name alone
    expect(await screen.findByText('You are signed in to Skydive Utti.')).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toEqual(expect.arrayContaining(['GET /api/club', 'GET /api/club/name']));
    // the screen explains it; no error snackbar on top, and no error page
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toContain('POST /api/revoke');
  });

  it("shows the not-linked page without the club's name when the name cannot be read", async () => {
    const fetchMock = mockFetch({
      'GET /api/setup': { status: 200, body: { needsSetup: false } },
      'GET /api/user': { status: 200, body: buildUser({ linkedMember: null }) },
      'GET /api/club': notLinked,
      'GET /api/club/name': { status: 500, body: { message: 'Server error', locale: 'error.serverError' } },
      'GET /api/member/me': notLinked,
    });
    renderApp('/loads');
    expect(
      await screen.findByText(/Your account is not linked to a member of the club yet/),
    ).toBeInTheDocument();
    await waitFor(() => expect(calledRoutes(fetchMock)).toContain('GET /api/club/name'));
    expect(screen.queryByText(/You are signed in to/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs out from the side bar', async () => {
    const fetchMock = signedIn();
    renderApp('/payments');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    await userEvent.click(
      within(await screen.findByTestId('side-bar')).getByRole('button', { name: 'Log out' }),
    );

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toContain('POST /api/revoke');
  });
});
