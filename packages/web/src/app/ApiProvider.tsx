import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiClient, createApiClient } from './api';
import { apiNotificationToInput, errorToNotification } from './notifications/errorNotification';
import { useNotifications } from './notifications/NotificationProvider';

interface ApiContextValue {
  client: ApiClient;
  /** The session provider's reaction to an expired session. */
  sessionExpiredHandler: { current: (reason?: string) => void };
}

const ApiContext = createContext<ApiContextValue | null>(null);

/** Makes the app's API client, reporting failures and notifications into the snackbar. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const notifications = useNotifications();
  const { i18n } = useTranslation();
  const sessionExpiredHandler = useRef<(reason?: string) => void>(() => {});
  const [value] = useState<ApiContextValue>(() => ({
    sessionExpiredHandler,
    client: createApiClient({
      onError: (error) => notifications.show(errorToNotification(error, i18n)),
      onNotification: (notification) => notifications.show(apiNotificationToInput(notification, i18n)),
      onSessionExpired: (reason) => sessionExpiredHandler.current(reason),
    }),
  }));
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) {
    throw new Error('useApi needs an ApiProvider');
  }
  return value;
}

export function useApi(): ApiClient {
  return useApiContext().client;
}

/** Registers what happens when the API client finds the session expired. */
export function useSessionExpiredHandler(handler: (reason?: string) => void): void {
  const { sessionExpiredHandler } = useApiContext();
  useEffect(() => {
    sessionExpiredHandler.current = handler;
  }, [handler, sessionExpiredHandler]);
}
