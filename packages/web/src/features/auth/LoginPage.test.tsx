import { LANGUAGE_STORAGE_KEY } from '@dz/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calledRoutes, type MockReply, type MockRequest, mockFetch, notSignedIn } from '../../test/fetchMock';
import { buildUser, club, member } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { KEPT_DAY_KEY } from '../myDay/keptDay';
import { LoginPage } from './LoginPage';

const invalidCredentials = {
  status: 401,
  body: { message: 'Invalid username or password', locale: 'error.invalidCredentials' },
};

function anonymousRoutes(login: Parameters<typeof mockFetch>[0][string]) {
  return mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': notSignedIn,
    'POST /api/refresh': notSignedIn,
    'POST /api/login': login,
  });
}

async function fillAndSubmit(usernameOrEmail: string, password: string) {
  await userEvent.type(
    await screen.findByRole('textbox', { name: /username or email|käyttäjätunnus tai/i }),
    usernameOrEmail,
  );
  await userEvent.type(screen.getByLabelText(/^(password|salasana)/i), password);
  await userEvent.click(screen.getByRole('button', { name: /^(log in|kirjaudu)$/i }));
}

// typing into MUI fields is slow on a busy two-core machine: more than vitest's 5 s per test
describe('LoginPage', { timeout: 20_000 }, () => {
  it('sends the credentials and shows the translated error of a 401', async () => {
    let sent: MockRequest | undefined;
    const fetchMock = anonymousRoutes((request) => {
      sent = request;
      return invalidCredentials;
    });
    renderApp('/login');

    await fillAndSubmit('maija', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(sent?.body).toEqual({ usernameOrEmail: 'maija', password: 'wrong-password' });
    // a wrong password is not an expired session: no refresh after the login call
    expect(calledRoutes(fetchMock).slice(-1)).toEqual(['POST /api/login']);
  });

  it('offers to send the confirmation again when the address is not verified', async () => {
    let resent: MockRequest | undefined;
    mockFetch({
      'GET /api/setup': { status: 200, body: { needsSetup: false } },
      'GET /api/user': notSignedIn,
      'POST /api/refresh': notSignedIn,
      'POST /api/login': {
        status: 403,
        body: { message: 'Please verify your email address', locale: 'error.verifyEmail' },
      },
      'POST /api/resend-confirmation': (request) => {
        resent = request;
        return { status: 200, body: { ok: true, notification: { locale: 'notification.confirmationSent' } } };
      },
    });
    renderApp('/login');

    await fillAndSubmit('odottaja', 'Freefall-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Send the confirmation again' }));

    expect(resent?.body).toEqual({ usernameOrEmail: 'odottaja' });
    expect(
      await screen.findByText(
        'If the account is waiting for confirmation, a new link was sent to its address.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the error in Finnish when the UI is Finnish', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fi');
    anonymousRoutes(invalidCredentials);
    renderApp('/login');

    await fillAndSubmit('maija', 'väärä');

    expect(await screen.findByRole('alert')).toHaveTextContent('Virheellinen käyttäjätunnus tai salasana');
  });

  it('says in Finnish that the host has suspended the club', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fi');
    anonymousRoutes({
      status: 403,
      body: { message: 'The club is suspended', locale: 'error.clubSuspended' },
    });
    renderApp('/login');

    await fillAndSubmit('maija', 'Secret123');

    expect(await screen.findByRole('alert')).toHaveTextContent('Kerhon käyttö on keskeytetty');
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = anonymousRoutes(invalidCredentials);
    renderApp('/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/login');
  });

  it('signs in and goes back to the page that asked for a login', async () => {
    const user = buildUser();
    let isSignedIn = false;
    mockFetch({
      'GET /api/setup': { status: 200, body: { needsSetup: false } },
      'GET /api/user': () => (isSignedIn ? { status: 200, body: user } : notSignedIn),
      'POST /api/refresh': notSignedIn,
      'POST /api/login': () => {
        isSignedIn = true;
        return { status: 200, body: user };
      },
      'GET /api/club': { status: 200, body: club },
      'GET /api/member/me': { status: 200, body: member },
    });
    renderApp('/payments');

    await fillAndSubmit('maija', 'Secret123');

    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByTestId('club-name')).toHaveTextContent('Testikerho ry');
  });

  it('stands alone (login.html): hands the signed-in user over, and switches language from its bar', async () => {
    const user = buildUser();
    mockFetch({
      'GET /api/config': { status: 200, body: { googleClientId: null, botCheck: null, mailEnabled: true } },
      'POST /api/login': { status: 200, body: user },
    });
    const onSignedIn = vi.fn();
    render(<LoginPage onSignedIn={onSignedIn} />);

    await userEvent.click(screen.getByRole('button', { name: 'Suomi' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kirjaudu sisään');
    expect(document.documentElement.lang).toBe('fi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fi');
    expect(screen.getByRole('link', { name: 'Unohditko salasanan?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    // another person's day kept on this phone goes with a new sign-in
    localStorage.setItem(KEPT_DAY_KEY, '{"at":1}');
    await fillAndSubmit('maija', 'Secret123');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(localStorage.getItem(KEPT_DAY_KEY)).toBeNull();
  });

  it('keeps the button busy while the server answers, and ties each field error to its field', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    mockFetch({
      'GET /api/config': { status: 200, body: { googleClientId: null } },
      'POST /api/login': () =>
        new Promise<MockReply>((resolve) => {
          answer = resolve;
        }),
    });
    render(<LoginPage onSignedIn={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const field = screen.getByRole('textbox', { name: /username or email/i });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Required');
    expect(field).toHaveFocus();

    await userEvent.type(field, 'maija');
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(screen.getByLabelText(/^password/i), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    answer(invalidCredentials);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
