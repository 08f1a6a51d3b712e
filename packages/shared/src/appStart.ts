import { isIsoDate } from './dates';
import { canManifest, isAdmin, type PermissionSubject } from './permissions';

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

/** The light "my day" page's own address; `/` is it too for a jumper who opens the app there (`opensLightDay`). */
export const MY_DAY_PATH = '/my-day';

/**
 * Whether `/` opens the light "my day" page (issue 30) for a signed-in user: a jumper linked to a member who does
 * not manifest, check waivers or run the club. Those who do get the full day view; everyone has both a link away.
 */
export function opensLightDay(user: PermissionSubject & { memberId: string | null }): boolean {
  return !!user.memberId && !isAdmin(user) && !canManifest(user) && !user.permissions.canCheckWaivers;
}

/** The public board's address (`/pokat` redirects to it). */
export const BOARD_PATH = '/loads-public';

/** The public board's call for today's loads of a club (`''`: the installation's only club), as the board makes it. */
export function publicBoardTodayPath(club: string): string {
  return `/api/loads-public/today${club ? `?club=${encodeURIComponent(club)}` : ''}`;
}

/**
 * The header a light page (the light day, the board) comes with: the service worker may show the copy it kept at
 * once and fetch the new one behind it, since these pages show their own kept data with its age. The full app's
 * page is fetched from the network first.
 */
export const LIGHT_PAGE_HEADER = 'X-Light-Page';
