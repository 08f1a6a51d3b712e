import {
  clubDate,
  type DayLoadsResponse,
  type Load,
  type SelfManifestContext,
  type ServerToClientEvents,
  type SessionResponse,
  SOCKET_CLIENT_OPTIONS,
} from '@dz/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { type ApiClient, createApiClient } from '../../app/api';
import { hasSessionMarker } from '../../app/sessionMarker';
import { forgetKeptDay, keepDay, keptDay } from './keptDay';

/** The socket tells about changes; this only catches a new day or a missed event. */
const REFETCH_MS = 5 * 60_000;
/** After a failed fetch the page asks again this soon (the socket's reconnect asks too). */
const RETRY_MS = 15_000;

export interface MyDay {
  session: SessionResponse;
  /** Today in the club's time zone, and its loads. */
  date: string;
  loads: Load[];
  /** The jumper's standing for adding themself (balance, waiver, the club's rules). */
  ctx: SelfManifestContext;
}

export interface MyDayState {
  day: MyDay | undefined;
  /** When the day shown was fetched (ms since epoch; 0 before any). */
  updatedAt: number;
  /** The last fetch failed (the day shown, if any, is older). */
  failed: boolean;
  /** The day shown is the one kept from the last visit: this visit's answer has not come yet. */
  kept: boolean;
}

/** The start: the day kept from the last visit at once, for a browser that holds a sign-in. */
function startState(): MyDayState {
  const kept = hasSessionMarker() ? keptDay() : undefined;
  return { day: kept?.day, updatedAt: kept?.at ?? 0, failed: false, kept: !!kept };
}

/** Where a page that cannot show the light day goes: no sign-in, or a user not linked to a member. */
export type Elsewhere = (path: string) => void;

/**
 * Makes the page's socket: socket.io's `io`, which a test replaces with a socket it drives (as the board's).
 */
export const myDaySockets: {
  open: (options: Partial<ManagerOptions & SocketOptions>) => Socket | Promise<Socket>;
} = {
  // loaded after the first paint: socket.io is a quarter of the page's script, and the kept day needs none of it
  open: async (options) => (await import('socket.io-client')).io(options),
};

/** The signed-in jumper's day: the start's answer, today's loads and their standing, in three calls. */
export async function fetchMyDay(api: ApiClient, signal?: AbortSignal): Promise<MyDay | null> {
  const session = await api.get<SessionResponse>('/session', { signal });
  if (!session.user || !session.club || !session.member) {
    return null;
  }
  const date = clubDate(new Date(), session.club.timezone);
  const [day, ctx] = await Promise.all([
    api.get<DayLoadsResponse>(`/loads/${date}`, { signal }),
    api.get<SelfManifestContext>('/self-manifest', { signal }),
  ]);
  return { session, date, loads: day.loads, ctx };
}

/**
 * The light "my day" page's data: fetched at once (the page's `Link` header has the browser fetch the same three
 * addresses with the page), again on every change the signed-in socket announces, every five minutes and 15 s
 * after a failure. A visitor or a user not linked to a member is sent to `elsewhere`.
 */
export function useMyDay(api: ApiClient, elsewhere: Elsewhere) {
  const [state, setState] = useState<MyDayState>(startState);
  const inFlight = useRef<AbortController | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refetch = useCallback(async () => {
    clearTimeout(retry.current);
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const day = await fetchMyDay(api, controller.signal);
      if (!day) {
        // signed out: the login page; not linked yet: the app says why
        void forgetKeptDay();
        elsewhere('/loads');
        return;
      }
      const at = Date.now();
      setState({ day, updatedAt: at, failed: false, kept: false });
      keepDay({ day, at });
    } catch {
      if (!controller.signal.aborted) {
        setState((current) => ({ ...current, failed: true }));
        retry.current = setTimeout(() => void refetch(), RETRY_MS);
      }
    }
  }, [api, elsewhere]);

  useEffect(() => {
    void refetch();
    const timer = setInterval(() => void refetch(), REFETCH_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(retry.current);
      inFlight.current?.abort();
    };
  }, [refetch]);

  /** The day with a load the server just answered in place of the one it had. */
  const replaced = useCallback((load: Load) => {
    setState((current) =>
      current.day
        ? {
            ...current,
            day: { ...current.day, loads: current.day.loads.map((l) => (l._id === load._id ? load : l)) },
          }
        : current,
    );
  }, []);

  return { ...state, refetch, replaced };
}

type MyDaySocket = Socket<ServerToClientEvents, Record<string, never>>;

/** The events that change what the page shows: the day's loads, the jumper's balance and standing. */
const CHANGES: (keyof ServerToClientEvents)[] = [
  'loadsUpdated',
  'loadsUpdatedUpdateMembers',
  'loadCalled',
  'membersUpdated',
  'waiversUpdated',
  'paymentsUpdated',
  'paymentsUpdatedNotifySender',
  'clubUpdated',
];

/**
 * The signed-in socket: `refresh` on every change and on a reconnection (events sent while away are lost);
 * `onCalled` when one of the jumper's loads is called. Answers whether it is connected.
 */
export function useMyDaySocket(
  api: ApiClient,
  refresh: () => void,
  onCalled: (payload: Parameters<ServerToClientEvents['loadCalled']>[0]) => void,
): boolean {
  const [connected, setConnected] = useState(false);
  const handlers = useRef({ refresh, onCalled });
  handlers.current = { refresh, onCalled };
  useEffect(() => {
    let socket: MyDaySocket | undefined;
    let closed = false;
    const wire = (s: MyDaySocket) => {
      let connectedBefore = false;
      s.on('connect', () => {
        setConnected(true);
        if (connectedBefore) {
          handlers.current.refresh();
        }
        connectedBefore = true;
      });
      s.on('disconnect', () => setConnected(false));
      s.on('connect_error', () => {
        // the server refused the handshake (the access cookie ran out): refresh through the API, then retry
        if (!s.active) {
          api
            .get('/user', { quiet: true })
            .then(() => s.connect())
            .catch(() => undefined);
        }
      });
      for (const event of CHANGES) {
        s.on(event, () => handlers.current.refresh());
      }
      s.on('loadCalled', (payload) => handlers.current.onCalled(payload));
    };
    void Promise.resolve(
      myDaySockets.open({ ...SOCKET_CLIENT_OPTIONS, transports: [...SOCKET_CLIENT_OPTIONS.transports] }),
    ).then((opened) => {
      if (closed) {
        opened.disconnect();
        return;
      }
      socket = opened as MyDaySocket;
      wire(socket);
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible' && socket && !socket.connected) {
        socket.connect();
        handlers.current.refresh();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', onVisible);
      socket?.disconnect();
    };
  }, [api]);
  return connected;
}

/** The light page's API client: a session that cannot be refreshed goes to the login page. */
export function createMyDayApi(elsewhere: Elsewhere): ApiClient {
  return createApiClient({ onSessionExpired: () => elsewhere('/login') });
}
