import type { Server as HttpServer } from 'node:http';
import {
  ACCESS_COOKIE,
  type ClientToServerEvents,
  clubRoom,
  publicClubRoom,
  type ServerToClientEvents,
  userRoom,
} from '@dz/shared';
import { fastifyCookie } from '@fastify/cookie';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { UserRow } from '../modules/users/users.repo';

interface SocketData {
  userId: string | null;
  clubId: string;
}

type Io = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type EventArgs<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

export interface Realtime {
  /** Sends an event to every signed-in socket of a club (after the change has committed). */
  broadcast<E extends keyof ServerToClientEvents>(clubId: string, event: E, ...args: EventArgs<E>): void;
  /** Sends an event to every socket of one user (after the change has committed). */
  sendToUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: EventArgs<E>): void;
  /** Sends an event to the club's public board sockets (no login). */
  broadcastPublic<E extends keyof ServerToClientEvents>(
    clubId: string,
    event: E,
    ...args: EventArgs<E>
  ): void;
  /** Sockets connected to this node. */
  clients(): number;
  close(): Promise<void>;
}

export interface RealtimeDeps {
  server: HttpServer;
  log: FastifyBaseLogger;
  /** A connected Redis client when REDIS_URL is set; the adapter duplicates it to publish and subscribe. */
  redis?: Redis;
  /** The user behind the handshake's access cookie, or null. */
  authenticate(accessToken: string | undefined): Promise<UserRow | null>;
  /** The club a public (anonymous) socket follows: by club key, or the only club. */
  publicClub(clubKey: string | undefined): Promise<string | null>;
}

/**
 * socket.io on the app's HTTP server: websocket only, one room per club, presence per club. With
 * REDIS_URL the Redis adapter carries events and presence queries between nodes.
 */
export function createRealtime(deps: RealtimeDeps): Realtime {
  const io: Io = new Server(deps.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
  });
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (deps.redis) {
    pub = withLoggedPublishes(deps.redis.duplicate(), deps.log);
    pub.on('error', (err) => deps.log.error({ err }, 'redis publisher error'));
    sub = deps.redis.duplicate();
    sub.on('error', (err) => deps.log.error({ err }, 'redis subscriber error'));
    io.adapter(createAdapter(pub, sub));
  }

  async function announcePresence(clubId: string) {
    const sockets = await io.in(clubRoom(clubId)).fetchSockets();
    const userIds = [...new Set(sockets.map((s) => s.data.userId).filter((id): id is string => !!id))];
    io.to(clubRoom(clubId)).emit('userListUpdated', userIds);
    io.to(clubRoom(clubId)).emit('clientsCount', sockets.length);
  }

  io.use(async (socket, next) => {
    try {
      const cookies = fastifyCookie.parse(socket.handshake.headers.cookie ?? '');
      const user = await deps.authenticate(cookies[ACCESS_COOKIE]);
      if (user) {
        socket.data = { userId: user.id, clubId: user.clubId };
        return next();
      }
      const auth = socket.handshake.auth as { public?: boolean; club?: string };
      if (auth.public) {
        const clubId = await deps.publicClub(auth.club);
        if (clubId) {
          socket.data = { userId: null, clubId };
          return next();
        }
      }
      next(new Error('unauthorized'));
    } catch (err) {
      deps.log.error({ err }, 'socket authentication failed');
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    const { userId, clubId } = socket.data;
    if (!userId) {
      void socket.join(publicClubRoom(clubId));
      return;
    }
    void socket.join([clubRoom(clubId), userRoom(userId)]);
    io.to(clubRoom(clubId)).emit('userConnected', userId);
    announcePresence(clubId).catch((err) => deps.log.warn({ err }, 'presence update failed'));
    socket.on('userDisconnected', () => {
      socket.disconnect(true);
    });
    socket.on('disconnect', () => {
      io.to(clubRoom(clubId)).emit('userDisconnected', userId);
      announcePresence(clubId).catch((err) => deps.log.warn({ err }, 'presence update failed'));
    });
  });

  return {
    broadcast(clubId, event, ...args) {
      io.to(clubRoom(clubId)).emit(event, ...args);
    },
    sendToUser(userId, event, ...args) {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    broadcastPublic(clubId, event, ...args) {
      io.to(publicClubRoom(clubId)).emit(event, ...args);
    },
    clients: () => io.engine.clientsCount,
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      await sub?.quit().catch(() => undefined);
      await pub?.quit().catch(() => undefined);
    },
  };
}

/**
 * The Redis adapter publishes without awaiting (broadcasts, and answers to other nodes' presence
 * queries). A publish that fails, because Redis is unreachable or this node is closing, would be an
 * unhandled rejection, which ends a Node process; here it is logged, and the event is lost for the
 * other nodes only (their clients refetch on reconnect).
 */
function withLoggedPublishes(client: Redis, log: FastifyBaseLogger): Redis {
  const publish = client.publish.bind(client) as (channel: string, message: string) => Promise<number>;
  const logged = (channel: string, message: string) =>
    publish(channel, message).catch((err: unknown) => {
      log.warn({ err, channel }, 'redis publish failed');
      return 0;
    });
  return Object.assign(client, { publish: logged });
}
