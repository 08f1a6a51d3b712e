import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anonymousRoutes } from '../../test/anonymousRoutes';
import type { MockRequest } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

const sentReply = {
  status: 200,
  body: { ok: true, notification: { locale: 'notification.passwordResetSent' } },
};

async function askForLink(email: string) {
  renderApp('/forgot-password');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
  return screen.findByRole('heading', { name: 'Check your email' });
}

describe('ForgotPasswordPage', () => {
  it.each(['maija@example.com', 'nobody@example.com'])(
    'says the same for %s, with or without an account',
    async (email) => {
      let sent: MockRequest | undefined;
      anonymousRoutes({
        'POST /api/sendpasswordreset': (request) => {
          sent = request;
          return sentReply;
        },
      });

      expect(await askForLink(email)).toBeInTheDocument();
      expect(screen.getAllByRole('status')[0]).toHaveTextContent(
        `If ${email} has an account, we sent a link to it for choosing a new password.`,
      );
      expect(sent?.body).toEqual({ email });
      expect(await screen.findByRole('alert')).toHaveTextContent('If the address has an account');
    },
  );

  it('checks the address before sending', async () => {
    const fetchMock = anonymousRoutes();
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'maija@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/sendpasswordreset');
  });

  it('sends a bot-check token for "forgotPassword" when the server has a site key', async () => {
    let sent: MockRequest | undefined;
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async (_siteKey, { action }) => `token:${action}`,
    };
    anonymousRoutes(
      {
        'POST /api/sendpasswordreset': (request) => {
          sent = request;
          return sentReply;
        },
      },
      { botCheckSiteKey: 'site-key' },
    );
    await askForLink('maija@example.com');
    expect(sent?.body).toEqual({ email: 'maija@example.com', botToken: 'token:forgotPassword' });
    delete window.grecaptcha;
  });

  it('keeps the form when the server refuses (too many requests)', async () => {
    anonymousRoutes({
      'POST /api/sendpasswordreset': {
        status: 429,
        body: { message: 'Too many requests. Please try again later.', locale: 'error.tooManyRequests' },
      },
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'maija@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByRole('button', { name: 'Send link' })).toBeInTheDocument();
  });
});
