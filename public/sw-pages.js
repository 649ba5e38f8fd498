// Imported by the generated service worker (vite.config.ts, workbox importScripts): the copies of
// server-rendered pages it keeps for offline visits. On install it keeps the rendered pages open in
// the visitor's windows, and /home (where the installed app opens): the first visit's own page came
// before this worker controlled it, and without a copy the same page opened offline was drawn by
// the app shell instead of shown at once. `self.renderedPages` is the rendered pages' runtime route
// plugin (vite.config.ts): each copy is kept with the name of the app code it starts, and used only
// while this worker holds that code (a copy kept before an update is not).
/* global self, caches, fetch, Headers, Response, URL */
const RENDERED_PAGES_CACHE = 'rendered-pages';
// src/domain/server-render.ts's SERVER_RENDER_DATA_ID: only a page rendered on the server has it.
const RENDERED_MARK = 'id="server-render"';
const ENTRY_HEADER = 'X-App-Entry';

/** The page as kept: with its app code's address in a header, read without reading the page. */
async function keptCopy(response) {
  if (response.status !== 200) return null;
  const page = await response.clone().text();
  const entry = page.includes(RENDERED_MARK) && /data-entry="([^"]+)"/.exec(page)?.[1];
  if (!entry) return null;
  const headers = new Headers(response.headers);
  headers.set(ENTRY_HEADER, entry);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

self.renderedPages = {
  cacheWillUpdate: ({ response }) => keptCopy(response),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const entry = cachedResponse?.headers.get(ENTRY_HEADER);
    const held = entry && (await caches.match(entry, { ignoreSearch: true }));
    return held ? cachedResponse : null;
  },
};

async function keepRenderedPage(cache, url) {
  const kept = await keptCopy(await fetch(url, { credentials: 'same-origin' }));
  if (kept) await cache.put(url, kept);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const urls = new Set([
        new URL('/home', self.location.origin).href,
        ...windows
          .map((client) => new URL(client.url))
          .filter((url) => url.origin === self.location.origin)
          .map((url) => url.origin + url.pathname + url.search),
      ]);
      const cache = await caches.open(RENDERED_PAGES_CACHE);
      // Offline or a failed render: the runtime route keeps the page at a later visit.
      await Promise.all([...urls].map((url) => keepRenderedPage(cache, url).catch(() => {})));
    })(),
  );
});
