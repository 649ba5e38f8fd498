// WCAG 2.x colour contrast for tests: relative luminance of sRGB colours (#rrggbb, #rgb, rgb()), the
// ratio between two of them (1 to 21), and the colour a see-through layer shows over another.

type Rgb = [number, number, number];

/** The channels of #rrggbb, #rgb or rgb(r, g, b), the forms MUI's palette uses. */
function channels(colour: string): Rgb {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  const rgb = /^rgb\((\d+), ?(\d+), ?(\d+)\)$/.exec(colour);
  if (short) return short.slice(1).map((digit) => parseInt(digit + digit, 16)) as Rgb;
  if (long) return long.slice(1).map((pair) => parseInt(pair, 16)) as Rgb;
  if (rgb) return rgb.slice(1).map(Number) as Rgb;
  throw new Error(`Not a #rrggbb, #rgb or rgb() colour: ${colour}`);
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
