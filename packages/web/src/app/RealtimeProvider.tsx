import {
  type ClientToServerEvents,
  eurosToCents,
  type ServerToClientEvents,
  SOCKET_CLIENT_OPTIONS,
} from '@dz/shared';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { formatMoney } from '../components/MoneyText';
import { useApi } from './ApiProvider';
import { useNotifications } from './notifications/NotificationProvider';
import { usePushSync } from './push/usePushSubscription';
import { FRESH_MS } from './queryClient';
import { queryKeys } from './queryKeys';
import { dataEvents, realtimeInvalidations } from './realtimeInvalidations';
import { useSession } from './session/sessionContext';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Presence {
  connected: boolean;
  /** Open connections of the club (a user may have several tabs). */
  clientsCount: number;
  /** Users with at least one open connection. */
  activeUserIds: string[];
}

const offline: Presence = { connected: false, clientsCount: 0, activeUserIds: [] };
const PresenceContext = createContext<Presence>(offline);

/** socket.io's client is a chunk of its own, loaded once a signed-in page is up: no page waits for it. */
async function connectSocket(): Promise<AppSocket> {
  const { io } = await import('socket.io-client');
  return io({ ...SOCKET_CLIENT_OPTIONS, transports: [...SOCKET_CLIENT_OPTIONS.transports] });
}

/** Everything but the setup status and what `GET /api/session` answers (it is refetched and fills them). */
function refetchedAfterReconnect(key: QueryKey): boolean {
  const startOwn = [queryKeys.setup, queryKeys.user, queryKeys.club, queryKeys.memberMe];
  // the account's clubs, per account: the start's answer fills them too
  if (key[0] === queryKeys.clubChoices('')[0]) {
    return false;
  }
  return !startOwn.some((own) => own.length === key.length && own.every((part, i) => part === key[i]));
}

function withUser(ids: string[], id: string, present: boolean): string[] {
  const others = ids.filter((other) => other !== id);
  return present ? [...others, id] : others;
}

/**
 * The live socket of a signed-in user. It turns the server's events into React Query invalidations (the only
 * place that does), keeps the presence of active users, and reloads a woken-up tab that lost its socket.
 */
export function RealtimeProvider({
  children,
  createSocket = connectSocket,
}: {
  children: ReactNode;
  createSocket?: () => AppSocket | Promise<AppSocket>;
}) {
  const { user, status } = useSession();
  // only a fully signed-in (linked) user gets a socket; logging out ends it
  const userId = status === 'authenticated' ? user?._id : undefined;
  // the socket's rooms are its club's: a switch to another club (issue 35) makes it again
  const socketOf = userId && user ? `${userId}@${user.clubId}` : undefined;
  const api = useApi();
  const queryClient = useQueryClient();
  const [presence, setPresence] = useState<Presence>(offline);
  const notifications = useNotifications();
  const { t } = useTranslation();
  usePushSync(!!userId);

  useEffect(() => {
    if (!socketOf) {
      return;
    }
    /** Listens on the socket; answers how to stop. */
    const wire = (socket: AppSocket) => {
      const invalidate = (keys: QueryKey[]) => {
        for (const queryKey of keys) {
          void queryClient.invalidateQueries({ queryKey });
        }
      };

      let connectedBefore = false;
      socket.on('connect', () => {
        setPresence((p) => ({ ...p, connected: true }));
        // the first connection comes a round trip or two after the start's answers: it refetches only what is
        // older than the queries' 30 s of freshness (issue 30: no call twice during the start). An event sent
        // in between is caught by the next one of its kind, which refetches the whole list.
        if (!connectedBefore) {
          connectedBefore = true;
          const before = Date.now() - FRESH_MS;
          void queryClient.invalidateQueries({
            predicate: (query) =>
              query.state.dataUpdatedAt < before && refetchedAfterReconnect(query.queryKey),
          });
          return;
        }
        // events sent while we were away are lost: refetch what is on screen; the start's call refreshes
        // the user, the club and the member in one answer
        void queryClient.invalidateQueries({ predicate: (query) => refetchedAfterReconnect(query.queryKey) });
      });
      socket.on('disconnect', () => setPresence((p) => ({ ...p, connected: false })));
      socket.on('connect_error', () => {
        // the server refused the handshake (access cookie expired): refresh through the API, then retry
        if (!socket.active) {
          api
            .get('/user', { quiet: true })
            .then(() => socket.connect())
            .catch(() => undefined);
        }
      });
      socket.on('clientsCount', (clientsCount) => setPresence((p) => ({ ...p, clientsCount })));
      socket.on('userListUpdated', (activeUserIds) => setPresence((p) => ({ ...p, activeUserIds })));
      socket.on('userConnected', (id) =>
        setPresence((p) => ({ ...p, activeUserIds: withUser(p.activeUserIds, id, true) })),
      );
      socket.on('userDisconnected', (id) =>
        setPresence((p) => ({ ...p, activeUserIds: withUser(p.activeUserIds, id, false) })),
      );
      // an admin took this user's payment at the desk: say so on their phone
      socket.on('paymentsUpdatedNotifySender', (payload) =>
        notifications.show({
          type: 'info',
          text: t('payments.received', { amount: formatMoney(eurosToCents(payload.amount)) }),
        }),
      );
      // a load this user is on was called: said in the open app too (where Web Push is off or not available)
      socket.on('loadCalled', (payload) =>
        notifications.show({
          type: 'info',
          text: t('push.called', {
            load: t('loadCall.title', { number: payload.number }),
            call: t(`loadCall.body.${payload.call}`),
          }),
        }),
      );
      for (const event of dataEvents) {
        const keysOf = realtimeInvalidations[event] as (payload?: unknown) => QueryKey[];
        socket.on(event, (payload?: unknown) => invalidate(keysOf(payload as never)));
      }

      const handleVisibilityChange = () => {
        if (document.visibilityState === 'visible' && !socket.connected) {
          window.location.reload();
        }
      };
      document.addEventListener('visibilitychange', handleVisibilityChange);

      return () => {
        document.removeEventListener('visibilitychange', handleVisibilityChange);
        if (socket.connected) {
          socket.emit('userDisconnected');
        }
        socket.disconnect();
        setPresence(offline);
      };
    };
    let stopped = false;
    let unwire: (() => void) | undefined;
    const start = (socket: AppSocket) => {
      if (stopped) {
        socket.disconnect();
        return;
      }
      unwire = wire(socket);
    };
    const created = createSocket();
    if (created instanceof Promise) {
      // the client's chunk could not load (offline at start): the page works without live updates until a reload
      created.then(start).catch(() => undefined);
    } else {
      start(created);
    }
    return () => {
      stopped = true;
      unwire?.();
    };
  }, [socketOf, createSocket, api, queryClient, notifications, t]);

  return <PresenceContext.Provider value={presence}>{children}</PresenceContext.Provider>;
}

export function usePresence(): Presence {
  return useContext(PresenceContext);
}
