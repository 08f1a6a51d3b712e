import { isIsoDate } from './dates';

/**
 * The day of loads a web app address shows (issue 30): its date for `/loads/2026-06-01`, `today` for `/` and
 * `/loads` (the app opens today's loads there), null for any other page. The server asks the browser to fetch that
 * day with the page itself, so the day's answer is on its way before the app's code has even downloaded.
 */
export function loadsDayOfPath(pathname: string): string | 'today' | null {
  if (/^\/(loads\/?)?$/.test(pathname)) {
    return 'today';
  }
  const date = /^\/loads\/([^/]+)\/?$/.exec(pathname)?.[1];
  return date && isIsoDate(date) ? date : null;
}

/** `GET /api/session`: the app's start, fetched with every page of the app (`/api/loads/{date}` besides). */
export const SESSION_PATH = '/api/session';

/** A `Link` header value that has the browser fetch `paths` with the page, with its cookies, as the app will. */
export function preloadLinks(paths: readonly string[]): string {
  return paths.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');
}
