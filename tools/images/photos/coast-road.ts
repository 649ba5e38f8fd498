// The transfers photo: the coastal road with the transfer van.
import { BRAND, type Palette } from '../palette';
import { between, pick } from '../random';
import { mix, n, place } from '../svg';
import { beach, clouds, hills, sea, sky, sun } from './pieces/landscape';
import { palm } from './pieces/plants';
import type { Builder } from './scene';

/** Airport-transfer minivan, facing right. */
function van(p: Palette, stripe: string): string {
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="-8" r="8.5" fill="#1f2226"/><circle cx="${x}" cy="-8" r="4.2" fill="#c7ccd1"/>`;
  return (
    `<ellipse cx="0" cy="0.5" rx="52" ry="2.5" fill="${p.shade}" opacity="0.3"/>` +
    `<path d="M-50 -10V-42Q-50 -46 -46 -46H20Q26 -46 30 -41L44 -26Q50 -23 50 -18V-10Z" fill="${p.white}"/>` +
    `<path d="M-45 -41V-29H-24V-41ZM-20 -41V-29H-1V-41ZM3 -41V-29H19V-41ZM23 -41Q27 -41 29 -38L38 -28H23Z" fill="#21404b"/>` +
    `<path d="M-45 -39L-36 -41H-30L-45 -31Z" fill="#ffffff" opacity="0.18"/>` +
    `<rect x="-50" y="-24" width="100" height="5" fill="${stripe}"/>` +
    `<rect x="-50" y="-18" width="100" height="2" fill="${BRAND.sun}"/>` +
    `<path d="M1 -28V-12" stroke="${p.shade}" stroke-opacity="0.25"/>` +
    `<rect x="45" y="-20" width="5" height="3" rx="1" fill="${BRAND.sun}"/>` +
    `<rect x="-50" y="-12" width="100" height="3" fill="#3a3f45"/>` +
    wheel(-30) +
    wheel(30)
  );
}

/** Coastal road with the transfer van. */
export const coastRoad: Builder = (s) => {
  const { w, h, p, d } = s;
  const horizon = h * 0.42;
  const road = h * 0.7;
  let palms = '';
  for (let i = 0; i < 4; i++)
    palms += palm(
      s,
      w * (0.06 + i * 0.24 + between(s.r, -0.03, 0.03)),
      h * 0.66,
      h * between(s.r, 0.35, 0.48),
      between(s.r, -0.25, 0.25),
    );
  return (
    sky(s, horizon) +
    sun(s, w * 0.8, h * 0.14, h * 0.045, 4) +
    clouds(s, 5, h * 0.06, h * 0.32) +
    hills(s, horizon - h * 0.02, h * 0.08, mix(p.hill, p.haze, 0.55), horizon + 2) +
    sea(s, horizon, h * 0.62) +
    beach(s, h * 0.62, h * 0.6, h * 0.006, h * 0.05) +
    palms +
    `<rect y="${n(h * 0.665)}" width="${w}" height="${n(h * 0.035)}" fill="${mix(p.hill, p.leaf, 0.5)}"/>` +
    `<rect y="${n(road)}" width="${w}" height="${n(h * 0.16)}" fill="${d.vgrad(
      [
        [0, '#59626b'],
        [1, '#3e454c'],
      ],
      road,
      road + h * 0.16,
    )}"/>` +
    `<path d="M0 ${n(road + h * 0.08)}H${w}" stroke="${BRAND.sun}" stroke-width="${n(h * 0.008)}" stroke-dasharray="${n(w * 0.05)} ${n(w * 0.035)}"/>` +
    `<path d="M0 ${n(road + h * 0.006)}H${w}M0 ${n(road + h * 0.153)}H${w}" stroke="#f1f1ea" stroke-width="${n(h * 0.005)}"/>` +
    `<path d="M${n(w * 0.12)} ${n(road + h * 0.1)}h${n(w * 0.14)}M${n(w * 0.16)} ${n(road + h * 0.125)}h${n(w * 0.1)}M${n(w * 0.1)} ${n(road + h * 0.075)}h${n(w * 0.12)}" stroke="#ffffff" stroke-width="${n(h * 0.004)}" stroke-linecap="round" opacity="0.5"/>` +
    place(w * 0.5, road + h * 0.145, h * 0.0052, van(p, BRAND.teal)) +
    `<rect y="${n(road + h * 0.16)}" width="${w}" height="${n(h * 0.14)}" fill="${d.vgrad(
      [
        [0, p.leaf],
        [1, p.leafDark],
      ],
      road + h * 0.16,
      h,
    )}"/>` +
    Array.from(
      { length: 40 },
      () =>
        `<circle cx="${n(s.r() * w)}" cy="${n(road + h * (0.19 + s.r() * 0.1))}" r="${n(h * between(s.r, 0.005, 0.012))}" fill="${pick(s.r, ['#e0479e', '#f6b042', '#fffaf2', '#c2410c'])}"/>`,
    ).join('') +
    palm(s, w * 0.97, h * 1.05, h * 0.85, -0.25)
  );
};
