// The nightlife photo: a beach club at night.
import { between, pick } from '../random';
import { n, type Pt } from '../svg';
import { land, sea, sky, sun } from './pieces/landscape';
import { palm } from './pieces/plants';
import type { Builder } from './scene';

/** Night beach club: string lights, palapa bar, beams and bokeh. */
export const beachClub: Builder = (s) => {
  const { w, h, p, d, r } = s;
  const horizon = h * 0.56;
  let stars = '';
  for (let i = 0; i < 90; i++)
    stars += `<circle cx="${n(r() * w)}" cy="${n(r() * horizon * 0.8)}" r="${n(between(r, 0.5, 1.6) * (h / 800))}" fill="#ffffff" opacity="${n(between(r, 0.3, 0.9))}"/>`;
  const beamBase: Pt = [w * 0.7, h * 0.72];
  const beams = [
    [-0.5, '#d946ef'],
    [-0.15, '#22d3ee'],
    [0.25, '#f6b042'],
    [0.55, '#d946ef'],
  ]
    .map(([a, c]) => {
      const ang = -Math.PI / 2 + (a as number);
      const [ex, ey] = [beamBase[0] + Math.cos(ang) * h, beamBase[1] + Math.sin(ang) * h];
      const fill = d.glow(
        [
          [0, c as string, 0.55],
          [1, c as string, 0],
        ],
        beamBase[0],
        beamBase[1],
        h * 0.9,
      );
      const sp = h * 0.09;
      return `<path d="M${n(beamBase[0])} ${n(beamBase[1])}L${n(ex - sp)} ${n(ey)}L${n(ex + sp)} ${n(ey)}Z" fill="${fill}"/>`;
    })
    .join('');
  const lights = (y0: number, y1: number, sag: number) => {
    let out = `<path d="M0 ${n(y0)}Q${n(w / 2)} ${n((y0 + y1) / 2 + sag * 2)} ${w} ${n(y1)}" stroke="#0b0e18" stroke-width="1.5" fill="none"/>`;
    for (let i = 0; i <= 22; i++) {
      const t = i / 22;
      const x = t * w;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag * 2) + t * t * y1;
      const c = pick(r, ['#ffd27a', '#ffd27a', '#ff9b6a', '#fff1c4']);
      out += `<circle cx="${n(x)}" cy="${n(y + h * 0.012)}" r="${n(h * 0.03)}" fill="${d.glow(
        [
          [0, c, 0.6],
          [1, c, 0],
        ],
        x,
        y + h * 0.012,
        h * 0.03,
      )}"/><circle cx="${n(x)}" cy="${n(y + h * 0.012)}" r="${n(h * 0.006)}" fill="${c}"/>`;
    }
    return out;
  };
  const hut = (x: number, base: number, k: number) =>
    `<ellipse cx="${n(x)}" cy="${n(base)}" rx="${n(k * 1.6)}" ry="${n(k * 0.25)}" fill="${d.radial([
      [0, '#f6b042', 0.55],
      [1, '#f6b042', 0],
    ])}"/>` +
    `<path d="M${n(x - k * 0.55)} ${n(base)}V${n(base - k * 0.6)}M${n(x + k * 0.55)} ${n(base)}V${n(base - k * 0.6)}" stroke="#2a1c12" stroke-width="${n(k * 0.05)}"/>` +
    `<rect x="${n(x - k * 0.6)}" y="${n(base - k * 0.32)}" width="${n(k * 1.2)}" height="${n(k * 0.32)}" fill="#4a2f1c"/>` +
    `<rect x="${n(x - k * 0.6)}" y="${n(base - k * 0.34)}" width="${n(k * 1.2)}" height="${n(k * 0.04)}" fill="#f6b042"/>` +
    `<rect x="${n(x - k * 0.5)}" y="${n(base - k * 0.62)}" width="${n(k)}" height="${n(k * 0.28)}" fill="${d.linear(
      [
        [0, '#f6b042', 0.9],
        [1, '#c2410c', 0.7],
      ],
    )}"/>` +
    Array.from(
      { length: 7 },
      (_, i) =>
        `<rect x="${n(x - k * 0.42 + i * k * 0.13)}" y="${n(base - k * 0.5 - (i % 3) * k * 0.03)}" width="${n(k * 0.04)}" height="${n(k * 0.14 + (i % 3) * k * 0.03)}" fill="#2a1c12" opacity="0.7"/>`,
    ).join('') +
    `<path d="M${n(x - k * 0.95)} ${n(base - k * 0.58)}L${n(x)} ${n(base - k * 1.15)}L${n(x + k * 0.95)} ${n(base - k * 0.58)}Z" fill="#6b4a2a"/>` +
    `<path d="M${n(x - k * 0.95)} ${n(base - k * 0.58)}L${n(x)} ${n(base - k * 1.15)}L${n(x + k * 0.95)} ${n(base - k * 0.58)}" stroke="#a87a45" stroke-width="${n(k * 0.03)}" fill="none" stroke-dasharray="${n(k * 0.05)} ${n(k * 0.04)}"/>`;
  let crowd = '';
  for (let x = -w * 0.02; x < w * 1.02; x += h * between(r, 0.035, 0.06)) {
    const hh = h * between(r, 0.1, 0.16);
    const y = h - hh;
    crowd += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(h * 0.022)}" fill="#05070f"/><rect x="${n(x - h * 0.03)}" y="${n(y + h * 0.02)}" width="${n(h * 0.06)}" height="${n(hh)}" rx="${n(h * 0.02)}" fill="#05070f"/>`;
    if (r() > 0.75)
      crowd += `<path d="M${n(x + h * 0.02)} ${n(y + h * 0.03)}L${n(x + h * 0.045)} ${n(y - h * 0.06)}" stroke="#05070f" stroke-width="${n(h * 0.014)}" stroke-linecap="round"/>`;
  }
  let bokeh = '';
  const soft = d.blur(h * 0.006);
  for (let i = 0; i < 18; i++)
    bokeh += `<circle cx="${n(r() * w)}" cy="${n(between(r, 0.3, 0.95) * h)}" r="${n(h * between(r, 0.015, 0.045))}" fill="${pick(r, ['#f6b042', '#d946ef', '#22d3ee', '#ff9b6a'])}" opacity="${n(between(r, 0.15, 0.35))}"/>`;
  return (
    sky(s, horizon) +
    stars +
    sun(s, w * 0.84, h * 0.17, h * 0.04, 5) +
    sea(s, horizon, h * 0.72, w * 0.84) +
    beams +
    land(
      s,
      (t) => h * 0.72 - Math.sin(t * 3) * h * 0.01,
      d.vgrad(
        [
          [0, p.sand],
          [1, p.sandShade],
        ],
        h * 0.7,
        h,
      ),
    ) +
    palm(s, w * 0.05, h * 0.98, h * 0.7, 0.25) +
    palm(s, w * 0.94, h * 0.96, h * 0.62, -0.3) +
    hut(w * 0.32, h * 0.8, h * 0.26) +
    `<rect x="${n(w * 0.62)}" y="${n(h * 0.72)}" width="${n(w * 0.16)}" height="${n(h * 0.03)}" fill="#1a1f33"/><rect x="${n(w * 0.66)}" y="${n(h * 0.695)}" width="${n(w * 0.08)}" height="${n(h * 0.028)}" fill="#2a3152"/>` +
    lights(h * 0.1, h * 0.2, h * 0.06) +
    lights(h * 0.24, h * 0.12, h * 0.05) +
    crowd +
    `<g filter="${soft}">${bokeh}</g>`
  );
};
