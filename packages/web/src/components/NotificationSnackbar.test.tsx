import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationProvider } from '../app/notifications/NotificationProvider';
import { createNotificationStore } from '../app/notifications/notificationStore';
import { ThemeModeProvider } from '../app/ThemeModeProvider';
import { NotificationSnackbar } from './NotificationSnackbar';

function renderSnackbar() {
  const store = createNotificationStore();
  render(
    <ThemeModeProvider>
      <NotificationProvider store={store}>
        <NotificationSnackbar />
      </NotificationProvider>
    </ThemeModeProvider>,
  );
  return store;
}

describe('NotificationSnackbar', () => {
  it('shows the title and text, then details and validation lines', () => {
    const store = renderSnackbar();
    act(() =>
      store.show({
        type: 'error',
        title: 'Saving failed',
        text: 'Some fields are invalid',
        details: 'Member 12',
        validationMessage: ['Email: Invalid email', 'Username: Required'],
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Saving failedSome fields are invalidMember 12Email: Invalid emailUsername: Required',
    );
    // errors use the warning colour, info the info colour
    expect(alert).toHaveClass('MuiAlert-colorWarning');
  });

  it('uses the info colour for info', () => {
    const store = renderSnackbar();
    act(() => store.show({ text: 'Feedback sent' }));
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorInfo');
  });

  it('closes by itself after the timeout (3 s by default)', () => {
    vi.useFakeTimers();
    const store = renderSnackbar();
    act(() => store.show({ text: 'Saved' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2900));
    expect(store.getSnapshot().display).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(store.getSnapshot().display).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps to the timeout the notification asks for', () => {
    vi.useFakeTimers();
    const store = renderSnackbar();
    act(() => store.show({ text: 'Read me', timeout: 10_000 }));
    act(() => vi.advanceTimersByTime(9000));
    expect(store.getSnapshot().display).toBe(true);
    act(() => vi.advanceTimersByTime(1500));
    expect(store.getSnapshot().display).toBe(false);
  });

  it('closes on its close icon', () => {
    const store = renderSnackbar();
    act(() => store.show({ text: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getSnapshot().display).toBe(false);
  });

  it('closes when swiped sideways 50 px or more, not less', () => {
    const store = renderSnackbar();
    act(() => store.show({ text: 'Swipe me' }));
    const alert = screen.getByRole('alert');

    fireEvent.pointerDown(alert, { clientX: 100 });
    fireEvent.pointerMove(alert, { clientX: 130 });
    fireEvent.pointerUp(alert, { clientX: 130 });
    expect(store.getSnapshot().display).toBe(true);

    fireEvent.pointerDown(alert, { clientX: 100 });
    fireEvent.pointerMove(alert, { clientX: 160 });
    fireEvent.pointerUp(alert, { clientX: 160 });
    expect(store.getSnapshot().display).toBe(false);
  });

  it('closes on a tap on phones and tablets only', () => {
    const store = renderSnackbar();
    act(() => store.show({ text: 'Tap me' }));
    fireEvent.click(screen.getByRole('alert'));
    expect(store.getSnapshot().display).toBe(true);
  });

  it('closes on a tap below the lg breakpoint', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    const store = renderSnackbar();
    act(() => store.show({ text: 'Tap me' }));
    fireEvent.click(screen.getByRole('alert'));
    expect(store.getSnapshot().display).toBe(false);
  });
});
