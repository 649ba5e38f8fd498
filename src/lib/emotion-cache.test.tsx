import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createEmotionCache } from './emotion-cache';

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
