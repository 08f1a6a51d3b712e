import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NotificationSnackbar } from '../components/NotificationSnackbar';
import { ApiProvider } from './ApiProvider';
import { NotificationProvider } from './notifications/NotificationProvider';
import type { NotificationStore } from './notifications/notificationStore';
import { createQueryClient } from './queryClient';
import { type AppSocket, RealtimeProvider } from './RealtimeProvider';
import { SessionProvider } from './session/SessionProvider';
import { ThemeModeProvider } from './ThemeModeProvider';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own to start clean. */
  queryClient?: QueryClient;
  notificationStore?: NotificationStore;
  /** Tests pass a fake socket. */
  createSocket?: () => AppSocket | Promise<AppSocket>;
}

/** Everything the pages rely on, in dependency order. Must sit inside a router. */
export function AppProviders({ children, queryClient, notificationStore, createSocket }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeModeProvider>
      <NotificationProvider store={notificationStore}>
        <QueryClientProvider client={client}>
          <ApiProvider>
            <SessionProvider>
              <RealtimeProvider createSocket={createSocket}>
                {children}
                <NotificationSnackbar />
              </RealtimeProvider>
            </SessionProvider>
          </ApiProvider>
        </QueryClientProvider>
      </NotificationProvider>
    </ThemeModeProvider>
  );
}
