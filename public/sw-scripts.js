// Imported by the generated service worker (vite.config.ts, workbox importScripts), before
// workbox's own routes: the app's scripts are answered from the precache as a new Response over
// the same bytes, not as the cached Response itself.
//
// Why: Chromium keeps a script's compiled code (V8's code cache) beside a Response served from
// Cache Storage, and on the page's second visit serializes every module the page ran into it, on
// the main thread (`v8.produceModuleCache`: 300-520 ms at a phone's CPU on /admin), yet it never
// reads that cache back for a module script: each later visit compiles every module again and
// writes the cache again (README, "Module scripts never use V8's code cache here"). For a Response
// the worker builds itself, Chromium keeps no code cache at all (blink's CachedMetadataSender:
// "If the service worker provides a synthetic `new Response()` ... we disable code caching"), so
// nothing is serialized, and the compile is the same as before. The copy is made over the cached
// body's blob: the bytes are handed over, not read by the worker. Lighthouse's simulation counts
// such a copy as a request over its mobile network (it takes only a Cache Storage Response, which
// Chrome reports as read from the disk cache, for a local read): README, session of 2026-12-08.
/* global self, caches, fetch, Response, URL */
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.destination !== 'script') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) return;
  // Workbox's precache route would answer this request too (with the cached Response itself).
  event.stopImmediatePropagation();
  event.respondWith(
    caches.match(request, { ignoreVary: true }).then(async (cached) =>
      cached
        ? new Response(await cached.blob(), {
            status: cached.status,
            statusText: cached.statusText,
            headers: cached.headers,
          })
        : fetch(request),
    ),
  );
});
