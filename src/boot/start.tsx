// The app's start, the last stage of src/main.tsx: the page's data, the texts, then React takes
// the server's page over or draws it.
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { drawPartsAtOnce } from '@/components/deferred';
import { markHydrating } from '@/hooks/use-hydrated';
import { preloadRoutes } from '@/app/router';
import {
  HYDRATED_ATTRIBUTE,
  SERVER_RENDER_DATA_ID,
  type ServerRenderData,
} from '@/domain/server-render';
import { isCatalogSnapshot } from '@/domain/catalog-snapshot';
import { readStoredCartFirst } from '@/features/cart/cart-provider';
import { primeCatalogSnapshot } from '@/features/catalog/api/catalog-snapshot';
import { createEmotionCache } from '@/lib/emotion-cache';
import { currentLanguage, initI18n, textsReady } from '@/lib/i18n';
import { nextTask, whenPageDrawn } from '@/lib/idle';

/** What a page rendered on the server (functions/src/render-page.ts) was rendered from. */
function serverRender(): ServerRenderData | null {
  const data = document.getElementById(SERVER_RENDER_DATA_ID)?.textContent;
  if (!data) return null;
  try {
    return JSON.parse(data) as ServerRenderData;
  } catch {
    return null;
  }
}

/** Hydrates a page rendered on the server, or draws the page anew. */
export async function startApp() {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <App />
      </CacheProvider>
    </StrictMode>
  );
  const rendered = serverRender();
  if (rendered) {
    // The same catalog and texts as the server: the first render matches its markup. (A page kept
    // from before a deploy may carry an older snapshot: the catalog is then fetched.)
    if (isCatalogSnapshot(rendered.snapshot)) primeCatalogSnapshot(rendered.snapshot);
  }
  initI18n(rendered?.texts);
  // The visitor's texts start downloading first (the first render waits for them, so it never shows
  // keys), the page's code a task later, both under way together.
  const texts = textsReady();
  // The texts' start (the visitor's language, its storage and cookies) and the routes' (matching
  // the address, the downloads) are each a task's worth of work of their own: together 15-17 ms.
  await nextTask();
  preloadRoutes(location.pathname);
  const language = currentLanguage(initI18n().language);
  await nextTask();
  if (rendered && language === rendered.language) {
    // The page is on screen already: React takes its markup over, part by part as its code comes.
    // In a transition, so that work is cut into short slices (React hydrates a plain update in one
    // task). The server drew the controls as they are: from here on a tap hydrates its part at once
    // and then reaches it (React's selective hydration); one in a part whose code is still coming
    // is not delivered (src/components/deferred.tsx's LatePart says so meanwhile).
    drawPartsAtOnce();
    markHydrating();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // A transition lets the browser breathe during that big first render (a page rendered in
    // another language than the visitor's is drawn anew). The stored cart is read meanwhile, so
    // the page draws it from its first frame.
    void Promise.all([texts, readStoredCartFirst()]).then(() =>
      startTransition(() => createRoot(root).render(app)),
    );
  }
  whenPageDrawn(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''));
}
