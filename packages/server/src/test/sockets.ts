import type { AddressInfo } from 'node:net';
import { SOCKET_CLIENT_OPTIONS } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

type SocketOptions = Partial<Parameters<typeof connect>[1]>;

/** Starts a test app on a free loopback port and answers its base URL, for socket clients. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Socket clients as the web app opens them (no reconnection), all closed at once after the tests. */
export function socketClients() {
  const sockets: Socket[] = [];
  return {
    open(base: string, extra: SocketOptions = {}): Socket {
      const s = connect(base, { ...SOCKET_CLIENT_OPTIONS, reconnection: false, ...extra });
      sockets.push(s);
      return s;
    },
    closeAll() {
      for (const s of sockets) {
        s.disconnect();
      }
    },
  };
}

/** The next `event` a socket gets, or a rejection after 5 s. */
export function nextEvent<T>(s: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    s.once(event, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
