import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anonymousRoutes } from '../../test/anonymousRoutes';
import { calledRoutes, type MockRequest } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

async function choosePassword(password: string, confirmation = password) {
  await userEvent.type(await screen.findByLabelText(/^New password\s*\*?$/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm password\s*\*?$/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ResetPasswordPage', () => {
  it('sets the new password with the link token, then opens the login page with the notice', async () => {
    let sent: MockRequest | undefined;
    anonymousRoutes({
      'POST /api/resetpassword': (request) => {
        sent = request;
        return { status: 200, body: { ok: true, notification: { locale: 'notification.passwordChanged' } } };
      },
    });
    renderApp('/reset-password?token=abc123');
    await choosePassword('NewSecret1');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Password changed. Log in with your new password.');
    expect(sent?.body).toEqual({ token: 'abc123', password: 'NewSecret1' });
  });

  it('checks the rules and the confirmation before sending', async () => {
    const fetchMock = anonymousRoutes();
    renderApp('/reset-password?token=abc123');
    await choosePassword('short', 'other');
    expect(await screen.findByText('8 characters minimum')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/resetpassword');
  });

  it.each([
    ['error.passwordResetInvalid', 'Password reset link is invalid'],
    ['error.passwordResetFailed', 'Error changing password. Link might be expired.'],
  ])('explains %s and offers a new link', async (locale, message) => {
    anonymousRoutes({ 'POST /api/resetpassword': { status: 400, body: { message, locale } } });
    renderApp('/reset-password?token=used');
    await choosePassword('NewSecret1');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    // the page says it; no snackbar on top
    expect(screen.queryByTestId('notification')).not.toBeInTheDocument();
  });

  it('explains a link without a token', async () => {
    anonymousRoutes();
    renderApp('/reset-password');
    expect(await screen.findByText(/The password reset link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
