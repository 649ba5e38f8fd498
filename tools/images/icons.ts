// The app icon (any, maskable and Apple touch variants), drawn from the favicon motif.
import { BRAND } from './palette';
import { Defs } from './svg';

/** App icon from the favicon motif (teal square, sun, two waves). */
export function appIcon(size: number, mode: 'any' | 'maskable' | 'apple'): string {
  const d = new Defs();
  const k = mode === 'maskable' ? 0.8 : 1;
  const bgShape =
    mode === 'any' ? '<rect width="64" height="64" rx="14"/>' : '<rect width="64" height="64"/>';
  const clip = d.clip(bgShape);
  const bg = d.linear([
    [0, '#0e7f8b'],
    [1, '#095f69'],
  ]);
  const glow = d.glow(
    [
      [0, BRAND.sun, 0.45],
      [1, BRAND.sun, 0],
    ],
    40,
    24,
    18,
  );
  // Same curves as favicon.svg (crest over 0..32, trough over 32..64), repeated one period each side for full bleed.
  const crest = (a: number) => `c10 -${a} 20 -${a} 32 0`;
  const trough = (a: number) => `c12 ${a} 22 ${a} 32 0`;
  const wave = (y: number, a: number, fill: string) =>
    `<path d="M-32 ${y}${trough(a)}${crest(a)}${trough(a)}${crest(a)}V100H-32Z" fill="${fill}"/>`;
  const motif =
    `<circle cx="40" cy="24" r="18" fill="${glow}"/><circle cx="40" cy="24" r="10" fill="${BRAND.sun}"/>` +
    wave(44, 6, BRAND.sea) +
    wave(52, 5, BRAND.sand);
  const body = `<g clip-path="${clip}"><rect x="-40" y="-40" width="144" height="144" fill="${bg}"/><g transform="translate(32 32) scale(${k}) translate(-32 -32)">${motif}</g></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}"><defs>${d.items.join('')}</defs>${body}</svg>`;
}
