import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KEPT_DAY_KEY } from '../../features/myDay/keptDay';
import { calledRoutes, mockFetch, notSignedIn } from '../../test/fetchMock';
import { buildUser, club, member } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { changeLanguage } from '../i18n';
import { queryKeys } from '../queryKeys';

describe('SessionProvider', () => {
  it('logs out to the login page with "Session expired." when the refresh fails', async () => {
    let isSessionAlive = true;
    const fetchMock = mockFetch({
      'GET /api/setup': { status: 200, body: { needsSetup: false } },
      'GET /api/user': () => (isSessionAlive ? { status: 200, body: buildUser() } : notSignedIn),
      'POST /api/refresh': notSignedIn,
      'GET /api/club': { status: 200, body: club },
      'GET /api/member/me': { status: 200, body: member },
    });
    const { queryClient } = renderApp('/payments');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();

    isSessionAlive = false;
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.user }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired.');
    // the session was gone already: no revoke call
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/revoke');
  });

  it('logs out a user blocked while signed in with "User is blocked from club"', async () => {
    let isBlocked = false;
    mockFetch({
      'GET /api/setup': { status: 200, body: { needsSetup: false } },
      'GET /api/user': () => (isBlocked ? notSignedIn : { status: 200, body: buildUser() }),
      'POST /api/refresh': {
        status: 403,
        body: { message: 'User is blocked from club', locale: 'error.userBlocked' },
      },
      'GET /api/club': { status: 200, body: club },
      'GET /api/member/me': { status: 200, body: member },
    });
    const { queryClient } = renderApp('/payments');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();

    isBlocked = true;
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.user }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('User is blocked from club');
  });

  it("in Finnish, a blocked user's next call ends the session with a message that stays up to be read", async () => {
    // as the language menu does: the light login page reads the stored choice
    await changeLanguage('fi');
    let isBlocked = false;
    const blocked = {
      status: 403,
      body: { message: 'User is blocked from club', locale: 'error.userBlocked' },
    };
    mockFetch({
      'GET /api/setup': { status: 200, body: { needsSetup: false } },
      'GET /api/user': { status: 200, body: buildUser() },
      'POST /api/refresh': blocked,
      'GET /api/club': { status: 200, body: club },
      'GET /api/member/me': () => (isBlocked ? notSignedIn : { status: 200, body: member }),
    });
    const { queryClient, notificationStore } = renderApp('/payments');
    expect(await screen.findByRole('heading', { name: 'Maksut' })).toBeInTheDocument();

    isBlocked = true;
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.memberMe }));

    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Käyttäjä on estetty kerhosta');
    expect(notificationStore.getSnapshot().timeout).toBeGreaterThanOrEqual(10_000);
  });

  it('logs out with "The club is suspended" when the host suspends the club while signed in', async () => {
    let isSuspended = false;
    mockFetch({
      'GET /api/setup': { status: 200, body: { needsSetup: false } },
      'GET /api/user': () => (isSuspended ? notSignedIn : { status: 200, body: buildUser() }),
      'POST /api/refresh': {
        status: 403,
        body: { message: 'The club is suspended', locale: 'error.clubSuspended' },
      },
      'GET /api/club': { status: 200, body: club },
      'GET /api/member/me': { status: 200, body: member },
    });
    const { queryClient, notificationStore } = renderApp('/payments');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();

    isSuspended = true;
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.user }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The club is suspended');
    expect(notificationStore.getSnapshot().timeout).toBeGreaterThanOrEqual(10_000);
  });

  it('tells a user blocked since the last visit why, when the app starts', async () => {
    mockFetch({
      'GET /api/setup': { status: 200, body: { needsSetup: false } },
      'GET /api/user': notSignedIn,
      'POST /api/refresh': {
        status: 403,
        body: { message: 'User is blocked from club', locale: 'error.userBlocked' },
      },
    });
    renderApp('/payments');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('User is blocked from club');
  });

  it('asks nothing of /api/user or /api/refresh on a signed-out page (no session marker cookie)', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the app reads document.cookie
    document.cookie = 'dz_session=; max-age=0; path=/';
    const fetchMock = mockFetch({
      'GET /api/setup': { status: 200, body: { needsSetup: false } },
      'GET /api/user': notSignedIn,
      'POST /api/refresh': notSignedIn,
    });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('GET /api/user');
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/refresh');
  });

  it('logs out a user whose e-mail is not confirmed', async () => {
    const fetchMock = mockFetch({
      'GET /api/setup': { status: 200, body: { needsSetup: false } },
      'GET /api/user': { status: 200, body: buildUser({ confirmed: false }) },
      'POST /api/revoke': { status: 200, body: { ok: true } },
    });
    localStorage.setItem(KEPT_DAY_KEY, '{"at":1}');
    renderApp('/loads');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('User email is not confirmed');
    expect(calledRoutes(fetchMock)).toContain('POST /api/revoke');
    // the light day kept on this browser goes with the sign-out
    expect(localStorage.getItem(KEPT_DAY_KEY)).toBeNull();
  });

  it('offers a retry when the server cannot be reached', async () => {
    mockFetch({ 'GET /api/setup': { status: 502, body: undefined } });
    renderApp('/');
    expect(await screen.findByText('The app could not start')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
