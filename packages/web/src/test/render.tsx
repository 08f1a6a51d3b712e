import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, StrictMode } from 'react';
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

/** A socket that never connects but lets a test raise server events at the app. */
export function recordingSocket() {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    connected: false,
    active: false,
    on: (event: string, handler: (...args: unknown[]) => void) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    emit: () => socket,
    connect: () => socket,
    disconnect: () => socket,
  };
  return {
    createSocket: () => socket as unknown as AppSocket,
    /** Delivers a server event to the app's handlers. */
    serverEmits: (event: string, ...args: unknown[]) => {
      for (const handler of handlers.get(event) ?? []) {
        handler(...args);
      }
    },
  };
}

/**
 * The whole app at a path, with a fresh query cache and snackbar (stub fetch first). `strict` renders it
 * in React's StrictMode, as `main.tsx` does, which runs every effect twice in development.
 */
export function renderApp(
  route = '/',
  {
    strict = false,
    createSocket = fakeSocket,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { strict?: boolean; createSocket?: () => AppSocket; queryClient?: QueryClient } = {},
) {
  const notificationStore = createNotificationStore();
  const app = (
    <MemoryRouter initialEntries={[route]}>
      <AppProviders
        queryClient={queryClient}
        notificationStore={notificationStore}
        createSocket={createSocket}
      >
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, queryClient, notificationStore };
}
