import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Connects to REDIS_URL (Socket.IO adapter and the shared rate-limit store); fails start-up if unreachable. */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', (err) => log.error({ err }, 'redis error'));
  await redis.connect();
  return redis;
}
