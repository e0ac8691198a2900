/* global self */
// Poliglota's service worker (ADR 0063): shows the server's Web Push messages and opens the
// page a message is about when it is clicked. It caches nothing.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Poliglota';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/favicon.svg',
      data: { path: typeof data.path === 'string' ? data.path : '/notificacoes' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && event.notification.data.path;
  // Only a path of this site: a push never sends the member elsewhere.
  const safe = typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/notificacoes';
  const url = new URL(safe, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
