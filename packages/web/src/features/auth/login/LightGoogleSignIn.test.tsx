import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoogleAccountsId, GoogleIdConfiguration } from '../../../app/googleSignIn';
import { anonymousRoutes } from '../../../test/anonymousRoutes';
import { calledRoutes, type MockRequest, notSignedIn } from '../../../test/fetchMock';
import { buildUser, club, member } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

/** Google's library as the page sees it once loaded; records what the app asks of it. */
function stubGoogle() {
  const configs: GoogleIdConfiguration[] = [];
  const id: GoogleAccountsId = {
    initialize: vi.fn((config: GoogleIdConfiguration) => {
      configs.push(config);
    }),
    renderButton: vi.fn((parent: HTMLElement) => {
      parent.innerHTML = '<div role="button">Sign in with Google</div>';
    }),
    disableAutoSelect: vi.fn(),
  };
  window.google = { accounts: { id } };
  return { id, configs };
}

afterEach(() => {
  delete window.google;
});

describe('Google sign-in on the login page', () => {
  it('is not offered when the server has no Google client id', async () => {
    const google = stubGoogle();
    const fetchMock = anonymousRoutes({}, { googleClientId: null });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(calledRoutes(fetchMock)).toContain('GET /api/config'));

    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
    expect(google.id.initialize).not.toHaveBeenCalled();
  });

  it('renders Google’s button and signs in with the credential it hands over', async () => {
    const google = stubGoogle();
    const user = buildUser();
    let isSignedIn = false;
    let sent: MockRequest | undefined;
    anonymousRoutes(
      {
        'GET /api/user': () => (isSignedIn ? { status: 200, body: user } : notSignedIn),
        'POST /api/login/google': (request) => {
          sent = request;
          isSignedIn = true;
          return { status: 200, body: user };
        },
        'GET /api/club': { status: 200, body: club },
        'GET /api/member/me': { status: 200, body: member },
      },
      { googleClientId: 'client-1.apps.googleusercontent.com' },
    );
    renderApp('/login');

    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(google.configs[0]?.client_id).toBe('client-1.apps.googleusercontent.com');
    expect(google.id.renderButton).toHaveBeenCalledWith(
      screen.getByTestId('google-sign-in'),
      expect.objectContaining({ text: 'signin_with', locale: 'en' }),
    );

    await act(async () => google.configs[0]?.callback({ credential: 'google-jwt' }));

    expect(await screen.findByRole('heading', { name: 'Loads' })).toBeInTheDocument();
    expect(sent?.body).toEqual({ credential: 'google-jwt' });
  });

  it('shows the server’s answer when the Google account has no user', async () => {
    const google = stubGoogle();
    anonymousRoutes(
      {
        'POST /api/login/google': {
          status: 401,
          body: {
            message: 'No user account has this Google e-mail address',
            locale: 'error.googleNoAccount',
          },
        },
      },
      { googleClientId: 'client-1' },
    );
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in with Google' });

    await act(async () => google.configs[0]?.callback({ credential: 'google-jwt' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No user account has this Google e-mail address',
    );
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
