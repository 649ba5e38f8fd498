import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from './image-variants';
import { downscaleSteps, fittedSize, type PixelSize } from './image-scaling';

describe('the size a photo is stored at', () => {
  it('has a longest side of the limit, landscape or portrait, and keeps the aspect', () => {
    expect(fittedSize(3000, 2000, IMAGE_SIZES.large)).toEqual({ width: 1600, height: 1067 });
    expect(fittedSize(3000, 2000, IMAGE_SIZES.small)).toEqual({ width: 800, height: 533 });
    expect(fittedSize(2000, 4000, IMAGE_SIZES.large)).toEqual({ width: 800, height: 1600 });
    expect(fittedSize(4032, 4032, IMAGE_SIZES.small)).toEqual({ width: 800, height: 800 });
  });

  it('is never larger than the picked photo', () => {
    expect(fittedSize(1200, 900, IMAGE_SIZES.large)).toEqual({ width: 1200, height: 900 });
    expect(fittedSize(1600, 1000, IMAGE_SIZES.large)).toEqual({ width: 1600, height: 1000 });
    expect(fittedSize(1, 1, IMAGE_SIZES.small)).toEqual({ width: 1, height: 1 });
  });

  it('keeps at least one pixel a side', () => {
    expect(fittedSize(10000, 2, IMAGE_SIZES.small)).toEqual({ width: 800, height: 1 });
    expect(fittedSize(3, 9000, IMAGE_SIZES.large)).toEqual({ width: 1, height: 1600 });
  });

  it('has a longest side of exactly the limit for any photo over it', () => {
    for (const [width, height] of [
      [1601, 1],
      [4999, 3331],
      [2047, 2048],
      [7, 1603],
    ] as const) {
      const size = fittedSize(width, height, IMAGE_SIZES.large);
      expect(Math.max(size.width, size.height)).toBe(IMAGE_SIZES.large);
    }
  });
});

describe('the steps of a downscale', () => {
  const longest = ({ width, height }: PixelSize) => Math.max(width, height);

  it('is one step for a photo at most twice the target, or the same size', () => {
    const large = { width: 1600, height: 1067 };
    expect(downscaleSteps({ width: 3000, height: 2000 }, large)).toEqual([large]);
    expect(downscaleSteps(large, { width: 800, height: 533 })).toEqual([
      { width: 800, height: 533 },
    ]);
    expect(downscaleSteps({ width: 1, height: 1 }, { width: 1, height: 1 })).toEqual([
      { width: 1, height: 1 },
    ]);
  });

  it('goes in equal steps of at most half each, ending at the target', () => {
    for (const from of [
      { width: 3300, height: 2200 },
      { width: 6000, height: 4000 },
      { width: 12000, height: 9000 },
      { width: 9000, height: 12000 },
    ]) {
      const to = fittedSize(from.width, from.height, IMAGE_SIZES.large);
      const steps = downscaleSteps(from, to);
      expect(steps.at(-1)).toEqual(to);
      expect(steps.length).toBeGreaterThan(1);
      const sizes = [from, ...steps];
      steps.forEach((step, index) => {
        const before = longest(sizes[index]!);
        expect(longest(step)).toBeLessThan(before);
        expect(longest(step)).toBeGreaterThanOrEqual(before / 2);
      });
    }
    expect(downscaleSteps({ width: 6000, height: 4000 }, { width: 1600, height: 1067 })).toEqual([
      { width: 3098, height: 2066 },
      { width: 1600, height: 1067 },
    ]);
  });
});
