// Server entry: a public page's first view as HTML, rendered by the renderPage Cloud Function
// (functions/src/render-page.ts) from the catalog snapshot, in the visitor's language, with the
// CSS it uses. The same components as in the browser, which then hydrates this markup
// (src/boot/start.tsx). The whole page: parts the browser would draw after the first view (Deferred)
// are in the markup too, so it hydrates them rather than lays them out anew.
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '@/app/app';
import { drawPartsAtOnce } from '@/components/deferred';
import type { CatalogSnapshot } from '@/domain/catalog-snapshot';
import type { Language } from '@/domain/language';
import { primeCatalogSnapshot } from '@/features/catalog/api/catalog-snapshot';
import { SERVER_RULES_ATTRIBUTE, createEmotionCache } from '@/lib/emotion-cache';
import { STARTUP_NAMESPACES, bundleTexts, initI18n, type Resource, type Texts } from '@/lib/i18n';

const files = import.meta.glob<Texts>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every text of both languages. */
const resources: Resource = {};
for (const [file, texts] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  (resources[language] ??= {})[namespace] = texts;
}
bundleTexts(resources);
const i18n = initI18n();
drawPartsAtOnce();

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <style> elements with the CSS that markup uses (emotion's, keyed so the browser adopts them). */
  styles: string;
  /** The startup texts of the page's language: the browser hydrates with exactly these. */
  texts: Resource;
}

/** How long a render may wait for the page's code (it is all on disk: a few ms). */
const RENDER_TIMEOUT_MS = 3000;

/**
 * Renders one at a time: the texts' language and the catalog snapshot are module state the
 * components read, as in the browser, where there is one visitor.
 */
let queue: Promise<unknown> = Promise.resolve();

async function renderNow(
  url: string,
  language: Language,
  snapshot: CatalogSnapshot,
): Promise<RenderedPage> {
  await i18n.changeLanguage(language);
  primeCatalogSnapshot(snapshot);
  // The browser's own cache (src/boot/start.tsx) adopts these <style> elements at start.
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  // A part that never resolves must not hold the answer: what is still pending by then is left
  // for the browser to draw (React marks it so).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <App location={url} />
      </CacheProvider>
    </StrictMode>,
    // Every part inline, in place: no script puts a part in place later (the CSP allows none).
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Infinity },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // Marked as already in place (data-s): the browser's first emotion cache (@emotion/react makes a
  // default one as it loads) otherwise moves each of them to the end of <head>, where they already
  // are, and the browser then styles the whole page anew (about 20 ms on a phone's CPU). The page's
  // rules under an attribute of their own, which only the app's cache adopts (src/lib/emotion-cache.ts).
  const styles = emotion
    .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html))
    .replaceAll('<style data-emotion="css ', `<style ${SERVER_RULES_ATTRIBUTE}="css `)
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  const texts: Resource = {
    [language]: Object.fromEntries(
      STARTUP_NAMESPACES.map((namespace) => [namespace, resources[language]?.[namespace] ?? {}]),
    ),
  };
  return { html, styles, texts };
}

export function renderPage(
  url: string,
  language: Language,
  snapshot: CatalogSnapshot,
): Promise<RenderedPage> {
  const rendered = queue.then(() => renderNow(url, language, snapshot));
  queue = rendered.catch(() => {});
  return rendered;
}
