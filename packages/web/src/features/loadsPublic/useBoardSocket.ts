import { type ServerToClientEvents, SOCKET_CLIENT_OPTIONS } from '@dz/shared';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

type BoardSocket = Socket<ServerToClientEvents, Record<string, never>>;

/**
 * The board's anonymous socket (`auth: { public: true, club }`). It calls `refresh` on every (re)connect,
 * since events sent while away are lost, and on each `loadsUpdated`. Returns whether it is connected.
 */
export function useBoardSocket(club: string, refresh: () => void): boolean {
  const [connected, setConnected] = useState(false);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    const socket: BoardSocket = io({
      ...SOCKET_CLIENT_OPTIONS,
      transports: [...SOCKET_CLIENT_OPTIONS.transports],
      auth: club ? { public: true, club } : { public: true },
    });
    socket.on('connect', () => {
      setConnected(true);
      refreshRef.current();
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('loadsUpdated', () => refreshRef.current());

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
      setConnected(false);
    };
  }, [club]);

  return connected;
}
