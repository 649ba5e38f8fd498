import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark';

/** The shapes of an SVG's markup, whatever the order and spacing of their attributes. */
function shapes(svg: string): string[] {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = document.documentElement;
  return [root, ...root.children].map((element) =>
    [
      element.tagName,
      ...[...element.attributes]
        .filter(
          (attribute) =>
            !['width', 'height', 'aria-hidden', 'focusable', 'style'].includes(attribute.name),
        )
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort(),
    ].join(' '),
  );
}

describe('BrandMark', () => {
  it('draws the icon the tab and the installed app show (public/favicon.svg)', () => {
    const favicon = readFileSync(
      path.resolve(import.meta.dirname, '../../public/favicon.svg'),
      'utf8',
    );
    expect(shapes(renderToStaticMarkup(<BrandMark size={40} />))).toEqual(shapes(favicon));
  });

  it('is decoration, hidden from screen readers, in the size asked for', () => {
    const markup = renderToStaticMarkup(<BrandMark size={64} />);
    expect(markup).toMatch(
      /^<svg[^>]* width="64" height="64" aria-hidden="true" focusable="false"/,
    );
  });
});
