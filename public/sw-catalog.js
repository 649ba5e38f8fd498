// Imported by the generated service worker (vite.config.ts, workbox importScripts): on install it
// keeps a catalog snapshot in the cache the snapshot's runtime route reads offline. The first
// visit's own request for /catalog.json goes out before this worker controls the page, so without
// this a visitor offline after one visit had no snapshot, and each page waited for Firestore.
/* global self, caches */
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open('catalog-snapshot')
      .then((cache) => cache.add('/catalog.json'))
      // Offline or a failed function: the runtime route fills the cache on a later visit.
      .catch(() => {}),
  );
});
