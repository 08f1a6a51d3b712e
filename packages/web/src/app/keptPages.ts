/** The service worker's cache of pages (`src/sw.ts`): the last copy of each page opened. */
export const PAGES_CACHE = 'pages';

/**
 * Forgets the pages the service worker kept. `/` is one person's page (the light day for a jumper, the app for
 * staff), and the worker may show a light page's kept copy at once: at every sign-in and sign-out it goes, so the
 * next person's `/` comes from the server. Resolves when gone (at once where there is no Cache API).
 */
export async function forgetKeptPages(): Promise<void> {
  if (typeof caches === 'undefined') {
    return;
  }
  await caches.delete(PAGES_CACHE).catch(() => false);
}
