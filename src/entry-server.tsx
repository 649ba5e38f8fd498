// Server entry: a public page's first view as HTML, rendered by the renderPage Cloud Function
// (functions/src/render-page.ts) from the catalog snapshot, in the visitor's language, with the
// CSS it uses. The same components as in the browser, which then hydrates this markup
// (src/boot/start.tsx). The whole page: parts the browser would draw after the first view (Deferred)
// are in the markup too, so it hydrates them rather than lays them out anew.
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '@/app/app';
import { drawPartsAtOnce } from '@/components/deferred';
import type { CatalogSnapshot } from '@/domain/catalog-snapshot';
import type { Language, Resource, Texts } from '@/domain/language';
import { headTextsOf, pageHead } from '@/domain/page-head';
import { RenderedSnapshotContext } from '@/features/catalog/api/catalog-snapshot';
import { createEmotionCache } from '@/lib/emotion-cache';
import { STARTUP_NAMESPACES, i18nOptions } from '@/lib/i18n';

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
drawPartsAtOnce();

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <style> elements with the CSS that markup uses (emotion's, keyed so the browser adopts them). */
  styles: string;
  /** The startup texts of the page's language: the browser hydrates with exactly these. */
  texts: Resource;
  /** The page's title, meta tags and structured data (src/domain/page-head.ts). */
  head: string;
  /** 404 for a page that does not exist (an unknown tour), else 200. */
  status: 200 | 404;
}

/** How long a render may wait for the page's code (it is all on disk: a few ms). */
const RENDER_TIMEOUT_MS = 3000;

/**
 * Renders a page. Everything a render reads is its own (the texts' instance, the snapshot by
 * context, emotion's cache), so renders run side by side.
 */
export async function renderPage(
  url: string,
  language: Language,
  snapshot: CatalogSnapshot,
  origin: string,
): Promise<RenderedPage> {
  // An i18next instance of its own: the texts are all here, so it is ready when made.
  const i18n = i18next.createInstance();
  await i18n.init({ ...i18nOptions(resources), lng: language });
  const headTexts = headTextsOf((key) => i18n.t(key));
  const address = new URL(url, 'http://page.invalid');
  const head = pageHead({
    path: address.pathname,
    language,
    languageInAddress: address.searchParams.has('lng'),
    origin,
    snapshot,
    texts: headTexts,
  });
  // The browser's own cache (src/boot/start.tsx) adopts these <style> elements at start.
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  // A part that never resolves must not hold the answer: what is still pending by then is left
  // for the browser to draw (React marks it so).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <I18nextProvider i18n={i18n}>
          <RenderedSnapshotContext value={snapshot}>
            <App location={url} />
          </RenderedSnapshotContext>
        </I18nextProvider>
      </CacheProvider>
    </StrictMode>,
    // Every part inline, in place: no script puts a part in place later (the CSP allows none).
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Infinity },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // As @emotion/server writes them (data-emotion="css <names>"): the browser's cache adopts them.
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const texts: Resource = {
    [language]: Object.fromEntries(
      STARTUP_NAMESPACES.map((namespace) => [namespace, resources[language]?.[namespace] ?? {}]),
    ),
  };
  return { html, styles, texts, head: head.html, status: head.status };
}
