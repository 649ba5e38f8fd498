import { CacheProvider, Global } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import styled from '@emotion/styled';
import Box from '@mui/material/Box';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import {
  SERVER_RULES_ATTRIBUTE,
  createBrowserEmotionCache,
  createEmotionCache,
} from './emotion-cache';

afterEach(() =>
  document.head
    .querySelectorAll(`style[data-emotion], style[${SERVER_RULES_ATTRIBUTE}], link`)
    .forEach((element) => element.remove()),
);

/** The CSS a cache inserted into the document. */
function insertedCss(key: string): string {
  return [...document.head.querySelectorAll(`style[data-emotion^="${key}"]`)]
    .map((style) => style.textContent)
    .join('');
}

it('writes rules without the prefixes of browsers long gone, and -webkit- where Safari needs it', () => {
  render(
    <CacheProvider value={createEmotionCache()}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          transition: 'opacity 1s',
          userSelect: 'none',
          backdropFilter: 'blur(8px)',
        }}
      >
        A
      </Box>
    </CacheProvider>,
  );
  const css = insertedCss('css');
  expect(css).toContain('display:flex;');
  expect(css).toContain('align-items:center;');
  expect(css).toContain('transition:opacity 1s;');
  expect(css).toContain('-webkit-user-select:none;user-select:none;');
  expect(css).toContain('-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px);');
  expect(css).not.toMatch(/-ms-|-moz-|-webkit-(?:box|flex|transition|align)/);
});

/** A component styled over a component styled over a tag, as MUI composes (AppBar over Paper). */
const PanelRoot = styled('div')({ color: 'rgb(1, 2, 3)' });
const Panel = ({ className, children }: { className?: string; children: string }) => (
  <PanelRoot className={className}>{children}</PanelRoot>
);
const Banner = styled(Panel)({ marginTop: '7px' });
/** A plain component that hands its class to its element, styled once. */
const Plain = ({ className, children }: { className?: string; children: string }) => (
  <span className={className}>{children}</span>
);
const Framed = styled(Plain)({ paddingLeft: '9px' });

it("in the browser, writes the rules an element carries, not a composed component's outer levels", async () => {
  render(
    <CacheProvider value={createBrowserEmotionCache()}>
      <Banner>banner</Banner>
      <Framed>framed</Framed>
    </CacheProvider>,
  );
  const banner = screen.getByText('banner');
  const framed = screen.getByText('framed');
  // Every class an element carries has its rule, the plain component's included (written once the
  // commit is done).
  await waitFor(() => expect(insertedCss('css')).toContain('padding-left:9px;'));
  for (const element of [banner, framed]) {
    const [className] = [...element.classList].filter((name) => name.startsWith('css-'));
    expect(insertedCss('css')).toContain(`.${className}{`);
  }
  expect(getComputedStyle(banner).color).toBe('rgb(1, 2, 3)');
  expect(getComputedStyle(banner).marginTop).toBe('7px');
  expect(getComputedStyle(framed).paddingLeft).toBe('9px');
  // Banner's own level (margin alone, above Panel's) is carried by no element: not written.
  const rules = insertedCss('css').match(/\.css-[\w-]+\{[^}]*\}/g) ?? [];
  expect(rules.filter((rule) => rule.includes('margin-top:7px;'))).toHaveLength(1);
  expect(rules.filter((rule) => rule.includes('margin-top:7px;'))[0]).toContain(
    'color:rgb(1, 2, 3)',
  );
});

/** Style elements added to or taken out of <head> while `act` runs (a move is both). */
async function styleMoves(act: () => void | Promise<void>): Promise<string[]> {
  const moves: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) moves.push(`- ${node.nodeName}`);
      for (const node of record.addedNodes) moves.push(`+ ${node.nodeName}`);
    }
  });
  observer.observe(document.head, { childList: true });
  await act();
  await new Promise((resolve) => setTimeout(resolve, 0));
  observer.disconnect();
  return moves.filter((move) => move.endsWith('STYLE'));
}

it("takes a server-rendered page's rules and global styles over where they stand", async () => {
  const globalStyles = { body: { margin: '3px' } };
  const globalName = serializeStyles([globalStyles]).name;
  // As src/entry-server.tsx writes them, followed by a link the boot script added.
  document.head.innerHTML = [
    `<style data-s="" data-emotion="css-global ${globalName}">body{margin:3px;}</style>`,
    `<style ${SERVER_RULES_ATTRIBUTE}="css server1">.css-server1{color:rgb(4, 5, 6);}</style>`,
    '<link rel="modulepreload" href="/assets/page.js">',
  ].join('');
  const [globalStyle, pageRules] = [...document.head.querySelectorAll('style')];
  let cache: ReturnType<typeof createBrowserEmotionCache> | undefined;
  const moves = await styleMoves(() => {
    cache = createBrowserEmotionCache();
    render(
      <CacheProvider value={cache}>
        <Global styles={globalStyles} />
        <span className="css-server1">server</span>
      </CacheProvider>,
    );
  });
  // Nothing moved, nothing written again: the rules are the cache's as they stand.
  expect(moves).toEqual([]);
  expect(cache!.inserted.server1).toBe(true);
  expect(document.head.firstElementChild).toBe(globalStyle);
  expect(globalStyle!.nextElementSibling).toBe(pageRules);
  expect(getComputedStyle(screen.getByText('server')).color).toBe('rgb(4, 5, 6)');
  // A rule the server did not write goes after the server's.
  render(
    <CacheProvider value={cache!}>
      <Framed>later</Framed>
    </CacheProvider>,
  );
  await waitFor(() => expect(getComputedStyle(screen.getByText('later')).paddingLeft).toBe('9px'));
  const styles = [...document.head.querySelectorAll('style')];
  expect(styles.indexOf(pageRules!)).toBeLessThan(styles.length - 1);
});
