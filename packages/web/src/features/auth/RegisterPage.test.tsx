import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousRoutes } from '../../test/anonymousRoutes';
import { calledRoutes, type MockRequest } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

const free = { status: 200, body: { available: true } };
const taken = { status: 200, body: { available: false } };
const registered = { status: 201, body: { ok: true, notification: { locale: 'notification.registered' } } };

const checks = (fetchMock: ReturnType<typeof anonymousRoutes>) =>
  calledRoutes(fetchMock).filter((route) => route.startsWith('GET /api/user/check/'));

async function fillForm(values: Partial<Record<string, string>> = {}) {
  const v = {
    clubKey: 'utti2026',
    username: 'maija',
    email: 'maija@example.com',
    displayName: 'Maija M',
    password: 'Secret123',
    passwordConfirmation: 'Secret123',
    ...values,
  };
  await userEvent.type(await screen.findByRole('textbox', { name: 'Club key' }), v.clubKey);
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), v.username);
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), v.email);
  await userEvent.type(screen.getByRole('textbox', { name: 'Display name' }), v.displayName);
  await userEvent.type(screen.getByLabelText(/^Password\s*\*?$/), v.password);
  await userEvent.type(screen.getByLabelText(/^Confirm password\s*\*?$/), v.passwordConfirmation);
}

afterEach(() => {
  delete window.grecaptcha;
});

describe('RegisterPage', () => {
  it('ticks the password hints as the password meets them', async () => {
    anonymousRoutes();
    renderApp('/register');
    await userEvent.type(await screen.findByLabelText(/^Password\s*\*?$/), 'secret');
    const hints = screen.getByRole('list', { name: 'Password requirements' });
    const met = () => [...hints.querySelectorAll('li')].map((li) => li.dataset.met);
    expect(met()).toEqual(['false', 'false', 'true', 'false', 'false']);

    await userEvent.type(screen.getByLabelText(/^Password\s*\*?$/), 'S1');
    await userEvent.type(screen.getByLabelText(/^Confirm password\s*\*?$/), 'secretS1');
    expect(met()).toEqual(['true', 'true', 'true', 'true', 'true']);
  });

  it('checks a valid username once typing stops and shows when it is taken', async () => {
    const fetchMock = anonymousRoutes({ 'GET /api/user/check/maija': taken });
    renderApp('/register');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'maija');

    expect(await screen.findByText('Username already exists')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    // one call for the whole word, not one per letter
    expect(checks(fetchMock)).toEqual(['GET /api/user/check/maija']);
  });

  it('does not check a value that breaks the field rules', async () => {
    const fetchMock = anonymousRoutes();
    renderApp('/register');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'not ok!');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'maija@example');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(checks(fetchMock)).toEqual([]);
  });

  it('marks a free e-mail address and shows a taken one as the field error', async () => {
    anonymousRoutes({
      'GET /api/user/check/free%40example.com': free,
      'GET /api/user/check/taken%40example.com': taken,
    });
    renderApp('/register');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'free@example.com');
    expect(await screen.findByRole('img', { name: 'Available' })).toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();
  });

  it('says once that the daily check limit is reached, then stops checking', async () => {
    const limited = {
      status: 429,
      body: {
        message: 'Automatic username check has gotten enough for the day',
        locale: 'error.usernameCheckLimit',
      },
    };
    const fetchMock = anonymousRoutes({ 'GET /api/user/check/maija': limited });
    renderApp('/register');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'maija');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Automatic username check has gotten enough for the day',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'maija@example.com');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(checks(fetchMock)).toEqual(['GET /api/user/check/maija']);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('sends the fields without the confirmation and asks to check the e-mail', async () => {
    let sent: MockRequest | undefined;
    anonymousRoutes(
      {
        'GET /api/user/check/maija': free,
        'GET /api/user/check/maija%40example.com': free,
        'POST /api/register': (request) => {
          sent = request;
          return registered;
        },
      },
      { mailDelivers: false },
    );
    renderApp('/register');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(
      within(screen.getAllByRole('status')[0] as HTMLElement).getByText('maija@example.com'),
    ).toBeVisible();
    expect(screen.getByText(/Ask the club's admin for the link/)).toBeInTheDocument();
    // a jumper is not told about the server's folders
    expect(screen.queryByText(/data\/outbox/)).not.toBeInTheDocument();
    expect(sent?.body).toEqual({
      clubKey: 'utti2026',
      username: 'maija',
      email: 'maija@example.com',
      displayName: 'Maija M',
      password: 'Secret123',
    });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('gets a bot-check token for "register" when the server has a site key', async () => {
    let sent: MockRequest | undefined;
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async (siteKey, { action }) => `${siteKey}:${action}`,
    };
    anonymousRoutes(
      {
        'POST /api/register': (request) => {
          sent = request;
          return registered;
        },
      },
      { botCheckSiteKey: 'site-key' },
    );
    renderApp('/register');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(sent?.body).toMatchObject({ username: 'maija', botToken: 'site-key:register' });
    // mails are delivered: no outbox hint
    expect(screen.queryByText(/outbox/)).not.toBeInTheDocument();
  });

  it.each([
    ['error.invalidClubKey', 'Invalid club key', 'Club key'],
    ['error.usernameExists', 'Username already exists', 'Username'],
    ['error.emailExists', 'Email already exists', 'Email'],
  ])('shows %s at its field, not in the snackbar', async (locale, message, field) => {
    anonymousRoutes({
      'POST /api/register': {
        status: locale === 'error.invalidClubKey' ? 400 : 409,
        body: { message, locale },
      },
    });
    renderApp('/register');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const input = screen.getByRole('textbox', { name: field });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the registering limit in the snackbar', async () => {
    anonymousRoutes({
      'POST /api/register': {
        status: 429,
        body: {
          message: 'Registering has gotten enough for the day. Please try again later.',
          locale: 'error.registerLimit',
        },
      },
    });
    renderApp('/register');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registering has gotten enough for the day');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });
});
