import { join } from 'node:path';
import { BOARD_PATH, LIGHT_PAGE_HEADER, MY_DAY_PATH, preloadLinks } from '@dz/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

/** The addresses of the light pages (the public board, the login page): each gets its own page, which loads none of the app. */
const MY_DAY_PAGE = 'myday.html';
const BOARD_PAGE = 'board.html';
const LOGIN_PAGE = 'login.html';
const LIGHT_PAGES: [RegExp, string][] = [
  [/^\/loads-public\/?$/, BOARD_PAGE],
  [/^\/login\/?$/, LOGIN_PAGE],
  [/^\/my-day\/?$/, MY_DAY_PAGE],
];
/** The short address for posters and chats (spec section 2): a redirect to the board, its query kept. */
const SHORT_BOARD_PATH = /^\/pokat\/?$/;

/**
 * Serves the built web app. Unknown `/api` paths answer the error envelope; any other GET that wants
 * the page gets `index.html`, so client routes (`/loads/2026-06-01`) survive a reload. Every client that
 * does not ask for JSON only (browsers, curl, health checkers without an Accept header) wants the page;
 * paths that look like files (`/assets/missing.js`) answer 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
  opts: {
    /**
     * The API calls the app will make first on this page for this caller (issue 30): sent as preload links with
     * the page, so the browser fetches them while the app's code downloads and the app finds them answered.
     */
    firstCalls?: (request: FastifyRequest, path: string) => Promise<string[]>;
    /** Whether `/` is the light "my day" page for this caller (a jumper), rather than the app. */
    lightDay?: (request: FastifyRequest) => boolean;
  } = {},
) {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each file (packages/web/scripts/precompress.mjs)
      preCompressed: true,
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
      !/\.[A-Za-z0-9]+$/.test(path) &&
      !wantsJsonOnly(request.headers.accept);
    if (wantsPage && SHORT_BOARD_PATH.test(path)) {
      return reply.redirect(`/loads-public${request.url.slice(path.length)}`, 302);
    }
    if (wantsPage) {
      const light =
        LIGHT_PAGES.find(([paths]) => paths.test(path))?.[1] ??
        (path === '/' && opts.lightDay?.(request) ? MY_DAY_PAGE : undefined);
      // the same address is one page or the other by who asks
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
      if (light === LOGIN_PAGE) {
        return reply.sendFile(light);
      }
      const callsOf = light === MY_DAY_PAGE ? MY_DAY_PATH : light === BOARD_PAGE ? BOARD_PATH : path;
      if (light) {
        // the service worker may answer the next visit with this copy at once (src/sw.ts)
        reply.header(LIGHT_PAGE_HEADER, light === MY_DAY_PAGE ? 'my-day' : 'board');
      }
      return firstCallsOf(request, callsOf).then((calls) => {
        if (calls.length > 0) {
          reply.header('Link', preloadLinks(calls));
        }
        return reply.sendFile(light ?? 'index.html');
      });
    }
    return sendError(reply, 'notFound');
  });

  /** A failing guess costs the page nothing: the app asks for what it needs itself. */
  async function firstCallsOf(request: FastifyRequest, path: string): Promise<string[]> {
    try {
      return (await opts.firstCalls?.(request, path)) ?? [];
    } catch (err) {
      request.log.warn({ err }, 'first calls of the page not known');
      return [];
    }
  }
}

/** True when Accept names JSON and not HTML (an API client), so a missing route answers the envelope. */
function wantsJsonOnly(accept: string | undefined): boolean {
  const value = (accept ?? '').toLowerCase();
  return value.includes('application/json') && !value.includes('text/html');
}
