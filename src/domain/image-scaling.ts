// The pixel sizes a photo is scaled to: each stored size (image-variants.ts), and the steps there.

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * A `width`×`height` picture scaled to a longest side of at most `longestSide`, aspect kept: never
 * scaled up, and never under 1 px a side (a long thin strip keeps a visible edge).
 */
export function fittedSize(width: number, height: number, longestSide: number): PixelSize {
  const scale = Math.min(1, longestSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The sizes to draw a picture at, in order, to scale it from `from` down to `to`, the last being
 * `to`. A one-step downscale by a large factor skips source pixels (fine lines alias), whatever
 * the browser's smoothing; equal steps of at most half each let every step average its pixels.
 */
export function downscaleSteps(from: PixelSize, to: PixelSize): PixelSize[] {
  // By the longest sides, which fittedSize sets exactly: the other side is rounded.
  const factor = Math.max(from.width, from.height) / Math.max(to.width, to.height);
  const count = Math.max(1, Math.ceil(Math.log2(factor)));
  return Array.from({ length: count }, (_, index) => {
    const scale = factor ** ((count - 1 - index) / count);
    return { width: Math.round(to.width * scale), height: Math.round(to.height * scale) };
  });
}
