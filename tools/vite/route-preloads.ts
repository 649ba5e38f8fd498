// A build step: index.html starts downloading the code of the page it opens beside the app shell,
// not after the shell has downloaded and run (src/app/router.tsx's preloadRoutes then finds it
// there). A small classic script (the site's CSP allows no inline script) matches the address
// against the public page patterns and adds a modulepreload link for each chunk that page needs:
// the public route group, the page, and everything they import statically, read from the bundle's
// chunk graph. It also marks the end of the shell's start in index.html and writes what a page
// rendered on the server needs to start the app instead (src/domain/page-template.ts).
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import {
  PAGE_START_FILE,
  PLACEHOLDERS,
  bootScriptTag,
  cutAt,
  type PageStart,
} from '../../src/domain/page-template';

/** A route pattern ('/tours/:slug') as a regular expression source for the address. */
export function patternSource(pattern: string): string {
  const segments = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return `^${segments.join('/')}/?$`;
}

/** How many requests (the app's script, a chunk) the script makes in one task. */
export const LINKS_PER_TASK = 1;

/**
 * The script's text: the table, then the lookup. Kept tiny: it runs before the app's code. On a
 * page rendered on the server (src/domain/server-render.ts) it also starts the app itself, named
 * by data-entry, once the page and its first view's photos have loaded and the page's first paint
 * is on screen (its paint timing entry; a frame later where the browser has none), 3 s after the
 * markup at the latest: the page paints and its photos come without scripts competing for the
 * connection; its controls stay disabled until then. Started from the first frame's
 * requestAnimationFrame, the app's script was often asked for a few ms before that frame was on
 * screen, and Lighthouse then counted the app's download into the first paint (FCP 1.4-4 s).
 * The shell's chunks and the app's script are asked for first, then the page's chunks, one request
 * per task: each costs the main thread 1-2 ms (4-8 ms at a phone's CPU), and under Lighthouse's
 * tracing about 7 ms: three in one task made a task of 20-25 ms (80-100 ms at a phone's CPU), and
 * the dozen a page needs, asked for at once, made one of 20-28 ms even untraced.
 */
function preloadScript(table: [string, string[]][]): string {
  return `(function(t){var s=document.currentScript,e=s&&s.getAttribute("data-entry"),d=0;function a(h){var l=document.createElement(h===e?"script":"link");if(h===e){l.type="module";l.src=h}else{l.rel="modulepreload";l.href=h}l.crossOrigin="";document.head.appendChild(l)}function b(q){for(var i=0;i<${LINKS_PER_TASK}&&q.length;i++)a(q.shift());if(q.length)setTimeout(function(){b(q)},0)}function g(){if(d)return;d=1;var p=location.pathname,q=[];if(e){(s.getAttribute("data-preload")||"").split(" ").forEach(function(h){if(h)q.push(h)});q.push(e)}for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){q=q.concat(t[i][1].map(function(f){return"/"+f}));break}}if(q.length)setTimeout(function(){b(q)},0)}function w(){var P=typeof PerformanceObserver=="function"?PerformanceObserver:null;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){var n=l.getEntries();for(var i=0;i<n.length;i++)if(n[i].name==="first-contentful-paint"){o.disconnect();setTimeout(g,0);return}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(g,0)})}if(!e)g();else{setTimeout(g,3000);if(document.readyState==="complete")w();else addEventListener("load",w)}})(${JSON.stringify(table)});\n`;
}

interface Options {
  /** Each public page's route pattern with its module, from the project root. */
  pages: Record<string, string>;
  /** Absolute path of the module holding the page loaders, which imports those modules. */
  pageLoaders: string;
  /** Absolute path of the public route group. */
  publicRoutes: string;
}

export function routePreloads({ pages, pageLoaders, publicRoutes }: Options): Plugin {
  let root = process.cwd();
  return {
    name: 'route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    // Not a 'post' hook: it runs once Vite has put the app's script and its preloads at the end of
    // the head, and before the PWA's manifest link comes, which the server page keeps.
    transformIndexHtml(html) {
      const [head, rest] = cutAt(html, '</head>');
      return `${head}${PLACEHOLDERS.headEnd}</head>${rest}`;
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const chunkOf = (id: string) => chunks.find((chunk) => chunk.facadeModuleId === id);
      const entry = chunkOf(path.resolve(root, 'index.html'));
      if (!entry) this.error('route-preloads: no chunk for index.html');
      // What the HTML loads already (the shell: the entry and what it imports) is left out; its
      // imports in Vite's order for its preload links (each after what it imports).
      const loaded = new Set<string>([entry.fileName]);
      const preload: string[] = [];
      const shell = (chunk: Rolldown.OutputChunk) => {
        for (const file of chunk.imports) {
          const item = bundle[file];
          if (loaded.has(file) || item?.type !== 'chunk') continue;
          loaded.add(file);
          shell(item);
          preload.push(file);
        }
      };
      shell(entry);
      const closure = (chunk: Rolldown.OutputChunk, into: Set<string>) => {
        const pending = [chunk.fileName];
        for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
          if (into.has(file) || loaded.has(file)) continue;
          into.add(file);
          const item = bundle[file];
          if (item?.type === 'chunk') pending.push(...item.imports);
        }
        return into;
      };
      const routeGroup = chunkOf(publicRoutes);
      if (!routeGroup) this.error('route-preloads: no chunk for the public route group');
      // The table names the modules page-loaders.ts imports (its locale files aside), no more.
      const modules = Object.values(pages).map((module) => path.resolve(root, module));
      const imported = (this.getModuleInfo(pageLoaders)?.dynamicallyImportedIds ?? []).filter(
        (id) => !id.endsWith('.json'),
      );
      const differ = [
        ...modules.filter((id) => !imported.includes(id)),
        ...imported.filter((id) => !modules.includes(id)),
      ];
      if (differ.length)
        this.error(`route-preloads: page-loaders.ts and the page table differ: ${differ.join()}`);
      const table: [string, string[]][] = Object.entries(pages).map(([pattern, module]) => {
        const page = chunkOf(path.resolve(root, module));
        if (!page) this.error(`route-preloads: no chunk for ${pattern} (${module})`);
        return [patternSource(pattern), [...closure(page, closure(routeGroup, new Set()))]];
      });
      const script = this.emitFile({
        type: 'asset',
        name: 'route-preloads.js',
        source: preloadScript(table),
      });
      const start: PageStart = {
        boot: `/${this.getFileName(script)}`,
        entry: `/${entry.fileName}`,
        preload: preload.map((file) => `/${file}`),
      };
      this.emitFile({ type: 'asset', fileName: PAGE_START_FILE, source: JSON.stringify(start) });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('route-preloads: no index.html in the bundle');
      // First in the shell's start, so its requests are under way as early as possible.
      const [before, after] = cutAt(String(html.source), PLACEHOLDERS.headStart);
      html.source = `${before}${PLACEHOLDERS.headStart}\n    ${bootScriptTag(start.boot)}${after}`;
    },
  };
}
