import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import Box from '@mui/material/Box';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBrowserEmotionCache, createEmotionCache } from './emotion-cache';

afterEach(() =>
  document.head.querySelectorAll('style[data-emotion]').forEach((style) => style.remove()),
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
