import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

/**
 * Serves the built web app. Unknown `/api` paths answer the error envelope; any other GET that wants
 * HTML gets `index.html`, so client routes (`/loads/2026-06-01`) survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null) {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // hashed file names under assets/ never change; everything else is revalidated
        if (path.includes(`${join('/', 'assets', '/')}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage =
      webDist &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      !path.startsWith('/socket.io') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 'notFound');
  });
}
