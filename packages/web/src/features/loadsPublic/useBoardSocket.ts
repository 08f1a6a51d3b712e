import { type ServerToClientEvents, SOCKET_CLIENT_OPTIONS } from '@dz/shared';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

type BoardSocket = Socket<ServerToClientEvents, Record<string, never>>;

/**
 * Where the board's live link is: `connecting` until the first connection, `connected`, or `lost` once a
 * connection dropped (then the board says how old its data is).
 */
export type BoardConnection = 'connecting' | 'connected' | 'lost';

/** What a `loadsUpdated` event tells a board: the day, its counter and, for today, the new board itself. */
export type BoardChange = Parameters<ServerToClientEvents['loadsUpdated']>[0];

/**
 * Makes the board's socket: socket.io's `io`, which a test replaces (`boardSockets.open = …`) with a socket it
 * drives. A module mock would not do: the web tests share their modules, and a page already loaded by another
 * test file keeps the real `io`.
 */
export const boardSockets = { open: io };

/**
 * The board's anonymous socket (`auth: { public: true, club }`). It calls `refresh` on every (re)connect,
 * since events sent while away are lost (saying whether it is the first connection), and on each `loadsUpdated` (with the change: its day and the day's
 * board counter). Returns the state of the connection.
 */
export function useBoardSocket(
  club: string,
  refresh: (change?: BoardChange, firstConnection?: boolean) => void,
): BoardConnection {
  const [connection, setConnection] = useState<BoardConnection>('connecting');
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    const socket: BoardSocket = boardSockets.open({
      ...SOCKET_CLIENT_OPTIONS,
      transports: [...SOCKET_CLIENT_OPTIONS.transports],
      auth: club ? { public: true, club } : { public: true },
    });
    let connectedBefore = false;
    socket.on('connect', () => {
      setConnection('connected');
      refreshRef.current(undefined, !connectedBefore);
      connectedBefore = true;
    });
    socket.on('disconnect', () => setConnection('lost'));
    // never connected at all (a blocked socket, a server restarting): the data is as old as the last fetch
    socket.on('connect_error', () => setConnection('lost'));
    socket.on('loadsUpdated', (change) => refreshRef.current(change));

    // a woken-up screen: reconnect at once instead of waiting for the backoff
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !socket.connected) {
        socket.connect();
        refreshRef.current();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      socket.disconnect();
      setConnection('connecting');
    };
  }, [club]);

  return connection;
}
