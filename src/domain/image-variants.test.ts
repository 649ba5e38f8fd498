import { describe, expect, it } from 'vitest';
import { gridCellSizes, imageSrcSet, smallImageUrl, variantNames } from './image-variants';

const STORAGE =
  'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/images%2F1700-42-1600.webp?alt=media&token=abc';

describe('image variants', () => {
  it('names both sizes of one photo', () => {
    expect(variantNames('1700-42', 'webp')).toEqual({
      large: '1700-42-1600.webp',
      small: '1700-42-800.webp',
    });
  });

  it('derives the small size of a stored photo, without the large one’s token', () => {
    expect(smallImageUrl(STORAGE)).toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/images%2F1700-42-800.webp?alt=media',
    );
    expect(
      smallImageUrl('http://127.0.0.1:9199/v0/b/b/o/images%2Fseed-hero-1600.jpg?token=t&alt=media'),
    ).toBe('http://127.0.0.1:9199/v0/b/b/o/images%2Fseed-hero-800.jpg?alt=media');
  });

  it('derives the small size of a bundled photo, keeping its query', () => {
    expect(smallImageUrl('/images/hero-1600.webp')).toBe('/images/hero-800.webp');
    expect(smallImageUrl('/images/hero-1600.webp?v=2#x')).toBe('/images/hero-800.webp?v=2#x');
  });

  it('has no small size for a photo stored in one size or linked from elsewhere', () => {
    for (const url of [
      'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/images%2F1700-42.jpg?alt=media&token=abc',
      'https://example.com/photo.webp',
      'https://example.com/photo-1600.webp.png',
      '/images/hero.jpg',
      'https://firebasestorage.googleapis.com/v0/b/b/o/images%2F%E0-1600.webp?alt=media',
      '',
      null,
      undefined,
    ]) {
      expect(smallImageUrl(url)).toBeNull();
    }
  });

  it('lists both sizes as a srcset, or none', () => {
    expect(imageSrcSet('/images/hero-1600.webp')).toBe(
      '/images/hero-800.webp 800w, /images/hero-1600.webp 1600w',
    );
    expect(imageSrcSet('/images/hero.jpg')).toBeUndefined();
  });
});

describe('the sizes of a photo in a grid cell', () => {
  const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 };

  it('gives the cell’s share of the screen from each breakpoint up, widest first', () => {
    expect(gridCellSizes({ xs: 12, sm: 6, md: 4 }, breakpoints)).toBe(
      '(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw',
    );
  });

  it('takes the cell’s breakpoints in any order, and another column count', () => {
    expect(gridCellSizes({ lg: 3, xs: 6 }, breakpoints)).toBe('(min-width: 1200px) 25vw, 50vw');
    expect(gridCellSizes({ xs: 4 }, breakpoints, 8)).toBe('50vw');
  });
});
