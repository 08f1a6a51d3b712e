import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { createNotificationStore } from '../app/notifications/notificationStore';
import type { AppSocket } from '../app/RealtimeProvider';
import { ThemeModeProvider } from '../app/ThemeModeProvider';

/** A component in the theme and a router, for components that need no session. */
export function renderWithTheme(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[route]}>
        <ThemeModeProvider>{children}</ThemeModeProvider>
      </MemoryRouter>
    ),
  });
}

/** A socket that never connects, so tests make no network traffic. */
export function fakeSocket(): AppSocket {
  const socket = {
    connected: false,
    active: false,
    on: () => socket,
    emit: () => socket,
    connect: () => socket,
    disconnect: () => socket,
  };
  return socket as unknown as AppSocket;
}

/** The whole app at a path, with a fresh query cache and snackbar (stub fetch first). */
export function renderApp(route = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const notificationStore = createNotificationStore();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={queryClient} notificationStore={notificationStore} createSocket={fakeSocket}>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, queryClient, notificationStore };
}
