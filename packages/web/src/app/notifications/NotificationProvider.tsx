import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { createNotificationStore, type Notification, type NotificationStore } from './notificationStore';

const NotificationContext = createContext<NotificationStore | null>(null);

export function NotificationProvider({
  store,
  children,
}: {
  store?: NotificationStore;
  children: ReactNode;
}) {
  const [value] = useState(() => store ?? createNotificationStore());
  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

/** `show` and `close` of the app's one snackbar. */
export function useNotifications(): NotificationStore {
  const store = useContext(NotificationContext);
  if (!store) {
    throw new Error('useNotifications needs a NotificationProvider');
  }
  return store;
}

/** The notification on screen (or the last one, hidden). */
export function useNotificationState(): Notification {
  const store = useNotifications();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
