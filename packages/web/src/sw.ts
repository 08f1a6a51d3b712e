/// <reference lib="webworker" />
// The app's service worker (built by vite-plugin-pwa from this file into /sw.js, with Workbox):
// - an installable, offline-tolerant app shell: pages are fetched from the network first and kept, so a board or
//   a phone that opened a page once opens it again without a network; the hashed assets a page loaded are kept
//   (they never change), so the page runs offline too. A light page (the light day, the board: the server marks
//   them with LIGHT_PAGE_HEADER) is shown from its kept copy at once while the new one is fetched behind it: those
//   pages show their own kept data with its age and fetch it anew, so a warm start waits for no round trip. Sign-in
//   and sign-out forget the kept pages (`app/keptPages.ts`): `/` is the light day of one person only. Nothing else is downloaded ahead: phones on a field's
//   mobile network fetch only the pages they use. The data itself (the board's last loads) is kept by the app.
// - load calls by Web Push. The server writes each message in the language the browser subscribed with
//   ({ title, body, tag, url }); a newer call of the same load replaces the older one (same tag) and still
//   rings. A tap opens the load's day, in an open tab of the app when there is one.
import { LIGHT_PAGE_HEADER } from '@dz/shared';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { PAGES_CACHE } from './app/keptPages';

declare let self: ServiceWorkerGlobalScope;

const ASSETS_CACHE = 'assets';

// the icons and the web app manifest (the build's list); pages and assets are kept as they are used
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// the kept page answers whatever encoding the browser asks with
const PAGE_MATCH = { ignoreVary: true };
// pages: the network's answer when it comes within 4 s, else the one kept from the last visit
const networkFirst = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  matchOptions: PAGE_MATCH,
});
// light pages: the kept copy at once, the network's answer kept for the next visit
const keptFirst = new StaleWhileRevalidate({ cacheName: PAGES_CACHE, matchOptions: PAGE_MATCH });
registerRoute(
  new NavigationRoute(
    async (options) => {
      const cache = await caches.open(PAGES_CACHE);
      const kept = await cache.match(options.request, PAGE_MATCH);
      return (kept?.headers.has(LIGHT_PAGE_HEADER) ? keptFirst : networkFirst).handle(options);
    },
    {
      denylist: [/^\/api\//, /^\/socket\.io\//],
    },
  ),
);
// hashed scripts, styles and fonts never change under their name: kept once fetched
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60 })],
  }),
);

// the page that registered the worker was loaded before it existed: it sends its own address and assets once, so
// that page also opens without a network (`main.tsx`)
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; page?: string; assets?: string[] } | null;
  if (data?.type !== 'CACHE_PAGE') {
    return;
  }
  const sameOrigin = (url: string) => new URL(url, self.location.origin).origin === self.location.origin;
  const keep = async (cacheName: string, urls: string[]) => {
    const cache = await caches.open(cacheName);
    await Promise.all(
      urls.filter(sameOrigin).map(async (url) => {
        if (!(await cache.match(url))) {
          await cache.add(url).catch(() => undefined);
        }
      }),
    );
  };
  event.waitUntil(
    Promise.all([keep(PAGES_CACHE, data.page ? [data.page] : []), keep(ASSETS_CACHE, data.assets ?? [])]),
  );
});

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

interface PushMessage {
  title?: string;
  body?: string;
  tag?: string;
  url?: string;
}

self.addEventListener('push', (event) => {
  let message: PushMessage = {};
  try {
    message = event.data ? (event.data.json() as PushMessage) : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Dropzone', {
      body: message.body || '',
      tag: message.tag,
      // renotify is in browsers but not yet in TypeScript's NotificationOptions
      ...({ renotify: Boolean(message.tag) } as NotificationOptions),
      icon: '/favicon.svg',
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url || '/', self.location.origin)
    .href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (tab) {
        // navigate() works on tabs this worker controls; any other tab is left as it is and a new one opens
        return tab
          .focus()
          .then((focused) => focused.navigate(url))
          .catch(() => self.clients.openWindow(url));
      }
      return self.clients.openWindow(url);
    }),
  );
});
