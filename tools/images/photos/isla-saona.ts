// Isla Saona tour photos: palm beach with starfish, the natural pool, a golden beach.
import { BRAND } from '../palette';
import { between } from '../random';
import { lerp, mix, n, place } from '../svg';
import { catamaran, lancha } from './pieces/boats';
import { beach, clouds, island, sea, sky, starfish, sun } from './pieces/landscape';
import { palm } from './pieces/plants';
import type { Builder } from './scene';

/** Isla Saona: white sand, palms, starfish in the shallows; natural pool; golden beach. */
export const saona: Builder = (s, v) => {
  const { w, h, p } = s;
  if (v === 1) {
    const horizon = h * 0.3;
    const pool = s.d.vgrad(
      [
        [0, p.seaNear],
        [0.35, '#5fd0d2'],
        [1, '#bff0e6'],
      ],
      horizon,
      h,
    );
    let patches = '';
    for (let i = 0; i < 9; i++)
      patches += `<ellipse cx="${n(s.r() * w)}" cy="${n(lerp(horizon + h * 0.2, h, s.r()))}" rx="${n(w * between(s.r, 0.08, 0.2))}" ry="${n(h * between(s.r, 0.02, 0.05))}" fill="${p.sand}" opacity="0.3"/>`;
    let ripples = '';
    for (let i = 0; i < 40; i++) {
      const t = s.r();
      const y = lerp(horizon, h, t * t);
      const len = w * (0.01 + 0.06 * t);
      ripples += `<path d="M${n(s.r() * w)} ${n(y)}q${n(len / 2)} ${n(-len * 0.1)} ${n(len)} 0" stroke="#ffffff" stroke-width="${n(h * (0.001 + 0.003 * t))}" fill="none" opacity="0.5"/>`;
    }
    return (
      sky(s, horizon) +
      clouds(s, 5, h * 0.05, h * 0.26) +
      sea(s, horizon, horizon + h * 0.08) +
      island(s, w * 0.55, horizon, w * 0.4, h * 0.025, mix(p.hill, p.haze, 0.4)) +
      `<rect y="${n(horizon + h * 0.06)}" width="${w}" height="${n(h)}" fill="${pool}"/>` +
      patches +
      place(w * 0.25, horizon + h * 0.14, h * 0.0018, lancha(p, BRAND.coral, 3)) +
      place(w * 0.62, horizon + h * 0.11, h * 0.0014, lancha(p, BRAND.teal, 2), true) +
      place(w * 0.85, horizon + h * 0.09, h * 0.0007, catamaran(p, false, 4)) +
      ripples +
      starfish(w * 0.22, h * 0.82, h * 0.09, '#e8622c', 12, 0.6) +
      starfish(w * 0.56, h * 0.9, h * 0.07, '#c2410c', -20, 0.6) +
      starfish(w * 0.78, h * 0.72, h * 0.05, '#f08a3c', 30, 0.55) +
      starfish(w * 0.42, h * 0.66, h * 0.035, '#e8622c', 5, 0.5)
    );
  }
  const golden = v === 2;
  const horizon = h * (golden ? 0.5 : 0.38);
  const [shoreL, shoreR] = golden ? [h * 0.74, h * 0.68] : [h * 0.9, h * 0.6];
  let palms = '';
  if (golden) {
    const goldenPalms: [x: number, k: number, lean: number][] = [
      [0.04, 0.7, 0.35],
      [0.17, 0.55, 0.2],
      [0.86, 0.6, -0.25],
      [0.97, 0.72, -0.3],
    ];
    for (const [x, k, lean] of goldenPalms)
      palms += palm(s, w * x, h * (0.8 + k * 0.2), h * k, lean);
  } else {
    palms =
      palm(s, w * 0.97, h * 0.9, h * 0.62, -0.32) +
      palm(s, w * 0.86, h * 0.98, h * 0.72, -0.45) +
      palm(s, w * 0.74, h * 1.04, h * 0.55, -0.5);
  }
  const stars = golden
    ? starfish(w * 0.45, h * 0.9, h * 0.05, '#e8622c', 20)
    : starfish(w * 0.12, h * 0.8, h * 0.055, '#e8622c', 10) +
      starfish(w * 0.3, h * 0.72, h * 0.04, '#c2410c', -25) +
      starfish(w * 0.46, h * 0.66, h * 0.03, '#f08a3c', 35);
  return (
    sky(s, horizon) +
    (golden
      ? sun(s, w * 0.5, horizon - h * 0.07, h * 0.05)
      : sun(s, w * 0.12, h * 0.12, h * 0.04, 4)) +
    clouds(s, golden ? 4 : 6, h * 0.05, horizon * 0.75) +
    sea(s, horizon, h, golden ? w * 0.5 : undefined) +
    beach(s, shoreL, shoreR, h * 0.012, golden ? h * 0.08 : h * 0.3) +
    (golden ? place(w * 0.62, h * 0.72, h * 0.0022, lancha(p, BRAND.coral, 0)) : stars) +
    palms +
    (golden ? stars : '')
  );
};
