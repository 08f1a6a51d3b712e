import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildUser, club, member } from '../../test/fixtures';
import { renderApp } from '../../test/render';

function signedInWithFeedback(feedback: Parameters<typeof mockFetch>[0][string]) {
  mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': { status: 200, body: buildUser() },
    'GET /api/club': { status: 200, body: club },
    'GET /api/member/me': { status: 200, body: member },
    'POST /api/feedback': feedback,
  });
}

async function openFeedback() {
  renderApp('/stats');
  await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Give feedback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
  // the phone drawer closes as the dialog opens; when its exit ends MUI re-hides the page behind the dialog
  await waitFor(() => expect(screen.queryByTestId('side-bar')).not.toBeInTheDocument());
  return dialog;
}

describe('FeedbackDialog', () => {
  it('counts characters, sends the message and thanks', async () => {
    let sent: MockRequest | undefined;
    signedInWithFeedback((request) => {
      sent = request;
      return { status: 201, body: { ok: true, notification: { locale: 'notification.feedbackSent' } } };
    });
    await openFeedback();

    expect(screen.getByText('0/1000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Feedback' }), 'Great app');
    expect(screen.getByText('9/1000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Thänks! Feedback sent successfully :)');
    expect(sent?.body).toEqual({ message: 'Great app' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('only logs a failure (spec section 8) and keeps the dialog open with the text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signedInWithFeedback({ status: 500, body: { message: 'Something went wrong', locale: 'error.general' } });
    const dialog = await openFeedback();

    await userEvent.type(screen.getByRole('textbox', { name: 'Feedback' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(log).toHaveBeenCalledWith('feedback was not sent', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('Hello');
    log.mockRestore();
  });

  it('is at most 500 px wide', async () => {
    signedInWithFeedback({ status: 201, body: { ok: true } });
    const dialog = await openFeedback();
    expect(dialog).toHaveStyle({ maxWidth: '500px' });
  });
});
