// The app's service worker: load calls by Web Push. The server writes each message in the language the
// browser subscribed with ({ title, body, tag, url }); a newer call of the same load replaces the older one
// (same tag) and still rings. A tap opens the load's day, in an open tab of the app when there is one.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Dropzone', {
      body: message.body || '',
      tag: message.tag,
      renotify: Boolean(message.tag),
      icon: '/favicon.svg',
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
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
