import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../plugins/error-handler';
import { countRequest, registry } from './metrics';

/** Compares the token as hashes: the same length whatever is sent, and no early exit on the first byte. */
function sameToken(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * Counts every answer (`onResponse`) and serves `GET /metrics` to a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`; without a token configured there is no such page (404).
 */
export function registerMetrics(app: FastifyInstance, deps: { token: string | undefined }) {
  app.addHook('onResponse', async (request, reply) => {
    countRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (!deps.token) {
    return;
  }
  const token = deps.token;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sent || !sameToken(sent, token)) {
      return sendError(reply.header('WWW-Authenticate', 'Bearer'), 'notAuthenticated');
    }
    reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
    return registry.metrics();
  });
}
