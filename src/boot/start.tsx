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
  SERVER_RENDER_DATA_ID,
  UNTIL_HYDRATED_ATTRIBUTE,
  type ServerRenderData,
} from '@/domain/server-render';
import { isCatalogSnapshot } from '@/domain/catalog-snapshot';
import { primeCatalogSnapshot } from '@/features/catalog/api/catalog-snapshot';
import { createBrowserEmotionCache } from '@/lib/emotion-cache';
import { bundleTexts, currentLanguage, initI18n, textsReady } from '@/lib/i18n';
import { nextTask, whenFirstViewDrawn } from '@/lib/idle';

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

/** How long controls wait for React before they are enabled anyway (a part that never hydrates). */
const HYDRATION_WAIT_MS = 30_000;
const startedAt = Date.now();

/** How many controls are enabled in one task: each change restyles its part of the page. */
const CONTROLS_PER_TASK = 2;

/**
 * Enables the server's disabled controls React has hydrated (React keeps its fiber on each DOM
 * node it owns), a few per task (the home page's 20 at once were a task of 28 ms under Lighthouse's
 * tracing), then looks again shortly for the rest.
 */
async function enableHydratedControls() {
  const giveUp = Date.now() - startedAt > HYDRATION_WAIT_MS;
  let waiting = 0;
  let enabled = 0;
  for (const control of document.querySelectorAll(`[${UNTIL_HYDRATED_ATTRIBUTE}]`)) {
    if (!giveUp && !Object.keys(control).some((key) => key.startsWith('__reactFiber$'))) {
      waiting += 1;
      continue;
    }
    if (enabled > 0 && enabled % CONTROLS_PER_TASK === 0) await nextTask();
    control.removeAttribute(UNTIL_HYDRATED_ATTRIBUTE);
    // Meanwhile React may have disabled the control itself (its props say so): it stays disabled.
    const props = Object.entries(control).find(([key]) => key.startsWith('__reactProps$'))?.[1] as
      { disabled?: unknown; 'aria-disabled'?: unknown } | undefined;
    if (control.hasAttribute('disabled')) {
      if (!props?.disabled) control.removeAttribute('disabled');
    } else if (!props?.['aria-disabled']) control.removeAttribute('aria-disabled');
    enabled += 1;
  }
  if (waiting > 0) setTimeout(() => void enableHydratedControls(), 100);
}

/** Hydrates a page rendered on the server, or draws the page anew. */
export async function startApp() {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <CacheProvider value={createBrowserEmotionCache()}>
        <App />
      </CacheProvider>
    </StrictMode>
  );
  const rendered = serverRender();
  if (rendered) {
    // The same catalog and texts as the server: the first render matches its markup. (A page kept
    // from before a deploy may carry an older snapshot: the catalog is then fetched.)
    if (isCatalogSnapshot(rendered.snapshot)) primeCatalogSnapshot(rendered.snapshot);
    bundleTexts(rendered.texts);
  }
  // The visitor's texts start downloading first (the first render waits for them, so it never shows
  // keys), the page's code right after, both at once.
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
    // task); a tap meanwhile still hydrates its part at once.
    drawPartsAtOnce();
    markHydrating();
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // Its buttons and fields came disabled (src/domain/server-render.ts): each is enabled once React
    // has it. A part whose code is still coming (the home page's quote form) is hydrated later than
    // the page, and a tap on it before then would be lost.
    whenFirstViewDrawn(() => void enableHydratedControls());
  } else {
    // A transition lets the browser breathe during that big first render (a page rendered in
    // another language than the visitor's is drawn anew).
    void texts.then(() => startTransition(() => createRoot(root).render(app)));
  }
}
