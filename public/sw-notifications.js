// Imported by the generated service worker (vite.config.ts, workbox importScripts): a click on an
// alert it showed opens the alert's page (a new booking) in the admin window already open, or in a
// new one.
/* global self, URL */
self.addEventListener('notificationclick', (event) => {
  const url = event.notification.data?.url;
  event.notification.close();
  if (typeof url !== 'string' || !url.startsWith('/')) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const admin = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
      if (admin) {
        await admin.focus();
        await admin.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
