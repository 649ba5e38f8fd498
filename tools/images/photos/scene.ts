// What a photo scene draws into (size, light, defs, randomness) and the photo frame around it.
import { type Palette, PALETTES, type TimeOfDay } from '../palette';
import { type Rand, rng } from '../random';
import { Defs, svgDoc } from '../svg';

/** Everything a piece needs to draw into one picture. */
export interface Scene {
  w: number;
  h: number;
  p: Palette;
  d: Defs;
  r: Rand;
}

export type Builder = (s: Scene, v: number) => string;

/** A "photo": the scene drawn by `draw`, plus a soft lens vignette. */
export function photo(
  w: number,
  h: number,
  tod: TimeOfDay,
  seed: number,
  draw: (s: Scene) => string,
  fluid = false,
): string {
  const d = new Defs();
  const body = draw({ w, h, p: PALETTES[tod], d, r: rng(seed) });
  const vignette = d.radial(
    [
      [0.55, '#000000', 0],
      [1, '#1a0f05', tod === 'night' ? 0.4 : 0.26],
    ],
    0.5,
    0.5,
    0.78,
  );
  return svgDoc(w, h, d, `${body}<rect width="${w}" height="${h}" fill="${vignette}"/>`, fluid);
}

export const mirror = (s: Scene, art: string) =>
  `<g transform="translate(${s.w} 0) scale(-1 1)">${art}</g>`;
