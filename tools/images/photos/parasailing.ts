// Bávaro parasailing tour photos: canopies towed by speedboats over the beach.
import { BRAND } from '../palette';
import { pick } from '../random';
import { Defs, n, place } from '../svg';
import { lancha, wake } from './pieces/boats';
import { beach, clouds, sea, sky, sun, umbrella } from './pieces/landscape';
import { palm } from './pieces/plants';
import type { Builder } from './scene';

/** Parasail canopy with two riders; the tow line leaves from (0, 62). */
function parachute(d: Defs, colors: string[]): string {
  const shape = 'M-50 0C-50 -30 -28 -46 0 -46C28 -46 50 -30 50 0C30 -10 -30 -10 -50 0Z';
  const clip = d.clip(`<path d="${shape}"/>`);
  const bands = colors
    .map(
      (c, i) =>
        `<rect x="${-50 + i * (100 / colors.length)}" y="-50" width="${n(100 / colors.length + 0.5)}" height="60" fill="${c}"/>`,
    )
    .join('');
  const lines = [-50, -30, -10, 10, 30, 50]
    .map((x) => `M${x} ${Math.abs(x) === 50 ? 0 : -7}L0 54`)
    .join('');
  return (
    `<path d="${lines}" stroke="#333" stroke-width="0.5" opacity="0.7"/>` +
    `<g clip-path="${clip}">${bands}<path d="M-50 -4C-30 -14 30 -14 50 -4V4H-50Z" fill="#000" opacity="0.15"/></g>` +
    `<path d="M-6 54H6" stroke="#333" stroke-width="1.4"/>` +
    `<g fill="#2b2b30"><circle cx="-3.5" cy="57" r="2.2"/><circle cx="3.5" cy="57" r="2.2"/></g>` +
    `<path d="M-3.5 59V66L-1 70M3.5 59V66L6 70" stroke="${BRAND.coral}" stroke-width="2.4" stroke-linecap="round" fill="none"/>`
  );
}

/** Parasailing over Bávaro beach. */
export const parasail: Builder = (s, v) => {
  const { w, h, p, d } = s;
  const horizon = h * (v === 2 ? 0.55 : 0.62);
  const chute = (x: number, y: number, k: number, colors: string[], boatX: number, boatY: number) =>
    `<path d="M${n(x)} ${n(y + 66 * k)}Q${n((x + boatX) / 2)} ${n((y + boatY) / 2 + h * 0.06)} ${n(boatX - h * 0.05)} ${n(boatY - h * 0.02)}" stroke="#333" stroke-width="1.2" fill="none" opacity="0.7"/>` +
    place(x, y, k, parachute(d, colors));
  const stripes1 = [
    BRAND.coral,
    BRAND.sun,
    '#fffaf2',
    BRAND.teal,
    BRAND.coral,
    BRAND.sun,
    '#fffaf2',
    BRAND.teal,
  ];
  const stripes2 = ['#2f6fd1', '#ffffff', '#e0479e', '#ffffff', '#2f6fd1', '#ffffff', '#e0479e'];
  let umbrellas = '';
  for (let i = 0; i < 7; i++)
    umbrellas += umbrella(
      w * (0.05 + i * 0.14),
      h * (0.96 - (i % 2) * 0.03),
      h * 0.08,
      pick(s.r, [BRAND.coral, BRAND.teal, BRAND.sun, '#2f6fd1']),
      '#5a4030',
    );
  const boat = (x: number) =>
    place(x, horizon + h * 0.12, h * 0.0018, wake(p, 80) + lancha(p, BRAND.coral, 2));
  if (v === 1) {
    return (
      sky(s, horizon) +
      sun(s, w * 0.22, horizon - h * 0.08, h * 0.05) +
      clouds(s, 4, h * 0.05, horizon * 0.7) +
      sea(s, horizon, h, w * 0.22) +
      boat(w * 0.7) +
      chute(w * 0.5, h * 0.22, h * 0.0035, stripes1, w * 0.7, horizon + h * 0.12) +
      place(w * 0.88, horizon + h * 0.06, h * 0.0009, lancha(p, BRAND.teal, 1)) +
      chute(w * 0.88, h * 0.3, h * 0.0018, stripes2, w * 0.88, horizon + h * 0.06) +
      beach(s, h * 0.9, h * 0.94, h * 0.006, h * 0.04)
    );
  }
  return (
    sky(s, horizon) +
    sun(s, w * 0.12, h * 0.12, h * 0.04, 4) +
    clouds(s, 5, h * 0.05, horizon * 0.7) +
    sea(s, horizon, h) +
    boat(w * (v === 2 ? 0.3 : 0.35)) +
    chute(
      w * (v === 2 ? 0.55 : 0.62),
      h * (v === 2 ? 0.16 : 0.18),
      h * (v === 2 ? 0.0026 : 0.004),
      stripes1,
      w * (v === 2 ? 0.3 : 0.35),
      horizon + h * 0.12,
    ) +
    beach(s, h * 0.84, h * 0.8, h * 0.008, h * 0.05) +
    umbrellas +
    (v === 2
      ? palm(s, w * 0.04, h * 1.02, h * 0.8, 0.3) + palm(s, w * 0.95, h * 1.02, h * 0.7, -0.35)
      : '')
  );
};
