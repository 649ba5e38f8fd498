import { CacheProvider, ClassNames, Global } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createEmotionCache } from './emotion-cache';

afterEach(() => document.head.querySelectorAll('style').forEach((element) => element.remove()));

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

it("adopts the server's rules and global styles as @emotion/server writes them: none written again", () => {
  const pageStyles = { color: 'rgb(4, 5, 6)' };
  const globalStyles = { body: { margin: '3px' } };
  const { name } = serializeStyles([pageStyles]);
  const globalName = serializeStyles([globalStyles]).name;
  document.head.innerHTML = [
    `<style data-emotion="css-global ${globalName}">body{margin:3px;}</style>`,
    `<style data-emotion="css ${name}">.css-${name}{color:rgb(4, 5, 6);}</style>`,
  ].join('');
  const cache = createEmotionCache();
  render(
    <CacheProvider value={cache}>
      <Global styles={globalStyles} />
      <ClassNames>{({ css }) => <span className={css(pageStyles)}>server</span>}</ClassNames>
    </CacheProvider>,
  );
  const server = screen.getByText('server');
  expect(server).toHaveClass(`css-${name}`);
  expect(getComputedStyle(server).color).toBe('rgb(4, 5, 6)');
  // The server's two elements, and nothing the cache wrote beside them.
  const styles = [...document.head.querySelectorAll('style')];
  expect(styles.map((style) => style.textContent)).toEqual([
    'body{margin:3px;}',
    `.css-${name}{color:rgb(4, 5, 6);}`,
  ]);
});
