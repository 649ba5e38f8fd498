// Landscape pieces the scenes share: sky, sun, clouds, hills, jungle canopy, islands, sea, beach, starfish, umbrellas.
import { between, noise1d } from '../../random';
import { lerp, mix, n, polyline, type Pt, smooth } from '../../svg';
import type { Scene } from '../scene';
import { palm } from './plants';

/** Fills from a curve y = yAt(t) (t from 0 at the left edge to 1 at the right) down to `bottom`. */
export function land(
  s: Scene,
  yAt: (t: number) => number,
  fill: string,
  extra = '',
  bottom = s.h + 2,
): string {
  const pts: Pt[] = [];
  for (let i = 0; i <= 24; i++) pts.push([lerp(-0.02, 1.02, i / 24) * s.w, yAt(i / 24)]);
  return `<path d="${smooth(pts)}L${n(s.w * 1.02)} ${n(bottom)}L${n(-s.w * 0.02)} ${n(bottom)}Z" fill="${fill}" ${extra}/>`;
}

export function sky(s: Scene, horizon: number): string {
  const [top, mid, low] = s.p.sky;
  const fill = s.d.vgrad(
    [
      [0, top],
      [0.62, mid],
      [1, low],
    ],
    0,
    horizon,
  );
  return `<rect width="${s.w}" height="${n(horizon + 2)}" fill="${fill}"/>`;
}

export function sun(s: Scene, x: number, y: number, r: number, halo = 6): string {
  const glow = s.d.glow(
    [
      [0, s.p.glow, 0.85],
      [0.22, s.p.glow, 0.45],
      [1, s.p.glow, 0],
    ],
    x,
    y,
    r * halo,
  );
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * halo)}" fill="${glow}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${s.p.sun}"/>`;
}

export function clouds(s: Scene, count: number, y0: number, y1: number, scale = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = between(s.r, 0, s.w);
    const cy = between(s.r, y0, y1);
    const cw = s.w * between(s.r, 0.08, 0.17) * scale * (0.6 + (cy - y0) / (y1 - y0 + 1));
    const ch = cw * 0.2;
    out +=
      `<g fill="${s.p.cloud}" opacity="${n(between(s.r, 0.55, 0.9))}">` +
      `<rect x="${n(cx - cw / 2)}" y="${n(cy - ch)}" width="${n(cw)}" height="${n(ch)}" rx="${n(ch / 2)}"/>` +
      `<circle cx="${n(cx - cw * 0.17)}" cy="${n(cy - ch)}" r="${n(ch * 0.85)}"/>` +
      `<circle cx="${n(cx + cw * 0.07)}" cy="${n(cy - ch * 1.15)}" r="${n(ch * 1.3)}"/>` +
      `<circle cx="${n(cx + cw * 0.3)}" cy="${n(cy - ch * 0.8)}" r="${n(ch * 0.7)}"/></g>`;
  }
  return out;
}

/** Rolling hills (or a far island when `bottom` is the horizon). */
export function hills(s: Scene, base: number, amp: number, fill: string, bottom = s.h + 2): string {
  const nz = noise1d(s.r);
  return land(s, (t) => base - amp * nz(t), fill, '', bottom);
}

/** A low island sitting on the horizon, with tiny palms. */
export function island(
  s: Scene,
  x: number,
  horizon: number,
  width: number,
  height: number,
  color: string,
): string {
  const pts: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    pts.push([
      x + width * t,
      horizon - height * Math.pow(Math.sin(Math.PI * t), 0.6) * between(s.r, 0.75, 1),
    ]);
  }
  let palms = '';
  const tone = { leaf: color, leafDark: color, trunk: color };
  for (let i = 0; i < 7; i++) {
    const t = between(s.r, 0.12, 0.88);
    palms += palm(
      s,
      x + width * t,
      horizon - height * Math.sin(Math.PI * t) * 0.8,
      height * between(s.r, 1.2, 1.8),
      between(s.r, -0.25, 0.25),
      tone,
    );
  }
  return `<path d="${smooth(pts)}Z" fill="${color}"/>${palms}`;
}

export function sea(s: Scene, top: number, bottom = s.h, sunX?: number): string {
  const { w, h, p, d, r } = s;
  let out = `<rect y="${n(top)}" width="${w}" height="${n(bottom - top + 2)}" fill="${d.vgrad(
    [
      [0, p.seaFar],
      [1, p.seaNear],
    ],
    top,
    bottom,
  )}"/>`;
  out += `<rect y="${n(top)}" width="${w}" height="${n(h * 0.004)}" fill="${p.haze}" opacity="0.7"/>`;
  if (sunX !== undefined) {
    for (let i = 0; i < 16; i++) {
      const t = i / 16;
      const y = top + (bottom - top) * (0.01 + 0.75 * t * t);
      const len = w * (0.025 + 0.12 * t) * between(r, 0.5, 1.2);
      out += `<rect x="${n(sunX - len / 2 + between(r, -1, 1) * w * 0.02 * t)}" y="${n(y)}" width="${n(len)}" height="${n(h * (0.003 + 0.006 * t))}" rx="${n(h * 0.003)}" fill="${p.glow}" opacity="${n(0.75 - 0.45 * t)}"/>`;
    }
  }
  for (let i = 0; i < 50; i++) {
    const t = r();
    const y = top + (bottom - top) * t * t;
    const len = w * (0.008 + 0.05 * t);
    const x = between(r, -0.05, 1) * w;
    out += `<path d="M${n(x)} ${n(y)}q${n(len / 2)} ${n(-len * 0.12)} ${n(len)} 0" fill="none" stroke="${p.haze}" stroke-width="${n(h * (0.001 + 0.003 * t))}" stroke-linecap="round" opacity="${n(0.2 + 0.3 * t)}"/>`;
  }
  return out;
}

/** Beach with turquoise shallows, foam and sand; the shoreline runs from yLeft to yRight. */
export function beach(
  s: Scene,
  yLeft: number,
  yRight: number,
  amp = s.h * 0.015,
  shallowDepth = s.h * 0.09,
): string {
  const { p, d, h } = s;
  const nz = noise1d(s.r);
  const yAt = (t: number) => lerp(yLeft, yRight, t) + amp * (nz(t) - 0.5) * 2;
  const top = Math.min(yLeft, yRight) - shallowDepth;
  const shallows = d.vgrad(
    [
      [0, p.shallow, 0],
      [1, p.shallow, 0.95],
    ],
    top,
    Math.max(yLeft, yRight),
  );
  const dry = d.vgrad(
    [
      [0, p.sand],
      [1, p.sandShade],
    ],
    Math.min(yLeft, yRight),
    h,
  );
  const foam = (t: number) => yAt(t) - shallowDepth * 0.35 + h * 0.004 * Math.sin(t * 40);
  return [
    land(s, (t) => yAt(t) - shallowDepth, shallows),
    `<path d="${smooth(Array.from({ length: 25 }, (_, i): Pt => [(i / 24) * s.w, foam(i / 24)]))}" fill="none" stroke="${p.white}" stroke-width="${n(h * 0.003)}" stroke-dasharray="${n(h * 0.05)} ${n(h * 0.03)}" opacity="0.55"/>`,
    land(s, (t) => yAt(t) - h * 0.006, p.white, 'opacity="0.9"'),
    land(s, yAt, mix(p.sandShade, p.shallow, 0.25)),
    land(s, (t) => yAt(t) + h * 0.012, dry),
  ].join('');
}

/** Round-crowned jungle canopy: a row of overlapping tree crowns over a solid base. */
export function canopy(
  s: Scene,
  base: number,
  amp: number,
  size: number,
  fill: string,
  light: string,
  bottom = s.h + 2,
): string {
  const nz = noise1d(s.r);
  let out = land(s, (t) => base - amp * nz(t) + size * 0.4, fill, '', bottom);
  for (let x = -size; x < s.w + size; x += size * between(s.r, 0.55, 0.9)) {
    const rr = size * between(s.r, 0.6, 1.15);
    const cy = base - amp * nz(x / s.w) + between(s.r, -0.2, 0.3) * size;
    out += `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(rr)}" fill="${fill}"/><circle cx="${n(x - rr * 0.22)}" cy="${n(cy - rr * 0.28)}" r="${n(rr * 0.55)}" fill="${light}" opacity="0.45"/>`;
  }
  return out;
}

export function starfish(
  x: number,
  y: number,
  size: number,
  color: string,
  rot = 0,
  squash = 0.55,
): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = ((-90 + i * 36) * Math.PI) / 180;
    const rad = i % 2 ? size * 0.4 : size;
    pts.push([Math.cos(a) * rad, Math.sin(a) * rad]);
  }
  // A dot inside each arm: the even points are the arm tips.
  const dots = pts
    .filter((_, i) => i % 2 === 0)
    .map(([px, py]) => `<circle cx="${n(px * 0.55)}" cy="${n(py * 0.55)}" r="${n(size * 0.07)}"/>`)
    .join('');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(1 ${squash}) rotate(${rot})">` +
    `<path d="${polyline(pts)}Z" fill="${color}" stroke="${color}" stroke-width="${n(size * 0.28)}" stroke-linejoin="round"/>` +
    `<g fill="${mix(color, '#fff3d6', 0.45)}">${dots}<circle r="${n(size * 0.09)}"/></g></g>`
  );
}

export function umbrella(x: number, y: number, size: number, color: string, pole: string): string {
  return (
    `<path d="M${n(x)} ${n(y)}L${n(x + size * 0.08)} ${n(y - size)}" stroke="${pole}" stroke-width="${n(size * 0.035)}"/>` +
    `<path d="M${n(x - size * 0.5)} ${n(y - size * 0.86)}Q${n(x + size * 0.08)} ${n(y - size * 1.38)} ${n(x + size * 0.66)} ${n(y - size * 0.86)}Z" fill="${color}"/>`
  );
}
