// WCAG 2.x colour contrast for tests: relative luminance of sRGB colours written #rrggbb, the
// ratio between two of them (1 to 21), and the colour a see-through layer shows over another.

type Rgb = [number, number, number];

function channels(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [match[1], match[2], match[3]].map((pair) => parseInt(pair!, 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, in either order: 21 for black on white, 1 for equal ones. */
export function contrastRatio(hexA: string, hexB: string): number {
  const [light, dark] = [relativeLuminance(hexA), relativeLuminance(hexB)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The colour seen where `top`, at `opacity` (0 to 1), lies over `bottom`. */
export function composite(top: string, opacity: number, bottom: string): string {
  const over = channels(top);
  const under = channels(bottom);
  return toHex(over.map((channel, i) => channel * opacity + under[i]! * (1 - opacity)) as Rgb);
}
