import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anonymousRoutes } from '../../test/anonymousRoutes';
import { calledRoutes, type MockRequest } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

describe('ConfirmEmailPage', () => {
  it('confirms once even in StrictMode, and offers the login', async () => {
    const sent: MockRequest[] = [];
    const fetchMock = anonymousRoutes({
      'POST /api/confirm-email': (request) => {
        sent.push(request);
        return { status: 200, body: { ok: true, notification: { locale: 'notification.emailConfirmed' } } };
      },
    });
    renderApp('/confirm-email?token=tok-1', { strict: true });

    expect(
      await screen.findByText('Your email address is confirmed. You can now log in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Email address confirmed');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(calledRoutes(fetchMock).filter((route) => route === 'POST /api/confirm-email')).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ token: 'tok-1' });
  });

  it('explains an invalid or used link without a snackbar', async () => {
    anonymousRoutes({
      'POST /api/confirm-email': {
        status: 400,
        body: {
          message: 'E-mail confirmation link is invalid or expired',
          locale: 'error.confirmLinkInvalid',
        },
      },
    });
    renderApp('/confirm-email?token=used');
    expect(await screen.findByText('The confirmation link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
