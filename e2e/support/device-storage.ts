// What the site keeps on the device (IndexedDB, Cache Storage, web storage), read from the page.
import { expect, type Page } from '@playwright/test';

/**
 * Everything the origin keeps on the device, as one searchable text per place; with
 * `indexedDbOnly`, IndexedDB alone (Cache Storage holds every precached file's body).
 */
export function readDeviceStorage(page: Page, { indexedDbOnly = false } = {}) {
  return page.evaluate(async (indexedDbOnly) => {
    function request<T>(req: IDBRequest<T>): Promise<T> {
      return new Promise((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    }
    // Binary values (resume tokens) and cycles cannot hurt the search; anything else is kept as text.
    const text = (value: unknown) =>
      JSON.stringify(value, (_key, inner: unknown) =>
        inner instanceof ArrayBuffer || ArrayBuffer.isView(inner) ? '[binary]' : inner,
      );

    const indexedDb: Record<string, string> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await request(indexedDB.open(name));
      const stores: Record<string, unknown[]> = {};
      for (const store of Array.from(database.objectStoreNames)) {
        stores[store] = await request(
          database.transaction(store, 'readonly').objectStore(store).getAll(),
        );
      }
      database.close();
      indexedDb[name] = text(stores);
    }

    const cacheStorage: Record<string, string> = {};
    for (const cacheName of indexedDbOnly ? [] : await caches.keys()) {
      const cache = await caches.open(cacheName);
      const bodies = await Promise.all(
        (await cache.keys()).map(
          async (key) => `${key.url}\n${await (await cache.match(key))!.text()}`,
        ),
      );
      cacheStorage[cacheName] = bodies.join('\n');
    }

    return {
      indexedDb,
      cacheStorage,
      localStorage: text({ ...localStorage }),
      sessionStorage: text({ ...sessionStorage }),
    };
  }, indexedDbOnly);
}

/**
 * Waits until the page's Firestore has saved `text` in its offline cache (IndexedDB): what a visit
 * must have done before the same pages can open offline. The page paints from the catalog snapshot
 * first and loads Firestore after, so text on screen alone does not mean it is on the device.
 */
export async function expectSavedOnDevice(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      async () =>
        Object.values((await readDeviceStorage(page, { indexedDbOnly: true })).indexedDb).join(
          '\n',
        ),
      { timeout: 15_000 },
    )
    .toContain(text);
}
