/** Where the service worker of `src/sw.ts` is served (Web Push finds its registration by it too). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the installable, offline-tolerant shell (`src/sw.ts`) once the page has loaded, in builds only (the
 * dev server's modules are not what the worker keeps). The page and its assets were loaded before the worker
 * could see them: it is told to keep them too.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    return;
  }
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const assets = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/assets/'));
        registration.active?.postMessage({ type: 'CACHE_PAGE', page: window.location.href, assets });
      })
      .catch(() => undefined);
  });
}
