// Freelane's Web Push service worker (issue 37), registered with its own scope (/push-sw/), which
// no page is under: it controls no page and has no fetch handler, so it never caches or answers a
// page or an API call. It only shows what a push says (a title and a site link: never private
// text) and opens that page when the notification is clicked.

/** A path on this site, or the notification centre: a push never sends a browser elsewhere. */
function sitePath(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/notification';
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Freelane';
  const link = sitePath(data.link);
  // One notification per page: a second message in the same conversation replaces the first.
  event.waitUntil(self.registration.showNotification(title, { tag: link, renotify: true, data: { link } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(sitePath(event.notification.data && event.notification.data.link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A tab already on that page is brought forward; otherwise the page opens in a new one.
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
