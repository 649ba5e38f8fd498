// Buggies in Macao tour photos: dirt track with mud and dust, and Macao beach.
import { BRAND, type Palette } from '../palette';
import { between, noise1d } from '../random';
import { lerp, mix, n, place, polyline, type Pt, smooth } from '../svg';
import { beach, canopy, clouds, hills, land, sea, sky, sun } from './pieces/landscape';
import { palm } from './pieces/plants';
import { type Builder, mirror } from './scene';

/** Two-seat dune buggy with roll cage and riders, facing right. */
function buggy(p: Palette, body: string, mud = false): string {
  const wheel = (x: number, r: number) =>
    `<circle cx="${x}" cy="${-r}" r="${r}" fill="#1f1f24"/><circle cx="${x}" cy="${-r}" r="${r * 0.5}" fill="#9aa0a6"/><circle cx="${x}" cy="${-r}" r="${r * 0.15}" fill="#33363b"/>`;
  const splats = mud
    ? [
        [-20, -24, 3],
        [5, -20, 2.2],
        [28, -22, 2.6],
        [-38, -18, 2],
        [14, -26, 1.8],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#6b3f22" opacity="0.85"/>`)
        .join('')
    : '';
  return (
    `<ellipse cx="0" cy="1" rx="52" ry="3" fill="${p.shade}" opacity="0.3"/>` +
    `<path d="M-34 -30L-28 -60L6 -62L22 -31M-28 -60L-18 -31M6 -62L-2 -31M-34 -30L-44 -30L-46 -20" stroke="#2b2b30" stroke-width="3" fill="none" stroke-linejoin="round"/>` +
    `<circle cx="-11" cy="-46" r="6.5" fill="${BRAND.coral}"/><path d="M-17 -40Q-11 -34 -5 -40L-3 -28H-19Z" fill="#f4efe6"/>` +
    `<circle cx="-24" cy="-45" r="6" fill="${BRAND.teal}"/><path d="M-30 -39Q-24 -33 -18 -39L-17 -28H-31Z" fill="#f6b042"/>` +
    `<path d="M0 -42L6 -33" stroke="#2b2b30" stroke-width="2.5"/>` +
    `<path d="M-46 -17L-42 -31L18 -31L40 -24L50 -19L46 -13L-40 -13Z" fill="${body}"/>` +
    `<path d="M-42 -22H46" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>` +
    `<circle cx="-49" cy="-25" r="8" fill="#1f1f24"/><circle cx="-49" cy="-25" r="3.5" fill="#5f646b"/>` +
    splats +
    wheel(-28, 15) +
    wheel(33, 14)
  );
}

/** Buggies on the orange dirt track (or on Macao beach). */
export const buggies: Builder = (s, v) => {
  const { w, h, p, d, r } = s;
  if (v === 2) {
    return (
      sky(s, h * 0.45) +
      sun(s, w * 0.8, h * 0.16, h * 0.04, 4) +
      clouds(s, 4, h * 0.05, h * 0.35) +
      sea(s, h * 0.45, h) +
      beach(s, h * 0.62, h * 0.66, h * 0.01, h * 0.06) +
      palm(s, w * 0.06, h * 0.75, h * 0.5, 0.2) +
      palm(s, w * 0.15, h * 0.72, h * 0.42, -0.1) +
      Array.from(
        { length: 4 },
        (_, i) =>
          `<path d="M${n(w * (0.1 + i * 0.12))} ${n(h * (0.9 - i * 0.02))}q${n(w * 0.1)} ${n(-h * 0.03)} ${n(w * 0.3)} ${n(-h * 0.04)}" stroke="${p.sandShade}" stroke-width="${n(h * 0.01)}" fill="none"/>`,
      ).join('') +
      place(w * 0.42, h * 0.9, h * 0.0045, buggy(p, BRAND.sun)) +
      place(w * 0.76, h * 0.8, h * 0.003, buggy(p, '#2f6fd1'), true)
    );
  }
  const horizon = h * 0.42;
  const nz = noise1d(r);
  const road = (t: number): [Pt, number] => {
    const y = lerp(h * 1.02, horizon + h * 0.04, Math.pow(t, 0.8));
    const x = lerp(w * 0.45, w * 0.62, t) + Math.sin(t * 3.2) * w * 0.12 * (1 - t);
    return [[x, y], lerp(w * 0.42, w * 0.012, Math.pow(t, 0.6))];
  };
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= 30; i++) {
    const [[x, y], hw] = road(i / 30);
    left.push([x - hw, y]);
    right.push([x + hw, y]);
  }
  const dirt = d.vgrad(
    [
      [0, '#e6a25c'],
      [1, '#c86a2a'],
    ],
    horizon,
    h,
  );
  const track = (k: number) =>
    smooth(
      Array.from({ length: 20 }, (_, i): Pt => {
        const [[x, y], hw] = road(i / 19);
        return [x + hw * k, y];
      }),
    );
  const puddle = (t: number, k: number) => {
    const [[x, y], hw] = road(t);
    return `<ellipse cx="${n(x + hw * k)}" cy="${n(y)}" rx="${n(hw * 0.35)}" ry="${n(hw * 0.06)}" fill="#8c5a3a"/><ellipse cx="${n(x + hw * k)}" cy="${n(y - hw * 0.01)}" rx="${n(hw * 0.25)}" ry="${n(hw * 0.025)}" fill="${p.sky[1]}" opacity="0.55"/>`;
  };
  const dust = (x: number, y: number, k: number) =>
    Array.from(
      { length: 9 },
      (_, i) =>
        `<circle cx="${n(x - i * k * 0.09 - r() * k * 0.05)}" cy="${n(y - k * 0.1 - r() * k * 0.15)}" r="${n(k * (0.06 + i * 0.018))}" fill="#f0c48a" opacity="${n(0.5 - i * 0.045)}"/>`,
    ).join('');
  const [[bx, by]] = road(v === 1 ? 0.12 : 0.2);
  const [[fx, fy]] = road(0.55);
  const splash =
    v === 1
      ? Array.from(
          { length: 14 },
          (_, i) =>
            `<circle cx="${n(bx - h * 0.18 + r() * h * 0.12)}" cy="${n(by - h * 0.02 - Math.sin((i / 14) * Math.PI) * h * 0.12 * r())}" r="${n(h * between(r, 0.006, 0.016))}" fill="#7a4526" opacity="0.9"/>`,
        ).join('')
      : '';
  let field = '';
  for (let i = 0; i < 60; i++) {
    const t = r();
    const y = lerp(horizon + h * 0.05, h, t);
    const x = r() * w;
    field += `<path d="M${n(x)} ${n(y)}l${n(-h * 0.01)} ${n(-h * (0.02 + 0.05 * t))}M${n(x)} ${n(y)}l${n(h * 0.012)} ${n(-h * (0.02 + 0.04 * t))}" stroke="${p.leafDark}" stroke-width="${n(1 + t * 2)}" opacity="0.5"/>`;
  }
  const art =
    sky(s, horizon) +
    sun(
      s,
      v === 1 ? w * 0.2 : w * 0.82,
      v === 1 ? horizon - h * 0.1 : h * 0.14,
      h * 0.045,
      v === 1 ? 6 : 4,
    ) +
    clouds(s, 4, h * 0.05, horizon * 0.7) +
    hills(s, horizon, h * 0.06, mix(p.hill, p.haze, 0.5)) +
    canopy(s, horizon + h * 0.03, h * 0.03, h * 0.04, mix(p.leafDark, p.hill, 0.3), p.leaf) +
    land(
      s,
      (t) => horizon + h * 0.06 + nz(t) * h * 0.01,
      d.vgrad(
        [
          [0, p.hill],
          [1, p.leaf],
        ],
        horizon,
        h,
      ),
    ) +
    field +
    palm(s, w * 0.1, h * 0.72, h * 0.4, 0.15) +
    palm(s, w * 0.9, h * 0.62, h * 0.3, -0.1) +
    palm(s, w * 0.8, h * 0.6, h * 0.25, 0.1) +
    `<path d="${polyline([...left, ...right.reverse()])}Z" fill="${dirt}"/>` +
    `<path d="${track(-0.45)}M${track(0.45).slice(1)}" stroke="#a9531f" stroke-width="${n(h * 0.012)}" fill="none" opacity="0.5"/>` +
    puddle(0.35, -0.3) +
    puddle(0.08, 0.45) +
    dust(fx - h * 0.08, fy, h * 0.2) +
    place(fx, fy, h * 0.0018, buggy(p, '#2f6fd1', true)) +
    dust(bx - h * 0.2, by, h * 0.45) +
    splash +
    place(bx, by, h * 0.0045, buggy(p, v === 1 ? BRAND.sun : BRAND.teal, true)) +
    palm(s, w * 1.0, h * 1.05, h * 0.75, -0.25);
  return v === 1 ? mirror(s, art) : art;
};
