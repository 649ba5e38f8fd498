// Draws the site's images (PWA icons, install screenshots, fallback photos, seed catalog photos) as hand-made SVG and renders them with Chromium.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from './lib/find-chromium';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/* ------------------------------------------------------------------ basics */

type Pt = [number, number];
type Rand = () => number;
type Stop = [offset: number, color: string, opacity?: number];

const BRAND = {
  teal: '#0b6e79',
  sea: '#7fd3d9',
  sand: '#fffaf2',
  sand2: '#f3e2c3',
  coral: '#c2410c',
  sun: '#f6b042',
  ink: '#16323a',
};

/** Rounds a coordinate to one decimal so the markup stays small. */
const n = (v: number) => Math.round(v * 10) / 10;
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Small deterministic PRNG (mulberry32): the same seed always draws the same picture. */
function rng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r: Rand, a: number, b: number) => a + (b - a) * r();
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/** Smooth 1-D noise in [0, 1] built from three random sines. */
function noise1d(r: Rand): (t: number) => number {
  const waves = [1, 2.3, 5.1].map((f) => ({
    f: f * between(r, 0.8, 1.3),
    ph: r() * 6.283,
    a: 1 / f,
  }));
  const total = waves.reduce((sum, q) => sum + q.a, 0);
  return (t) =>
    0.5 + (0.5 * waves.reduce((sum, q) => sum + q.a * Math.sin(q.f * t * 6.283 + q.ph), 0)) / total;
}

function mix(a: string, b: string, t: number): string {
  const parse = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const [x, y] = [parse(a), parse(b)];
  return `#${x
    .map((v, i) =>
      Math.round(lerp(v, y[i], t))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const polyline = (pts: Pt[]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`;

/** Catmull-Rom spline through the points, as cubic Béziers. */
function smooth(pts: Pt[]): string {
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = i > 0 ? pts[i - 1] : pts[i];
    const [p1, p2] = [pts[i], pts[i + 1]];
    const p3 = i + 2 < pts.length ? pts[i + 2] : p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** Places local-coordinate artwork: translate, rotate, scale, optional horizontal flip. */
const place = (x: number, y: number, k: number, art: string, flip = false, rot = 0) =>
  `<g transform="translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ''} scale(${flip ? -k : k} ${k})">${art}</g>`;

/* -------------------------------------------------------------- svg defs */

let idCounter = 0;

/** Collects gradients, clips, patterns and filters of one <svg>; ids are unique document-wide. */
class Defs {
  readonly items: string[] = [];
  private add(tag: string, attrs: string, inner: string): string {
    const id = `d${++idCounter}`;
    this.items.push(`<${tag} id="${id}" ${attrs}>${inner}</${tag}>`);
    return id;
  }
  private static stops(stops: Stop[]) {
    return stops
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
      .join('');
  }
  /** Gradient relative to the shape's box (default top to bottom). */
  linear(stops: Stop[], [x1, y1, x2, y2]: number[] = [0, 0, 0, 1]): string {
    return `url(#${this.add('linearGradient', `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, Defs.stops(stops))})`;
  }
  /** Vertical gradient in picture coordinates, from y1 to y2. */
  vgrad(stops: Stop[], y1: number, y2: number, x1 = 0, x2 = 0): string {
    const attrs = `gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"`;
    return `url(#${this.add('linearGradient', attrs, Defs.stops(stops))})`;
  }
  /** Radial gradient relative to the shape's box. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return `url(#${this.add('radialGradient', `cx="${cx}" cy="${cy}" r="${r}"`, Defs.stops(stops))})`;
  }
  /** Radial gradient in picture coordinates (glows). */
  glow(stops: Stop[], cx: number, cy: number, r: number): string {
    const attrs = `gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"`;
    return `url(#${this.add('radialGradient', attrs, Defs.stops(stops))})`;
  }
  clip(shape: string): string {
    return `url(#${this.add('clipPath', '', shape)})`;
  }
  pattern(w: number, h: number, inner: string): string {
    return `url(#${this.add('pattern', `patternUnits="userSpaceOnUse" width="${n(w)}" height="${n(h)}"`, inner)})`;
  }
  blur(std: number): string {
    return `url(#${this.add('filter', 'x="-50%" y="-50%" width="200%" height="200%"', `<feGaussianBlur stdDeviation="${n(std)}"/>`)})`;
  }
}

/* ---------------------------------------------------------------- palette */

type TimeOfDay = 'morning' | 'day' | 'golden' | 'sunset' | 'night';

interface Palette {
  sky: [string, string, string];
  sun: string;
  glow: string;
  cloud: string;
  haze: string;
  seaFar: string;
  seaNear: string;
  shallow: string;
  sand: string;
  sandShade: string;
  leaf: string;
  leafDark: string;
  trunk: string;
  hill: string;
  /** What "white" things (hulls, sails, foam) look like in this light. */
  white: string;
  shade: string;
}

const PALETTES: Record<TimeOfDay, Palette> = {
  day: {
    sky: ['#2b98cc', '#86cfe8', '#e6f6f3'],
    sun: '#fff8d8',
    glow: '#fff1b8',
    cloud: '#ffffff',
    haze: '#dcf2ef',
    seaFar: '#0b6e79',
    seaNear: '#1e9ea8',
    shallow: '#7fd3d9',
    sand: '#fffaf2',
    sandShade: '#f3e2c3',
    leaf: '#2f8f4e',
    leafDark: '#1e6a3b',
    trunk: '#8a6a45',
    hill: '#4f9a6a',
    white: '#ffffff',
    shade: '#16323a',
  },
  morning: {
    sky: ['#63b1d8', '#b6e0ea', '#fff0d6'],
    sun: '#fffaf2',
    glow: '#ffe2a6',
    cloud: '#fff8ee',
    haze: '#f2ecdc',
    seaFar: '#18808b',
    seaNear: '#3db3bb',
    shallow: '#9fe0dc',
    sand: '#fffaf2',
    sandShade: '#efdbb8',
    leaf: '#3a9859',
    leafDark: '#277548',
    trunk: '#8f7050',
    hill: '#7fae8a',
    white: '#fffdf8',
    shade: '#1d3a44',
  },
  golden: {
    sky: ['#e27347', '#f4a946', '#ffe1a1'],
    sun: '#fff2c0',
    glow: '#ffc864',
    cloud: '#ffd6aa',
    haze: '#f8d49c',
    seaFar: '#0b6e79',
    seaNear: '#2a8d92',
    shallow: '#8fcfc2',
    sand: '#f7e4c2',
    sandShade: '#e0bd8b',
    leaf: '#2a6843',
    leafDark: '#1b4832',
    trunk: '#5e4230',
    hill: '#6c7b55',
    white: '#fff3e0',
    shade: '#3a2618',
  },
  sunset: {
    sky: ['#3e3872', '#c2553a', '#f6b042'],
    sun: '#ffe1a0',
    glow: '#f6a03a',
    cloud: '#f0a27f',
    haze: '#eba27a',
    seaFar: '#2a4a68',
    seaNear: '#0b6e79',
    shallow: '#5aa7a6',
    sand: '#e6c9a0',
    sandShade: '#c5a175',
    leaf: '#1c3533',
    leafDark: '#132624',
    trunk: '#2e2624',
    hill: '#3b4659',
    white: '#f8dcc6',
    shade: '#1c1420',
  },
  night: {
    sky: ['#070f26', '#12264a', '#23466a'],
    sun: '#f4f1e0',
    glow: '#9fb8d8',
    cloud: '#2a3f66',
    haze: '#3b5d84',
    seaFar: '#0a2740',
    seaNear: '#0c3a50',
    shallow: '#15556a',
    sand: '#3c3a55',
    sandShade: '#2c2a42',
    leaf: '#081a20',
    leafDark: '#051116',
    trunk: '#081a20',
    hill: '#0d2236',
    white: '#a9b6cc',
    shade: '#03060d',
  },
};

/** Everything a piece needs to draw into one picture. */
interface Scene {
  w: number;
  h: number;
  p: Palette;
  d: Defs;
  r: Rand;
}

function svgDoc(w: number, h: number, d: Defs, body: string, fluid = false): string {
  const size = fluid
    ? 'preserveAspectRatio="xMidYMid slice" style="display:block;width:100%;height:100%"'
    : `width="${w}" height="${h}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" ${size}><defs>${d.items.join('')}</defs>${body}</svg>`;
}

/** A "photo": the scene drawn by `draw`, plus a soft lens vignette. */
function photo(
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

const mirror = (s: Scene, art: string) =>
  `<g transform="translate(${s.w} 0) scale(-1 1)">${art}</g>`;

/* ------------------------------------------------------ landscape pieces */

/** Fills from a curve y = yAt(t) (t from 0 at the left edge to 1 at the right) down to `bottom`. */
function land(
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

function sky(s: Scene, horizon: number): string {
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

function sun(s: Scene, x: number, y: number, r: number, halo = 6): string {
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

function clouds(s: Scene, count: number, y0: number, y1: number, scale = 1): string {
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
function hills(s: Scene, base: number, amp: number, fill: string, bottom = s.h + 2): string {
  const nz = noise1d(s.r);
  return land(s, (t) => base - amp * nz(t), fill, '', bottom);
}

/** A low island sitting on the horizon, with tiny palms. */
function island(
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

function sea(s: Scene, top: number, bottom = s.h, sunX?: number): string {
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
function beach(
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

/** Serrated palm frond along a drooping spine, starting at the crown. */
function frond([cx, cy]: Pt, deg: number, len: number, droop: number, fill: string): string {
  const a = (deg * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  const up: Pt[] = [];
  const down: Pt[] = [];
  for (let i = 0; i <= 18; i++) {
    const t = i / 18;
    const [px, py] = [cx + dx * len * t, cy + dy * len * t + droop * len * t * t];
    const [tx, ty] = [dx, dy + 2 * droop * t];
    const l = Math.hypot(tx, ty);
    let [nx, ny] = [-ty / l, tx / l];
    if (ny < 0) [nx, ny] = [-nx, -ny];
    const wdt = len * 0.17 * Math.pow(Math.sin(Math.PI * t), 0.75);
    const serr = i % 2 ? 1 : 0.4;
    down.push([px + nx * wdt * serr, py + ny * wdt * serr]);
    up.push([px - nx * wdt * 0.28, py - ny * wdt * 0.28]);
  }
  return `<path d="${polyline([...up, ...down.reverse()])}Z" fill="${fill}"/>`;
}

type Tone = Pick<Palette, 'leaf' | 'leafDark' | 'trunk'>;

/** Coconut palm: tapered curved trunk with rings, two layers of fronds, coconuts. */
function palm(
  s: Scene,
  x: number,
  y: number,
  size: number,
  lean: number,
  tone: Tone = s.p,
): string {
  const top: Pt = [x + lean * size, y - size];
  const c: Pt = [x + lean * size * 0.1, y - size * 0.6];
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * c[0] + t * t * top[0];
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * c[1] + t * t * top[1];
    const tx = 2 * (1 - t) * (c[0] - x) + 2 * t * (top[0] - c[0]);
    const ty = 2 * (1 - t) * (c[1] - y) + 2 * t * (top[1] - c[1]);
    const l = Math.hypot(tx, ty);
    const half = size * (0.03 - 0.013 * t);
    left.push([px - (ty / l) * half, py + (tx / l) * half]);
    right.push([px + (ty / l) * half, py - (tx / l) * half]);
  }
  const rings = left
    .slice(1, -1)
    .map((pt, i) => `M${n(pt[0])} ${n(pt[1])}L${n(right[i + 1][0])} ${n(right[i + 1][1])}`)
    .join('');
  const len = size * 0.52;
  const droop = (deg: number) => 0.42 + 0.55 * Math.max(0, -Math.sin((deg * Math.PI) / 180));
  const fronds = (angles: number[], scale: number, fill: string) =>
    angles
      .map((deg) => deg + between(s.r, -8, 8))
      .map((deg) => frond(top, deg, len * scale * between(s.r, 0.85, 1.1), droop(deg), fill))
      .join('');
  const nut = size * 0.028;
  return (
    `<path d="${polyline([...left, ...right.reverse()])}Z" fill="${tone.trunk}"/>` +
    `<path d="${rings}" stroke="${tone.leafDark}" stroke-width="${n(size * 0.007)}" opacity="0.35"/>` +
    fronds([-150, -100, -60, -20, 200], 0.9, tone.leafDark) +
    `<g fill="${mix(tone.trunk, '#000000', 0.35)}"><circle cx="${n(top[0] - nut)}" cy="${n(top[1] + nut)}" r="${n(nut)}"/><circle cx="${n(top[0] + nut)}" cy="${n(top[1] + nut * 1.3)}" r="${n(nut)}"/><circle cx="${n(top[0])}" cy="${n(top[1] + nut * 2)}" r="${n(nut)}"/></g>` +
    fronds([-172, -128, -82, -40, 4, 168], 1, tone.leaf)
  );
}

/** Round-crowned jungle canopy: a row of overlapping tree crowns over a solid base. */
function canopy(
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

/** Broad tree (e.g. a flamboyant) with a spreading crown of clustered blobs. */
function broadTree(
  s: Scene,
  x: number,
  y: number,
  size: number,
  trunk: string,
  colors: string[],
): string {
  let crown = `<ellipse cx="${n(x)}" cy="${n(y - size * 0.64)}" rx="${n(size * 0.72)}" ry="${n(size * 0.17)}" fill="#2f6b3e"/>`;
  for (let i = 0; i < 90; i++) {
    const a = between(s.r, Math.PI * 0.95, Math.PI * 2.05);
    const dist = Math.sqrt(s.r()) * size * 0.5;
    crown += `<circle cx="${n(x + Math.cos(a) * dist * 1.4)}" cy="${n(y - size * 0.64 + Math.sin(a) * dist * 0.5)}" r="${n(size * between(s.r, 0.045, 0.08))}" fill="${pick(s.r, colors)}"/>`;
  }
  const t = size * 0.05;
  return `<path d="M${n(x - t)} ${n(y)}L${n(x - t * 0.6)} ${n(y - size * 0.5)}L${n(x - size * 0.3)} ${n(y - size * 0.62)}L${n(x)} ${n(y - size * 0.55)}L${n(x + size * 0.28)} ${n(y - size * 0.64)}L${n(x + t * 0.6)} ${n(y - size * 0.5)}L${n(x + t)} ${n(y)}Z" fill="${trunk}"/>${crown}`;
}

function starfish(
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
  const dots = [0, 2, 4, 6, 8]
    .map(
      (i) =>
        `<circle cx="${n(pts[i][0] * 0.55)}" cy="${n(pts[i][1] * 0.55)}" r="${n(size * 0.07)}"/>`,
    )
    .join('');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(1 ${squash}) rotate(${rot})">` +
    `<path d="${polyline(pts)}Z" fill="${color}" stroke="${color}" stroke-width="${n(size * 0.28)}" stroke-linejoin="round"/>` +
    `<g fill="${mix(color, '#fff3d6', 0.45)}">${dots}<circle r="${n(size * 0.09)}"/></g></g>`
  );
}

function umbrella(x: number, y: number, size: number, color: string, pole: string): string {
  return (
    `<path d="M${n(x)} ${n(y)}L${n(x + size * 0.08)} ${n(y - size)}" stroke="${pole}" stroke-width="${n(size * 0.035)}"/>` +
    `<path d="M${n(x - size * 0.5)} ${n(y - size * 0.86)}Q${n(x + size * 0.08)} ${n(y - size * 1.38)} ${n(x + size * 0.66)} ${n(y - size * 0.86)}Z" fill="${color}"/>`
  );
}

/* ---------------------------------------------------------- vehicles etc. */
// Local artwork is drawn in its own units (about 100 across, ground or waterline at y = 0) and placed with place().

/** Speedboat (lancha) with a bimini top, facing right. */
function lancha(p: Palette, accent: string, people = 2): string {
  const heads = Array.from(
    { length: people },
    (_, i) => `<circle cx="${-14 + i * 9}" cy="-22" r="3.6"/>`,
  ).join('');
  return (
    `<ellipse cx="0" cy="2" rx="54" ry="3.5" fill="${p.shade}" opacity="0.25"/>` +
    `<g fill="${p.shade}" opacity="0.85">${heads}</g>` +
    `<path d="M-22 -14V-33M12 -15V-33" stroke="${p.shade}" stroke-width="1.5"/>` +
    `<path d="M-28 -35H18L14 -31H-24Z" fill="${accent}"/>` +
    `<path d="M-50 -14L46 -17Q54 -16 49 -9L38 2H-46Z" fill="${p.white}"/>` +
    `<path d="M-49 -7L48 -10L44 -5.5L-48 -3.5Z" fill="${accent}"/>` +
    `<rect x="-55" y="-16" width="6" height="15" rx="1.5" fill="${p.shade}"/>`
  );
}

/** Foam trailing from a boat's stern at x = -50 (local units), plus a bow wave at x = 50. */
const wake = (p: Palette, len: number) =>
  `<g fill="${p.white}">` +
  Array.from({ length: 6 }, (_, i) => {
    const t = i / 5;
    return `<ellipse cx="${n(-52 - len * t)}" cy="${n(1 + t * 2)}" rx="${n(6 + len * 0.12)}" ry="${n(2.2 + t * 1.5)}" opacity="${n(0.75 - t * 0.6)}"/>`;
  }).join('') +
  `<ellipse cx="50" cy="1.5" rx="9" ry="2" opacity="0.8"/></g>`;

/** Sailing catamaran with bunting, facing right. */
function catamaran(p: Palette, sails = true, crowd = 6): string {
  const people = Array.from({ length: crowd }, (_, i) => {
    const x = -34 + i * 11;
    const color = [BRAND.coral, BRAND.sun, BRAND.teal, '#e85d75'][i % 4];
    return `<rect x="${x - 2.5}" y="-28" width="5" height="9" rx="2" fill="${color}"/><circle cx="${x}" cy="-31" r="2.6" fill="${p.shade}"/>`;
  }).join('');
  const pennants = (x1: number, y1: number, x2: number, y2: number) =>
    Array.from({ length: 9 }, (_, i) => {
      const t = (i + 0.5) / 9;
      const [x, y] = [lerp(x1, x2, t), lerp(y1, y2, t)];
      return `<path d="M${n(x - 2)} ${n(y)}L${n(x + 2)} ${n(y)}L${n(x)} ${n(y + 5)}Z" fill="${[BRAND.coral, BRAND.sun, BRAND.teal][i % 3]}"/>`;
    }).join('');
  const sailArt = sails
    ? `<path d="M-2 -112L-2 -30L-44 -30Z" fill="${p.white}"/><path d="M-2 -112L-2 -30L-14 -30Z" fill="${p.shade}" opacity="0.08"/><path d="M3 -104L50 -14L5 -28Z" fill="${mix(p.white, p.shade, 0.08)}"/>`
    : `<path d="M-4 -30L-2 -110L2 -30Z" fill="${p.white}"/>`;
  return (
    `<ellipse cx="2" cy="3" rx="60" ry="4" fill="${p.shade}" opacity="0.25"/>` +
    `<path d="M0 -30V-116" stroke="${mix(p.shade, '#888888', 0.5)}" stroke-width="1.6"/>` +
    `<path d="M0 -114L52 -10M0 -114L-52 -12" stroke="${mix(p.shade, '#888888', 0.4)}" stroke-width="0.6"/>` +
    pennants(0, -112, 52, -12) +
    pennants(0, -112, -52, -14) +
    sailArt +
    `<g transform="translate(10 -8)"><path d="M-44 -10L56 -10Q62 -8 56 -1L-40 -1Q-46 -5 -44 -10Z" fill="${mix(p.white, p.shade, 0.2)}"/><path d="M-42 -4L59 -4L56 -1L-40 -1Z" fill="${mix(BRAND.teal, p.shade, 0.3)}"/></g>` +
    `<rect x="-42" y="-16" width="96" height="7" fill="${p.shade}" opacity="0.55"/>` +
    `<rect x="-46" y="-20" width="100" height="5" fill="${p.white}"/><path d="M-46 -24H52" stroke="${mix(p.white, p.shade, 0.4)}" stroke-width="0.8"/>` +
    people +
    `<path d="M-22 -20L-18 -31H16L22 -20Z" fill="${p.white}"/><path d="M-15 -29H14L16 -24H-17Z" fill="${p.shade}" opacity="0.7"/>` +
    `<path d="M-52 -10L54 -10Q60 -8 53 2L-46 2Q-53 -2 -52 -10Z" fill="${p.white}"/>` +
    `<path d="M-50 -3L57 -3L53 2L-46 2Z" fill="${BRAND.teal}" opacity="0.85"/>`
  );
}

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

/** Zip-line rider hanging from a trolley at (0, 0). */
function zipRider(): string {
  return (
    `<rect x="-5" y="-3" width="10" height="5" rx="1.5" fill="#3b3f44"/>` +
    `<path d="M0 1L1 18M0 1L-3 18" stroke="#3b3f44" stroke-width="1.3"/>` +
    `<path d="M1 30L-1 12" stroke="#e0a27a" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="M-1 27L-2 41" stroke="${BRAND.coral}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M-2 41L12 44L15 55" stroke="#26425a" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<circle cx="1" cy="21" r="5.5" fill="#e0a27a"/><path d="M-4.8 20A5.8 5.8 0 0 1 6.8 20Z" fill="${BRAND.sun}"/>`
  );
}

/** Snorkeler floating face-down, head to the right, seen from the side. */
function snorkeler(): string {
  return (
    `<path d="M-8 2L-40 -2M-8 6L-38 10" stroke="#c98b5e" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M-38 -6L-56 -12L-52 2ZM-36 6L-54 4L-48 16Z" fill="${BRAND.sun}"/>` +
    `<ellipse cx="12" cy="2" rx="22" ry="8" fill="#c98b5e"/>` +
    `<path d="M-10 -2Q0 -7 14 -5L14 10Q0 10 -10 7Z" fill="${BRAND.coral}"/>` +
    `<path d="M26 6L52 18" stroke="#c98b5e" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="40" cy="0" r="8" fill="#c98b5e"/>` +
    `<rect x="42" y="2" width="9" height="7" rx="2" fill="#7fd3d9" stroke="#1e3a44" stroke-width="1.6"/>` +
    `<path d="M38 -6V-24" stroke="${BRAND.sun}" stroke-width="3" stroke-linecap="round"/>`
  );
}

/** Tropical fish, length about 20, facing right. */
function fish(color: string, stripe?: string): string {
  return (
    `<path d="M-8 0L-16 -6L-15 6Z" fill="${color}"/><ellipse cx="0" cy="0" rx="10" ry="5.5" fill="${color}"/>` +
    (stripe
      ? `<path d="M-1 -5.2Q1 0 -1 5.2" stroke="${stripe}" stroke-width="2.2" fill="none"/>`
      : '') +
    `<circle cx="5.5" cy="-1.2" r="1.3" fill="#10242a"/>`
  );
}

/** Southern stingray seen from above, wingspan 100. */
function ray(color: string): string {
  return (
    `<path d="M0 22Q4 52 -2 82" stroke="${color}" stroke-width="2.2" fill="none" stroke-linecap="round"/>` +
    `<path d="M0 -30C12 -29 34 -12 48 -2Q50 2 46 4C32 12 14 22 0 26C-14 22 -32 12 -46 4Q-50 2 -48 -2C-34 -12 -12 -29 0 -30Z" fill="${color}"/>` +
    `<path d="M0 -26C9 -22 12 -2 0 18C-12 -2 -9 -22 0 -26Z" fill="#ffffff" opacity="0.1"/>` +
    `<path d="M-46 4C-32 12 -14 22 0 26C14 22 32 12 46 4" stroke="#ffffff" stroke-opacity="0.2" stroke-width="1.5" fill="none"/>` +
    `<circle cx="-5" cy="-20" r="1.7" fill="#0c1a1f"/><circle cx="5" cy="-20" r="1.7" fill="#0c1a1f"/>`
  );
}

/** Nurse shark, length 100, facing right. */
function shark(color: string): string {
  return (
    `<path d="M50 0C40 -9 10 -10 -20 -6L-44 -2L-56 -14L-52 2L-62 8L-44 5C-10 8 30 8 50 0Z" fill="${color}"/>` +
    `<path d="M-2 -8L4 -20L12 -8ZM-24 -6L-20 -14L-14 -6ZM10 6L2 16L-2 6Z" fill="${color}"/>` +
    `<circle cx="40" cy="-3" r="1.3" fill="#111"/>`
  );
}

/* ------------------------------------------------------- underwater pieces */

function underwater(s: Scene, top: number, light: string, deep: string): string {
  const { w, h, d, r } = s;
  let out = `<rect y="${n(top)}" width="${w}" height="${n(h - top + 2)}" fill="${d.vgrad(
    [
      [0, light],
      [1, deep],
    ],
    top,
    h,
  )}"/>`;
  const ray = d.vgrad(
    [
      [0, '#ffffff', 0.28],
      [1, '#ffffff', 0],
    ],
    top,
    h * 0.95,
  );
  for (let i = 0; i < 6; i++) {
    const x = between(r, 0.05, 0.95) * w;
    const wd = between(r, 0.02, 0.06) * w;
    const slant = w * 0.12;
    out += `<path d="M${n(x)} ${n(top)}H${n(x + wd)}L${n(x + wd * 2.5 + slant)} ${n(h)}H${n(x + slant)}Z" fill="${ray}"/>`;
  }
  return out;
}

function bubbles(s: Scene, x: number, y: number, count: number, size: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${n(x + between(s.r, -1, 1) * size * 2)}" cy="${n(y - i * size * 2.4)}" r="${n(size * between(s.r, 0.4, 1))}" fill="none" stroke="#ffffff" stroke-width="${n(size * 0.25)}" opacity="0.6"/>`;
  }
  return out;
}

/** Sandy sea floor with ripples and a blue tint. */
function seabed(s: Scene, y: number, amp: number, sand: string, tint: string): string {
  const nz = noise1d(s.r);
  let out = land(
    s,
    (t) => y - amp * nz(t),
    s.d.vgrad(
      [
        [0, mix(sand, tint, 0.6)],
        [1, mix(sand, tint, 0.25)],
      ],
      y - amp,
      s.h,
    ),
  );
  for (let i = 0; i < 30; i++) {
    const t = s.r();
    const yy = lerp(y + amp * 0.2, s.h, t);
    const len = s.w * (0.02 + 0.05 * t);
    out += `<path d="M${n(between(s.r, 0, 1) * s.w)} ${n(yy)}q${n(len / 2)} ${n(-len * 0.1)} ${n(len)} 0" stroke="#ffffff" stroke-width="${n(s.h * 0.002)}" fill="none" opacity="0.25"/>`;
  }
  return out;
}

function branchCoral(s: Scene, x: number, y: number, size: number, color: string): string {
  let d = '';
  const grow = (x0: number, y0: number, ang: number, len: number, depth: number) => {
    const [x1, y1] = [x0 + Math.cos(ang) * len, y0 + Math.sin(ang) * len];
    d += `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`;
    if (depth > 0) {
      grow(x1, y1, ang - between(s.r, 0.25, 0.6), len * 0.72, depth - 1);
      grow(x1, y1, ang + between(s.r, 0.25, 0.6), len * 0.72, depth - 1);
    }
  };
  grow(x, y, -Math.PI / 2, size * 0.35, 3);
  return `<path d="${d}" stroke="${color}" stroke-width="${n(size * 0.07)}" stroke-linecap="round" fill="none"/>`;
}

/** Gorgonian sea fan: a flat, finely branching net. */
function fanCoral(s: Scene, x: number, y: number, size: number, color: string): string {
  let d = '';
  const grow = (x0: number, y0: number, ang: number, len: number, depth: number) => {
    const [x1, y1] = [x0 + Math.cos(ang) * len, y0 + Math.sin(ang) * len];
    d += `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`;
    if (depth > 0) {
      grow(x1, y1, ang - between(s.r, 0.18, 0.4), len * 0.8, depth - 1);
      grow(x1, y1, ang + between(s.r, 0.18, 0.4), len * 0.8, depth - 1);
    }
  };
  grow(x, y, -Math.PI / 2 + between(s.r, -0.15, 0.15), size * 0.2, 5);
  return (
    `<ellipse cx="${n(x)}" cy="${n(y - size * 0.55)}" rx="${n(size * 0.5)}" ry="${n(size * 0.42)}" fill="${color}" opacity="0.3"/>` +
    `<path d="${d}" stroke="${color}" stroke-width="${n(size * 0.022)}" stroke-linecap="round" fill="none"/>`
  );
}

function brainCoral(x: number, y: number, r: number, color: string): string {
  const dark = mix(color, '#000000', 0.22);
  return (
    `<path d="M${n(x - r)} ${n(y)}A${n(r)} ${n(r * 0.75)} 0 0 1 ${n(x + r)} ${n(y)}Z" fill="${color}"/>` +
    `<path d="M${n(x - r * 0.7)} ${n(y - r * 0.2)}q${n(r * 0.2)} ${n(-r * 0.25)} ${n(r * 0.4)} 0t${n(r * 0.4)} 0t${n(r * 0.4)} 0M${n(x - r * 0.45)} ${n(y - r * 0.45)}q${n(r * 0.15)} ${n(-r * 0.2)} ${n(r * 0.3)} 0t${n(r * 0.3)} 0t${n(r * 0.3)} 0" stroke="${dark}" stroke-width="${n(r * 0.06)}" fill="none"/>`
  );
}

function tubeSponge(x: number, y: number, h: number, color: string): string {
  return [-0.18, 0, 0.16]
    .map((dx, i) => {
      const hh = h * [0.75, 1, 0.6][i];
      const tw = h * 0.12;
      return `<rect x="${n(x + dx * h - tw / 2)}" y="${n(y - hh)}" width="${n(tw)}" height="${n(hh)}" rx="${n(tw / 2)}" fill="${color}"/><ellipse cx="${n(x + dx * h)}" cy="${n(y - hh + tw * 0.35)}" rx="${n(tw * 0.32)}" ry="${n(tw * 0.18)}" fill="${mix(color, '#000000', 0.45)}"/>`;
    })
    .join('');
}

function seaweed(s: Scene, x: number, y: number, h: number, color: string): string {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const x0 = x + between(s.r, -1, 1) * h * 0.1;
    const hh = h * between(s.r, 0.6, 1);
    d += `M${n(x0)} ${n(y)}q${n(h * 0.12)} ${n(-hh * 0.25)} 0 ${n(-hh * 0.5)}t0 ${n(-hh * 0.5)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${n(h * 0.05)}" stroke-linecap="round" fill="none"/>`;
}

const CORAL_COLORS = ['#e8735a', '#f6b042', '#c2410c', '#b65fa8', '#ef8fa0', '#7a5cc0', '#f2c14e'];

/** A strip of mixed corals along y, getting bigger toward the front. */
function reef(
  s: Scene,
  y: number,
  count: number,
  size: number,
  x0 = 0,
  x1 = 1,
  rocks = true,
): string {
  let out = '';
  for (let i = 0; rocks && i < count * 0.6; i++) {
    const x = lerp(x0, x1, (i + s.r()) / (count * 0.6)) * s.w;
    const rw = size * between(s.r, 0.5, 1);
    out += `<ellipse cx="${n(x)}" cy="${n(y + size * 0.45)}" rx="${n(rw)}" ry="${n(rw * 0.55)}" fill="${pick(s.r, ['#5a6f6c', '#687d74', '#4f625f'])}"/>`;
  }
  for (let i = 0; i < count; i++) {
    const x = lerp(x0, x1, (i + s.r()) / count) * s.w;
    const yy = y + between(s.r, -0.3, 1) * size * 0.6;
    const k = size * between(s.r, 0.6, 1.2);
    const color = pick(s.r, CORAL_COLORS);
    const kind = Math.floor(s.r() * 5);
    if (kind === 0) out += branchCoral(s, x, yy, k, color);
    else if (kind === 1) out += fanCoral(s, x, yy, k, pick(s.r, ['#b65fa8', '#7a5cc0', '#e8735a']));
    else if (kind === 2) out += brainCoral(x, yy, k * 0.45, color);
    else if (kind === 3) out += tubeSponge(x, yy, k * 0.8, color);
    else out += seaweed(s, x, yy, k, '#3c9a6a');
  }
  return out;
}

function school(
  s: Scene,
  cx: number,
  cy: number,
  count: number,
  size: number,
  colors: string[],
  flip = false,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const c = pick(s.r, colors);
    out += place(
      cx + between(s.r, -1, 1) * size * 5,
      cy + between(s.r, -1, 1) * size * 2.2,
      size / 20,
      fish(c, s.r() > 0.5 ? '#ffffff' : undefined),
      flip,
    );
  }
  return out;
}

/** Wavy water surface band seen from the side (for split above/below views). */
function waterline(s: Scene, y: number): string {
  const pts: Pt[] = Array.from({ length: 41 }, (_, i): Pt => [
    (i / 40) * s.w,
    y + Math.sin(i * 1.3) * s.h * 0.006,
  ]);
  return (
    `<path d="${smooth(pts)}L${s.w} ${n(y + s.h * 0.03)}L0 ${n(y + s.h * 0.03)}Z" fill="#ffffff" opacity="0.22"/>` +
    `<path d="${smooth(pts)}" stroke="#ffffff" stroke-width="${n(s.h * 0.005)}" fill="none" opacity="0.85"/>`
  );
}

/* ---------------------------------------------------------- colonial pieces */

const archPath = (x0: number, x1: number, bottom: number, top: number) => {
  const r = (x1 - x0) / 2;
  return `M${n(x0)} ${n(bottom)}V${n(top + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x1)} ${n(top + r)}V${n(bottom)}Z`;
};

interface FacadeOpts {
  color: string;
  arches: number;
  upper: 'arches' | 'windows' | 'none';
  shutter: string;
  tower?: 'left' | 'right';
}

/** Colonial coral-stone building seen from the front (bottom edge at `base`). */
function facade(s: Scene, x: number, base: number, w: number, h: number, o: FacadeOpts): string {
  const { d } = s;
  const dark = mix(o.color, '#3b2a1c', 0.35);
  const bh = s.h * 0.022;
  const blocks = d.pattern(
    bh * 3,
    bh * 2,
    `<path d="M0 ${n(bh)}H${n(bh * 3)}M0 ${n(bh * 2)}H${n(bh * 3)}M${n(bh * 1.5)} 0V${n(bh)}M0 ${n(bh)}V${n(bh * 2)}" stroke="${dark}" stroke-width="1" opacity="0.35"/>`,
  );
  const shadowInside = d.linear([
    [0, '#2a1d14'],
    [1, '#5b4433'],
  ]);
  const top = base - h;
  const split = o.upper === 'none' ? top + h * 0.34 : top + h * 0.48;
  let out = '';
  if (o.tower) {
    const tw = w * 0.2;
    const tx = o.tower === 'left' ? x + w * 0.04 : x + w * 0.76;
    const th = h * 0.55;
    out +=
      `<rect x="${n(tx)}" y="${n(top - th)}" width="${n(tw)}" height="${n(th + 2)}" fill="${o.color}"/><rect x="${n(tx)}" y="${n(top - th)}" width="${n(tw)}" height="${n(th)}" fill="${blocks}"/>` +
      `<path d="${archPath(tx + tw * 0.3, tx + tw * 0.7, top - th * 0.35, top - th * 0.85)}" fill="${shadowInside}"/>` +
      `<path d="M${n(tx - tw * 0.08)} ${n(top - th)}H${n(tx + tw * 1.08)}L${n(tx + tw * 0.5)} ${n(top - th * 1.35)}Z" fill="${dark}"/>`;
  }
  out += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${o.color}"/><rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${blocks}"/>`;
  out += `<rect x="${n(x - w * 0.015)}" y="${n(top - s.h * 0.018)}" width="${n(w * 1.03)}" height="${n(s.h * 0.026)}" fill="${dark}"/>`;
  for (let i = 0; i < 14; i++) {
    out += `<rect x="${n(x + (i / 14) * w + w * 0.012)}" y="${n(top - s.h * 0.04)}" width="${n(w * 0.035)}" height="${n(s.h * 0.024)}" fill="${dark}"/>`;
  }
  out += `<rect x="${n(x - w * 0.01)}" y="${n(split - s.h * 0.008)}" width="${n(w * 1.02)}" height="${n(s.h * 0.016)}" fill="${dark}" opacity="0.8"/>`;
  if (o.upper === 'none') {
    const [rx, ry, rr] = [x + w / 2, top + (split - top) * 0.5, (split - top) * 0.32];
    const spokes = Array.from(
      { length: 8 },
      (_, k) =>
        `M${n(rx)} ${n(ry)}l${n(Math.cos((k * Math.PI) / 4) * rr)} ${n(Math.sin((k * Math.PI) / 4) * rr)}`,
    ).join('');
    out += `<circle cx="${n(rx)}" cy="${n(ry)}" r="${n(rr * 1.2)}" fill="${dark}" opacity="0.5"/><circle cx="${n(rx)}" cy="${n(ry)}" r="${n(rr)}" fill="${shadowInside}"/><path d="${spokes}" stroke="${o.color}" stroke-width="${n(rr * 0.08)}"/><circle cx="${n(rx)}" cy="${n(ry)}" r="${n(rr * 0.25)}" fill="${o.color}"/>`;
  }
  const bay = w / o.arches;
  for (let i = 1; i < o.arches; i++)
    out += `<rect x="${n(x + bay * i - w * 0.007)}" y="${n(top)}" width="${n(w * 0.014)}" height="${n(h)}" fill="${dark}" opacity="0.25"/>`;
  for (let i = 0; i < o.arches; i++) {
    const cx = x + bay * (i + 0.5);
    const aw = bay * 0.6;
    out += `<path d="${archPath(cx - aw / 2 - bay * 0.04, cx + aw / 2 + bay * 0.04, base, split + (base - split) * 0.1 - bay * 0.04)}" fill="${dark}" opacity="0.45"/>`;
    out += `<path d="${archPath(cx - aw / 2, cx + aw / 2, base, split + (base - split) * 0.1)}" fill="${shadowInside}"/>`;
    if (i % 2 === 1 && o.upper !== 'arches') {
      out += `<path d="${archPath(cx - aw * 0.36, cx + aw * 0.36, base, split + (base - split) * 0.22)}" fill="${o.shutter}"/><path d="M${n(cx)} ${n(base)}V${n(split + (base - split) * 0.3)}" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>`;
    }
    if (o.upper === 'arches') {
      const uw = aw * 0.8;
      out += `<path d="${archPath(cx - uw / 2, cx + uw / 2, split - (split - top) * 0.08, top + (split - top) * 0.22)}" fill="${shadowInside}"/>`;
      out += `<rect x="${n(cx - bay / 2)}" y="${n(split - (split - top) * 0.3)}" width="${n(bay)}" height="${n((split - top) * 0.04)}" fill="${dark}"/>`;
      for (let k = 0; k < 5; k++)
        out += `<rect x="${n(cx - uw / 2 + (k + 0.3) * (uw / 5))}" y="${n(split - (split - top) * 0.27)}" width="${n(uw * 0.07)}" height="${n((split - top) * 0.19)}" fill="${o.color}"/>`;
    } else if (o.upper === 'windows') {
      const ww = bay * 0.34;
      const wt = top + (split - top) * 0.2;
      const wb = split - (split - top) * 0.16;
      out +=
        `<rect x="${n(cx - ww / 2)}" y="${n(wt)}" width="${n(ww)}" height="${n(wb - wt)}" fill="${o.shutter}"/>` +
        `<path d="M${n(cx)} ${n(wt)}V${n(wb)}" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>` +
        `<path d="M${n(cx - ww / 2)} ${n(wt + (wb - wt) * 0.33)}h${n(ww)}M${n(cx - ww / 2)} ${n(wt + (wb - wt) * 0.66)}h${n(ww)}" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>` +
        `<rect x="${n(cx - ww * 0.7)}" y="${n(wt - s.h * 0.014)}" width="${n(ww * 1.4)}" height="${n(s.h * 0.012)}" fill="${dark}"/>` +
        `<rect x="${n(cx - ww * 0.75)}" y="${n(wb - s.h * 0.004)}" width="${n(ww * 1.5)}" height="${n(s.h * 0.01)}" fill="${dark}"/>` +
        `<path d="M${n(cx - ww * 0.7)} ${n(wb - (wb - wt) * 0.3)}h${n(ww * 1.4)}${Array.from({ length: 7 }, (_, k) => `M${n(cx - ww * 0.7 + (k * ww * 1.4) / 6)} ${n(wb - (wb - wt) * 0.3)}v${n((wb - wt) * 0.3)}`).join('')}" stroke="#2b2b30" stroke-width="2"/>`;
    }
  }
  return out;
}

/** Pastel colonial house for a street row. */
function house(
  s: Scene,
  x: number,
  base: number,
  w: number,
  h: number,
  color: string,
  shutter: string,
): string {
  const dark = mix(color, '#3b2a1c', 0.3);
  const door = archPath(x + w * 0.36, x + w * 0.64, base, base - h * 0.52);
  const win = (cx: number) =>
    `<rect x="${n(cx - w * 0.09)}" y="${n(base - h * 0.86)}" width="${n(w * 0.18)}" height="${n(h * 0.24)}" fill="${shutter}"/><path d="M${n(cx)} ${n(base - h * 0.86)}v${n(h * 0.24)}" stroke="#000" stroke-opacity="0.3" stroke-width="2"/><rect x="${n(cx - w * 0.12)}" y="${n(base - h * 0.64)}" width="${n(w * 0.24)}" height="${n(h * 0.02)}" fill="${dark}"/><path d="M${n(cx - w * 0.11)} ${n(base - h * 0.7)}h${n(w * 0.22)}" stroke="#2b2b30" stroke-width="2"/>`;
  return (
    `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" fill="${color}"/>` +
    `<rect x="${n(x - 3)}" y="${n(base - h - s.h * 0.02)}" width="${n(w + 6)}" height="${n(s.h * 0.025)}" fill="${dark}"/>` +
    `<rect x="${n(x)}" y="${n(base - h * 0.08)}" width="${n(w)}" height="${n(h * 0.08)}" fill="${dark}" opacity="0.5"/>` +
    `<path d="${door}" fill="${shutter}"/><path d="M${n(x + w * 0.5)} ${n(base)}V${n(base - h * 0.4)}" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>` +
    win(x + w * 0.2) +
    win(x + w * 0.8)
  );
}

function lampPost(x: number, y: number, h: number, lit = false): string {
  return (
    `<path d="M${n(x)} ${n(y)}V${n(y - h)}" stroke="#24262b" stroke-width="${n(h * 0.03)}"/>` +
    `<path d="M${n(x - h * 0.06)} ${n(y - h)}h${n(h * 0.12)}l${n(-h * 0.02)} ${n(-h * 0.14)}h${n(-h * 0.08)}Z" fill="${lit ? BRAND.sun : '#3a3d44'}"/>` +
    `<path d="M${n(x - h * 0.08)} ${n(y - h * 1.14)}h${n(h * 0.16)}l${n(-h * 0.08)} ${n(-h * 0.06)}Z" fill="#24262b"/>`
  );
}

function cobbles(s: Scene, top: number, color: string): string {
  const k = s.h * 0.03;
  const stones = s.d.pattern(
    k * 2,
    k,
    `<rect width="${n(k * 2)}" height="${n(k)}" fill="${color}"/><g fill="${mix(color, '#fffaf2', 0.25)}"><rect x="1.5" y="1.5" width="${n(k - 3)}" height="${n(k / 2 - 3)}" rx="3"/><rect x="${n(k + 1.5)}" y="1.5" width="${n(k - 3)}" height="${n(k / 2 - 3)}" rx="3"/><rect x="${n(k / 2 + 1.5)}" y="${n(k / 2 + 1.5)}" width="${n(k - 3)}" height="${n(k / 2 - 3)}" rx="3"/><rect x="${n(-k / 2 + 1.5)}" y="${n(k / 2 + 1.5)}" width="${n(k - 3)}" height="${n(k / 2 - 3)}" rx="3"/><rect x="${n(k * 1.5 + 1.5)}" y="${n(k / 2 + 1.5)}" width="${n(k - 3)}" height="${n(k / 2 - 3)}" rx="3"/></g>`,
  );
  const shade = s.d.vgrad(
    [
      [0, '#000000', 0.15],
      [1, '#000000', 0],
    ],
    top,
    s.h,
  );
  return `<rect y="${n(top)}" width="${s.w}" height="${n(s.h - top)}" fill="${stones}"/><rect y="${n(top)}" width="${s.w}" height="${n(s.h - top)}" fill="${shade}"/>`;
}

/* ================================================================ scenes */

type Builder = (s: Scene, v: number) => string;

/** Golden-hour beach with palms: the site hero. */
const heroBeach: Builder = (s) => {
  const { w, h, p } = s;
  const horizon = h * 0.6;
  return (
    sky(s, horizon) +
    sun(s, w * 0.62, h * 0.5, h * 0.055) +
    clouds(s, 5, h * 0.1, h * 0.42) +
    sea(s, horizon, h, w * 0.62) +
    place(w * 0.3, horizon + h * 0.05, h * 0.0009, catamaran(p), false) +
    beach(s, h * 0.84, h * 0.78) +
    umbrella(w * 0.72, h * 0.92, h * 0.12, BRAND.coral, p.trunk) +
    umbrella(w * 0.82, h * 0.9, h * 0.1, BRAND.teal, p.trunk) +
    palm(s, w * 0.06, h * 1.02, h * 0.78, 0.38) +
    palm(s, w * 0.16, h * 1.02, h * 0.6, 0.18) +
    palm(s, w * 0.95, h * 1.02, h * 0.62, -0.32)
  );
};

/** Plain morning beach: neutral fallback for tours without a photo. */
const calmBeach: Builder = (s) => {
  const { w, h, p } = s;
  const horizon = h * 0.52;
  return (
    sky(s, horizon) +
    sun(s, w * 0.22, h * 0.3, h * 0.05, 4) +
    clouds(s, 4, h * 0.08, h * 0.4) +
    sea(s, horizon, h) +
    place(w * 0.42, horizon + h * 0.03, h * 0.0006, catamaran(p, true, 0)) +
    beach(s, h * 0.8, h * 0.74) +
    palm(s, w * 0.86, h * 1.02, h * 0.8, -0.3) +
    palm(s, w * 0.95, h * 1.02, h * 0.55, -0.12)
  );
};

/** Coastal road with the transfer van. */
const coastRoad: Builder = (s) => {
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

/** Night beach club: string lights, palapa bar, beams and bokeh. */
const beachClub: Builder = (s) => {
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

/** Coastline seen from the air: reef, shallows, beach, palm tops, resort pools. */
const aerialCoast: Builder = (s, v) => {
  const { w, h, d, r } = s;
  const nz = noise1d(r);
  const xAt = (t: number) => w * (0.5 - 0.18 * t + (v ? 0.05 : 0)) + w * 0.05 * (nz(t) - 0.5) * 2;
  const leftOf = (dx: number, fill: string, extra = '') => {
    const pts: Pt[] = Array.from({ length: 25 }, (_, i): Pt => [
      xAt(i / 24) + dx,
      (i / 24) * h * 1.04 - h * 0.02,
    ]);
    return `<path d="${smooth(pts)}L${n(-w * 0.02)} ${n(h * 1.02)}L${n(-w * 0.02)} ${n(-h * 0.02)}Z" fill="${fill}" ${extra}/>`;
  };
  const seaFill = d.vgrad(
    [
      [0, '#8fe0dc'],
      [0.15, '#3cb8c0'],
      [0.4, '#178a99'],
      [0.75, '#0b6e79'],
      [1, '#0a5068'],
    ],
    h * 0.3,
    h * 0.5,
    w * 0.3,
    w,
  );
  let reefs = '';
  for (let i = 0; i < 22; i++) {
    const t = r();
    reefs += `<ellipse cx="${n(xAt(t) + w * between(r, 0.1, 0.22))}" cy="${n(t * h)}" rx="${n(w * between(r, 0.015, 0.05))}" ry="${n(h * between(r, 0.015, 0.04))}" fill="#0b5a66" opacity="${n(between(r, 0.2, 0.4))}"/>`;
  }
  let tops = '';
  const palmTop = (x: number, y: number, k: number) => {
    let leaves = '';
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * 360 + r() * 20;
      leaves += `<path d="M0 0Q${n(k * 0.5)} ${n(-k * 0.25)} ${n(k)} 0Q${n(k * 0.5)} ${n(k * 0.25)} 0 0Z" transform="rotate(${n(a)})"/>`;
    }
    return `<g transform="translate(${n(x)} ${n(y)})"><g fill="#000" opacity="0.22" transform="translate(${n(k * 0.3)} ${n(k * 0.3)})">${leaves}</g><g fill="${pick(r, ['#2f8f4e', '#3a9a58', '#27784a'])}">${leaves}</g><circle r="${n(k * 0.15)}" fill="#5b4a2a"/></g>`;
  };
  for (let i = 0; i < 130; i++) {
    const t = r();
    const depth = Math.pow(r(), 1.6);
    tops += palmTop(xAt(t) - w * (0.075 + depth * 0.45), t * h, h * between(r, 0.03, 0.05));
  }
  let resort = '';
  for (let i = 0; i < 2; i++) {
    const t = 0.2 + i * 0.45;
    const [x, y] = [xAt(t) - w * 0.26, t * h];
    const [rw, rh] = [w * 0.12, h * 0.1];
    const [px, py] = [x - rw * 1.25, y + rh * 0.05];
    resort +=
      `<rect x="${n(x - rw * 0.15)}" y="${n(y - rh * 0.3)}" width="${n(rw * 1.3)}" height="${n(rh * 1.6)}" rx="${n(h * 0.01)}" fill="#efe3cc"/>` +
      `<path d="M${n(x)} ${n(y)}h${n(rw * 0.7)}q${n(rw * 0.3)} 0 ${n(rw * 0.3)} ${n(rh * 0.5)}t${n(-rw * 0.3)} ${n(rh * 0.5)}h${n(-rw * 0.7)}q${n(-rw * 0.15)} ${n(-rh * 0.5)} 0 ${n(-rh)}Z" fill="#4fd2dc" stroke="#ffffff" stroke-width="${n(h * 0.005)}"/>` +
      `<rect x="${n(px)}" y="${n(py - rh * 0.4)}" width="${n(rw)}" height="${n(rh * 1.3)}" fill="#c8552a"/>` +
      `<path d="M${n(px)} ${n(py - rh * 0.4)}L${n(px + rw * 0.3)} ${n(py + rh * 0.25)}L${n(px)} ${n(py + rh * 0.9)}M${n(px + rw)} ${n(py - rh * 0.4)}L${n(px + rw * 0.7)} ${n(py + rh * 0.25)}L${n(px + rw)} ${n(py + rh * 0.9)}M${n(px + rw * 0.3)} ${n(py + rh * 0.25)}H${n(px + rw * 0.7)}" stroke="#8a2e0a" stroke-width="${n(h * 0.003)}" fill="none"/>` +
      `<path d="M${n(px + rw * 0.3)} ${n(py + rh * 0.25)}L${n(px + rw)} ${n(py + rh * 0.9)}H${n(px)}Z" fill="#000000" opacity="0.12"/>`;
  }
  let boats = '';
  for (let i = 0; i < 4; i++) {
    const t = between(r, 0.1, 0.9);
    const x = xAt(t) + w * between(r, 0.12, 0.4);
    const y = t * h;
    boats += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(between(r, -40, 40))})"><path d="M0 0L${n(-h * 0.16)} ${n(-h * 0.03)}M0 0L${n(-h * 0.16)} ${n(h * 0.03)}" stroke="#ffffff" stroke-width="${n(h * 0.004)}" opacity="0.6"/><path d="M${n(-h * 0.025)} ${n(-h * 0.008)}H${n(h * 0.015)}L${n(h * 0.028)} 0L${n(h * 0.015)} ${n(h * 0.008)}H${n(-h * 0.025)}Z" fill="#ffffff"/></g>`;
  }
  let swell = '';
  for (let k = 1; k <= 4; k++) {
    const pts: Pt[] = Array.from({ length: 25 }, (_, i): Pt => [
      xAt(i / 24) + w * 0.02 * k + Math.sin(i + k) * w * 0.004,
      (i / 24) * h,
    ]);
    swell += `<path d="${smooth(pts)}" stroke="#ffffff" stroke-width="${n(h * 0.003)}" fill="none" opacity="${n(0.5 - k * 0.1)}" stroke-dasharray="${n(h * 0.08)} ${n(h * 0.05)}"/>`;
  }
  return (
    `<rect width="${w}" height="${h}" fill="${seaFill}"/>` +
    reefs +
    swell +
    leftOf(w * 0.1, '#8fe0dc', 'opacity="0.35"') +
    leftOf(w * 0.045, '#a6ebe4', 'opacity="0.7"') +
    leftOf(w * 0.008, '#ffffff', 'opacity="0.9"') +
    leftOf(0, BRAND.sand) +
    leftOf(-w * 0.012, BRAND.sand2, 'opacity="0.7"') +
    leftOf(
      -w * 0.06,
      d.linear(
        [
          [0, '#3f9158'],
          [1, '#2a6e45'],
        ],
        [0, 0, 1, 1],
      ),
    ) +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<ellipse cx="${n(r() * (xAt(i / 11) - w * 0.16))}" cy="${n((i / 11) * h)}" rx="${n(w * between(r, 0.03, 0.08))}" ry="${n(h * between(r, 0.04, 0.1))}" fill="#24613c" opacity="0.5"/>`,
    ).join('') +
    resort +
    tops +
    boats
  );
};

/** Isla Saona: white sand, palms, starfish in the shallows; natural pool; golden beach. */
const saona: Builder = (s, v) => {
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
    for (const [x, k, lean] of [
      [0.04, 0.7, 0.35],
      [0.17, 0.55, 0.2],
      [0.86, 0.6, -0.25],
      [0.97, 0.72, -0.3],
    ])
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

/** Buggies on the orange dirt track (or on Macao beach). */
const buggies: Builder = (s, v) => {
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

/** Santo Domingo's Zona Colonial: arcade palace, pastel street, cathedral. */
const colonial: Builder = (s, v) => {
  const { w, h, p } = s;
  const base = h * 0.8;
  if (v === 1) {
    const colors = ['#f2c6a0', '#9fd6c9', '#f6d37a', '#e8a79a', '#c9d9f0', '#f3e2c3'];
    const shutters = ['#0b6e79', '#c2410c', '#2f6f4e', '#6b3f22', '#0b6e79', '#8a2e0a'];
    let row = '';
    let x = -w * 0.03;
    for (let i = 0; x < w; i++) {
      const hw = w * between(s.r, 0.17, 0.24);
      row += house(
        s,
        x,
        base,
        hw,
        h * between(s.r, 0.42, 0.52),
        colors[i % colors.length],
        shutters[i % shutters.length],
      );
      x += hw;
    }
    return (
      sky(s, base) +
      clouds(s, 4, h * 0.05, h * 0.25) +
      row +
      cobbles(s, base, '#b49d78') +
      lampPost(w * 0.3, base + h * 0.04, h * 0.34) +
      lampPost(w * 0.72, base + h * 0.04, h * 0.34) +
      broadTree(s, w * 0.86, h * 0.98, h * 0.7, '#5a4030', [
        '#d9412b',
        '#f25c2a',
        '#e0482e',
        '#c2410c',
        '#2f8f4e',
        '#3a9a58',
      ])
    );
  }
  const cathedral = v === 2;
  const stone = cathedral ? '#e2b984' : '#dcc49b';
  return (
    sky(s, base) +
    (cathedral ? sun(s, w * 0.12, h * 0.2, h * 0.05) : sun(s, w * 0.88, h * 0.1, h * 0.04, 4)) +
    clouds(s, 4, h * 0.05, h * 0.28) +
    (cathedral
      ? facade(s, w * 0.18, base, w * 0.64, h * 0.46, {
          color: stone,
          arches: 3,
          upper: 'none',
          shutter: '#6b3f22',
          tower: 'right',
        })
      : facade(s, w * 0.08, base, w * 0.84, h * 0.52, {
          color: stone,
          arches: 7,
          upper: 'arches',
          shutter: '#6b3f22',
        })) +
    cobbles(s, base, '#b8a07a') +
    lampPost(w * 0.05, base + h * 0.1, h * 0.38, cathedral) +
    lampPost(w * 0.95, base + h * 0.1, h * 0.38, cathedral) +
    palm(s, cathedral ? w * 0.06 : w * 0.9, h * 0.98, h * 0.62, cathedral ? 0.2 : -0.15, p)
  );
};

/** White catamaran on a turquoise sea; sunset sail; anchored at the natural pool. */
const catamaranScene: Builder = (s, v) => {
  const { w, h, p } = s;
  if (v === 2) {
    const horizon = h * 0.34;
    const pool = s.d.vgrad(
      [
        [0, p.seaNear],
        [0.3, '#49c4c8'],
        [1, '#c4f1e8'],
      ],
      horizon,
      h,
    );
    let swimmers = '';
    for (let i = 0; i < 9; i++) {
      const x = between(s.r, 0.05, 0.95) * w;
      const y = between(s.r, 0.58, 0.8) * h;
      const k = (y / h) * h * 0.05;
      swimmers += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(k * 0.9)}" ry="${n(k * 0.25)}" fill="#ffffff" opacity="0.5"/><rect x="${n(x - k * 0.35)}" y="${n(y - k * 0.9)}" width="${n(k * 0.7)}" height="${n(k * 0.9)}" rx="${n(k * 0.3)}" fill="#c98b5e"/><circle cx="${n(x)}" cy="${n(y - k * 1.2)}" r="${n(k * 0.33)}" fill="${pick(s.r, ['#3a2a20', '#6b4a2a', '#2a2a2a'])}"/>`;
    }
    return (
      sky(s, horizon) +
      clouds(s, 5, h * 0.05, h * 0.3) +
      sea(s, horizon, horizon + h * 0.06) +
      `<rect y="${n(horizon + h * 0.05)}" width="${w}" height="${n(h)}" fill="${pool}"/>` +
      place(w * 0.5, horizon + h * 0.17, h * 0.0025, catamaran(p, false, 7)) +
      place(w * 0.12, horizon + h * 0.09, h * 0.0012, lancha(p, BRAND.coral, 2)) +
      swimmers +
      starfish(w * 0.3, h * 0.9, h * 0.06, '#e8622c', 15) +
      starfish(w * 0.74, h * 0.93, h * 0.05, '#c2410c', -10)
    );
  }
  const sunset = v === 1;
  const horizon = h * (sunset ? 0.56 : 0.45);
  return (
    sky(s, horizon) +
    (sunset
      ? sun(s, w * 0.7, horizon - h * 0.04, h * 0.06)
      : sun(s, w * 0.85, h * 0.12, h * 0.04, 4)) +
    clouds(s, 5, h * 0.05, horizon * 0.75) +
    island(
      s,
      sunset ? w * 0.02 : w * 0.6,
      horizon,
      w * 0.35,
      h * 0.035,
      mix(p.hill, p.haze, 0.35),
    ) +
    sea(s, horizon, h, sunset ? w * 0.7 : undefined) +
    place(
      w * (sunset ? 0.4 : 0.45),
      h * 0.76,
      h * 0.0045,
      wake(p, 90) + catamaran(p, true, sunset ? 0 : 7),
    ) +
    (sunset ? '' : place(w * 0.86, h * 0.6, h * 0.0012, wake(p, 60) + lancha(p, BRAND.coral, 3)))
  );
};

/** Vine hanging from (x, y) with little leaves. */
function vine(s: Scene, x: number, y: number, len: number): string {
  let out = `<path d="M${n(x)} ${n(y)}q${n(s.w * 0.01)} ${n(len / 2)} 0 ${n(len)}" stroke="${s.p.leafDark}" stroke-width="${n(s.h * 0.003)}" fill="none"/>`;
  for (let k = 0; k < 5; k++)
    out += `<ellipse cx="${n(x + (k % 2 ? 1 : -1) * s.h * 0.006)}" cy="${n(y + (len * (k + 1)) / 6)}" rx="${n(s.h * 0.008)}" ry="${n(s.h * 0.004)}" fill="${s.p.leaf}"/>`;
  return out;
}

/** Turquoise cenote water with glints, filling `shape`. */
function cenoteWater(
  s: Scene,
  shape: string,
  top: number,
  bottom: number,
  x0 = 0,
  x1 = s.w,
): string {
  let glints = '';
  for (let i = 0; i < 30; i++) {
    const t = s.r();
    const len = (x1 - x0) * (0.02 + 0.06 * t);
    glints += `<path d="M${n(lerp(x0, x1 - len, s.r()))} ${n(lerp(top + s.h * 0.02, bottom, t))}q${n(len / 2)} ${n(-len * 0.12)} ${n(len)} 0" stroke="#ffffff" stroke-width="${n(s.h * 0.003)}" fill="none" opacity="0.45"/>`;
  }
  const clip = s.d.clip(`<path d="${shape}"/>`);
  return (
    `<path d="${shape}" fill="${s.d.radial(
      [
        [0, '#86f2e6'],
        [0.5, '#2cc5c9'],
        [1, '#0b6e79'],
      ],
      0.5,
      0.3,
      0.7,
    )}"/>` +
    `<path d="${shape}" fill="${s.d.vgrad(
      [
        [0, '#3c3a2c', 0.35],
        [1, '#3c3a2c', 0],
      ],
      top,
      top + s.h * 0.08,
    )}"/>` +
    `<g clip-path="${clip}">${glints}</g>`
  );
}

function swimmer(x: number, y: number, k: number): string {
  return `<ellipse cx="${n(x)}" cy="${n(y + k * 0.3)}" rx="${n(k * 2.2)}" ry="${n(k * 0.5)}" fill="#ffffff" opacity="0.55"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(k)}" fill="#3a2a20"/><path d="M${n(x - k * 2.6)} ${n(y + k * 0.4)}Q${n(x)} ${n(y - k * 1.2)} ${n(x + k * 2.6)} ${n(y + k * 0.4)}" stroke="#c98b5e" stroke-width="${n(k * 0.55)}" fill="none" stroke-linecap="round"/>`;
}

/** Hoyo Azul: the pool at the foot of the cliff (day; tall cliff with deck and swimmers), or seen from the rim. */
const hoyoAzul: Builder = (s, v) => {
  const { w, h, d, r, p } = s;
  if (v === 1) return cenoteFromRim(s);
  const tall = v === 2;
  const poolTop = h * (tall ? 0.74 : 0.64);
  const cx = w * (tall ? 0.42 : 0.5);
  const cliffFill = d.vgrad(
    [
      [0, '#e4d8c0'],
      [0.6, '#c8b998'],
      [1, '#8f8468'],
    ],
    h * 0.1,
    poolTop,
  );
  const rim: Pt[] = Array.from({ length: 13 }, (_, i): Pt => [
    lerp(-0.02, 1.02, i / 12) * w,
    h * (0.12 + 0.06 * Math.sin(i * 1.7) * r()),
  ]);
  let stria = '';
  for (let i = 0; i < 70; i++) {
    const y0 = h * between(r, 0.15, poolTop / h - 0.25);
    stria += `<path d="M${n(r() * w)} ${n(y0)}q${n(w * 0.01)} ${n(h * 0.1)} 0 ${n(h * between(r, 0.12, 0.3))}" stroke="#6e6450" stroke-width="${n(h * between(r, 0.002, 0.006))}" fill="none" opacity="${n(between(r, 0.15, 0.35))}"/>`;
  }
  let vines = '';
  for (let i = 0; i < 26; i++)
    vines += vine(s, r() * w, h * 0.14, h * between(r, 0.08, tall ? 0.45 : 0.32));
  const poolPath = `M${n(-w * 0.02)} ${n(poolTop)}C${n(w * 0.3)} ${n(poolTop - h * 0.03)} ${n(w * 0.7)} ${n(poolTop - h * 0.02)} ${n(w * 1.02)} ${n(poolTop)}V${n(h * 1.02)}H${n(-w * 0.02)}Z`;
  let rocks = '';
  for (let i = 0; i < 10; i++) {
    const rw = w * between(r, 0.04, 0.1);
    rocks += `<ellipse cx="${n(r() * w)}" cy="${n(poolTop + h * 0.005)}" rx="${n(rw)}" ry="${n(rw * 0.3)}" fill="${pick(r, ['#8f8468', '#a89a7c', '#7a705a'])}"/>`;
  }
  // Darker rock walls curving in at both sides give the pool its sunken, bowl-like look.
  const sideWall = (side: -1 | 1) => {
    const k = (side < 0 ? cx - w * 0.3 : w - cx - w * 0.3) / w;
    const edge = (f: number) => (side < 0 ? f * w : w - f * w);
    const fill = d.linear(
      [
        [0, '#7f7258'],
        [1, '#b5a585'],
      ],
      side < 0 ? [0, 0, 1, 0] : [1, 0, 0, 0],
    );
    return `<path d="M${n(edge(-0.02))} ${n(h * 0.1)}L${n(edge(k * 0.8))} ${n(h * 0.12)}C${n(edge(k * 0.5))} ${n(h * 0.3)} ${n(edge(k * 1.1))} ${n(h * 0.45)} ${n(edge(k * 0.9))} ${n(poolTop + h * 0.02)}L${n(edge(-0.02))} ${n(poolTop + h * 0.02)}Z" fill="${fill}" opacity="0.8"/>`;
  };
  const deck = tall
    ? `<path d="M${n(w * 0.68)} ${n(h)}V${n(h * 0.82)}M${n(w * 0.78)} ${n(h)}V${n(h * 0.82)}M${n(w * 0.9)} ${n(h)}V${n(h * 0.82)}" stroke="#5a3b22" stroke-width="${n(h * 0.012)}"/>` +
      `<rect x="${n(w * 0.64)}" y="${n(h * 0.8)}" width="${n(w * 0.4)}" height="${n(h * 0.035)}" fill="#8a5a32"/><path d="M${n(w * 0.64)} ${n(h * 0.74)}H${n(w * 1.02)}M${n(w * 0.66)} ${n(h * 0.74)}V${n(h * 0.8)}M${n(w * 0.8)} ${n(h * 0.74)}V${n(h * 0.8)}M${n(w * 0.94)} ${n(h * 0.74)}V${n(h * 0.8)}" stroke="#5a3b22" stroke-width="${n(h * 0.006)}"/>` +
      [0.72, 0.86]
        .map(
          (x, i) =>
            `<rect x="${n(w * x - h * 0.012)}" y="${n(h * 0.72)}" width="${n(h * 0.024)}" height="${n(h * 0.08)}" rx="${n(h * 0.01)}" fill="${[BRAND.coral, BRAND.teal][i]}"/><circle cx="${n(w * x)}" cy="${n(h * 0.7)}" r="${n(h * 0.014)}" fill="#c98b5e"/>`,
        )
        .join('')
    : '';
  return (
    sky(s, h * 0.2) +
    canopy(s, h * 0.08, h * 0.03, h * 0.05, p.leafDark, p.leaf, h * 0.16) +
    `<path d="${smooth(rim)}L${n(w * 1.02)} ${n(poolTop + h * 0.02)}L${n(-w * 0.02)} ${n(poolTop + h * 0.02)}Z" fill="${cliffFill}"/>` +
    `<path d="${smooth(rim)}L${n(w * 1.02)} ${n(h * 0.3)}C${n(w * 0.7)} ${n(h * 0.22)} ${n(w * 0.3)} ${n(h * 0.22)} ${n(-w * 0.02)} ${n(h * 0.3)}Z" fill="#5c5442" opacity="0.25"/>` +
    stria +
    sideWall(-1) +
    sideWall(1) +
    vines +
    canopy(s, h * 0.12, h * 0.02, h * 0.035, p.leaf, mix(p.leaf, '#ffffff', 0.3), h * 0.15) +
    `<path d="M${n(w * 0.15)} 0H${n(w * 0.3)}L${n(cx + w * 0.05)} ${n(h)}H${n(cx - w * 0.12)}Z" fill="${d.linear(
      [
        [0, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ],
    )}" opacity="${tall ? 1 : 0.5}"/>` +
    cenoteWater(s, poolPath, poolTop, h) +
    rocks +
    (tall ? swimmer(w * 0.3, h * 0.86, h * 0.018) + swimmer(w * 0.5, h * 0.9, h * 0.02) : '') +
    deck
  );
};

/** The cenote seen from the jungle rim: a round opening, rock walls, turquoise pool far below. */
function cenoteFromRim(s: Scene): string {
  const { w, h, d, r, p } = s;
  const [cx, cy] = [w * 0.5, h * 0.56];
  let jungle = `<rect width="${w}" height="${h}" fill="${p.leafDark}"/>`;
  for (let i = 0; i < 220; i++) {
    const [x, y, rr] = [r() * w, r() * h, h * between(r, 0.03, 0.07)];
    jungle += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rr)}" fill="${pick(r, [p.leaf, p.leafDark, '#2a7a45', mix(p.leaf, '#ffffff', 0.12)])}"/><circle cx="${n(x - rr * 0.25)}" cy="${n(y - rr * 0.3)}" r="${n(rr * 0.5)}" fill="${mix(p.leaf, '#ffffff', 0.3)}" opacity="0.35"/>`;
  }
  const ring = (rx: number, ry: number, dy: number, jitter: number) =>
    `${smooth(
      Array.from({ length: 25 }, (_, i): Pt => {
        const a = (i / 24) * Math.PI * 2;
        const k = 1 + (i % 24 === 0 ? 0 : between(r, -jitter, jitter));
        return [cx + Math.cos(a) * rx * k, cy + dy + Math.sin(a) * ry * k];
      }),
    )}Z`;
  const hole = ring(w * 0.36, h * 0.42, 0, 0.06);
  const walls = d.radial(
    [
      [0, '#4e473a'],
      [0.55, '#8f8468'],
      [1, '#d8cab0'],
    ],
    0.5,
    0.62,
    0.6,
  );
  let stria = '';
  for (let i = 0; i < 80; i++) {
    const a = r() * Math.PI * 2;
    const [k0, k1] = [between(r, 0.55, 0.75), between(r, 0.85, 0.98)];
    stria += `<path d="M${n(cx + Math.cos(a) * w * 0.36 * k1)} ${n(cy + Math.sin(a) * h * 0.42 * k1)}L${n(cx + Math.cos(a) * w * 0.36 * k0)} ${n(cy + h * 0.08 + Math.sin(a) * h * 0.42 * k0)}" stroke="#5c5442" stroke-width="${n(h * 0.004)}" opacity="0.3"/>`;
  }
  const pool = ring(w * 0.2, h * 0.2, h * 0.1, 0.04);
  let vines = '';
  for (let i = 0; i < 14; i++) {
    const a = between(r, Math.PI * 1.15, Math.PI * 1.85);
    vines += vine(
      s,
      cx + Math.cos(a) * w * 0.34,
      cy + Math.sin(a) * h * 0.4,
      h * between(r, 0.1, 0.25),
    );
  }
  let fringe = '';
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const rr = h * between(r, 0.025, 0.05);
    fringe += `<circle cx="${n(cx + Math.cos(a) * w * 0.37)}" cy="${n(cy + Math.sin(a) * h * 0.43)}" r="${n(rr)}" fill="${pick(r, [p.leaf, '#2a7a45', p.leafDark])}"/>`;
  }
  return (
    jungle +
    `<path d="${hole}" fill="${walls}"/>` +
    stria +
    `<path d="${pool}" fill="#f3e2c3" opacity="0.4" transform="translate(0 ${n(h * 0.01)})"/>` +
    cenoteWater(s, pool, cy - h * 0.1, cy + h * 0.3, cx - w * 0.2, cx + w * 0.2) +
    `<path d="${hole}" fill="none" stroke="#3c3a2c" stroke-opacity="0.3" stroke-width="${n(h * 0.02)}"/>` +
    swimmer(cx - w * 0.05, cy + h * 0.12, h * 0.012) +
    swimmer(cx + w * 0.07, cy + h * 0.17, h * 0.012) +
    vines +
    fringe
  );
}

/** Isla Catalina: split above/below view with snorkeler and reef; the Wall; catamaran above. */
const catalina: Builder = (s, v) => {
  const { w, h, p } = s;
  if (v === 1) {
    let wall = '';
    for (let i = 0; i < 12; i++)
      wall += reef(s, h * (0.12 + i * 0.08), 2, h * 0.12, 0, 0.26, false);
    return (
      underwater(s, 0, '#37b7c4', '#07374f') +
      `<path d="M0 0H${n(w * 0.28)}C${n(w * 0.34)} ${n(h * 0.4)} ${n(w * 0.22)} ${n(h * 0.7)} ${n(w * 0.36)} ${n(h)}H0Z" fill="#3d5a5f"/>` +
      wall +
      place(w * 0.62, h * 0.1, h * 0.0035, snorkeler(), false, 8) +
      bubbles(s, w * 0.76, h * 0.1, 5, h * 0.008) +
      school(s, w * 0.6, h * 0.5, 22, h * 0.035, ['#f6b042', '#ffe066', '#7fd3d9']) +
      school(s, w * 0.85, h * 0.75, 10, h * 0.03, ['#5b8def', '#f6b042'], true)
    );
  }
  const waterY = h * (v === 2 ? 0.36 : 0.42);
  const horizon = waterY - h * 0.03;
  return (
    sky(s, horizon) +
    sun(s, w * 0.15, h * 0.1, h * 0.035, 4) +
    clouds(s, 3, h * 0.04, horizon * 0.7) +
    island(s, w * 0.55, horizon, w * 0.45, h * 0.06, mix(p.leaf, p.haze, 0.2)) +
    `<rect y="${n(horizon)}" width="${w}" height="${n(waterY - horizon + 2)}" fill="${p.seaNear}"/>` +
    (v === 2
      ? place(w * 0.3, waterY, h * 0.0018, catamaran(p, true, 5))
      : place(w * 0.32, waterY, h * 0.0022, lancha(p, BRAND.coral, 2))) +
    underwater(s, waterY, '#5fd0d6', '#0a5c73') +
    seabed(s, h * 0.86, h * 0.04, '#f3e2c3', '#3aa6b4') +
    reef(s, h * 0.9, 16, h * 0.19) +
    school(s, w * 0.3, h * 0.66, 14, h * 0.03, ['#f6b042', '#ffe066', '#5b8def']) +
    school(s, w * 0.8, h * 0.6, 6, h * 0.04, ['#e8735a', '#f6b042'], true) +
    place(w * 0.62, waterY + h * 0.04, h * 0.004, snorkeler()) +
    (v === 2 ? place(w * 0.15, waterY + h * 0.04, h * 0.003, snorkeler(), true) : '') +
    bubbles(s, w * 0.8, waterY + h * 0.16, 5, h * 0.008) +
    waterline(s, waterY)
  );
};

/** Marinarium: stingrays gliding over sand, nurse sharks, snorkelers. */
const marinarium: Builder = (s, v) => {
  const { w, h, p } = s;
  const waterY = v === 1 ? h * 0.3 : 0;
  const soft = s.d.blur(h * 0.014);
  const glide = (x: number, y: number, k: number, color: string, rot: number) =>
    `<g opacity="0.25" filter="${soft}">${place(x + h * 0.005, y + h * 0.035, k, ray('#07323d'), false, rot)}</g>` +
    place(x, y, k, ray(color), false, rot);
  const rays =
    glide(w * 0.35, h * 0.62, h * 0.004, '#5d6a70', -20) +
    glide(w * 0.72, h * 0.78, h * 0.0032, '#6e7c80', 25) +
    (v !== 1 ? glide(w * 0.15, h * 0.86, h * 0.0026, '#4f5b61', -50) : '');
  const above =
    v === 1
      ? sky(s, waterY - h * 0.02) +
        clouds(s, 3, h * 0.03, h * 0.2) +
        `<rect y="${n(waterY - h * 0.02)}" width="${w}" height="${n(h * 0.04)}" fill="${p.seaNear}"/>` +
        place(w * 0.3, waterY, h * 0.0015, catamaran(p, false, 6)) +
        place(w * 0.8, waterY, h * 0.0013, lancha(p, BRAND.teal, 2), true)
      : '';
  return (
    above +
    underwater(s, waterY, v === 2 ? '#2aa3b7' : '#6fd6d6', v === 2 ? '#07415a' : '#1b8a9a') +
    seabed(s, h * (v === 1 ? 0.7 : 0.6), h * 0.05, '#fffaf2', '#5fc3c7') +
    (v === 2 ? place(w * 0.5, h * 0.45, h * 0.006, shark('#9a865f')) : '') +
    rays +
    reef(s, h * 0.95, 5, h * 0.1, 0.55, 1) +
    school(
      s,
      w * 0.65,
      h * (v === 1 ? 0.48 : 0.3),
      v === 2 ? 30 : 14,
      h * 0.03,
      ['#f6b042', '#ffe066', '#e8735a', '#5b8def'],
      v === 2,
    ) +
    (v === 1
      ? waterline(s, waterY) + place(w * 0.58, waterY + h * 0.04, h * 0.003, snorkeler(), true)
      : '') +
    (v === 0
      ? place(w * 0.7, h * 0.08, h * 0.0035, snorkeler(), true, -6) +
        bubbles(s, w * 0.58, h * 0.22, 6, h * 0.008)
      : '')
  );
};

/** Zip line over the jungle canopy of Anamuya. */
const zipLine: Builder = (s, v) => {
  const { w, h, p } = s;
  const horizon = h * 0.5;
  const [x0, y0, x1, y1] = [
    w * 0.12,
    h * (v === 1 ? 0.12 : 0.28),
    w * 1.05,
    h * (v === 1 ? 0.45 : 0.62),
  ];
  const sag = h * 0.06;
  const at = (t: number): Pt => [
    lerp(x0, x1, t),
    (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag) + t * t * y1,
  ];
  const cable = `M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2)} ${n((y0 + y1) / 2 + sag * 2)} ${n(x1)} ${n(y1)}`;
  const riderAt = at(v === 1 ? 0.45 : 0.55);
  const mist =
    v === 1
      ? `<rect y="${n(horizon - h * 0.1)}" width="${w}" height="${n(h * 0.25)}" fill="${s.d.vgrad(
          [
            [0, '#ffffff', 0],
            [0.5, '#ffffff', 0.55],
            [1, '#ffffff', 0],
          ],
          horizon - h * 0.1,
          horizon + h * 0.15,
        )}"/>`
      : '';
  const platform =
    `<path d="M${n(x0 - w * 0.05)} ${n(h)}V${n(y0 + h * 0.05)}M${n(x0 + w * 0.05)} ${n(h)}V${n(y0 + h * 0.05)}" stroke="#5a3b22" stroke-width="${n(h * 0.015)}"/>` +
    `<rect x="${n(x0 - w * 0.07)}" y="${n(y0 + h * 0.04)}" width="${n(w * 0.14)}" height="${n(h * 0.02)}" fill="#7a4f2d"/>` +
    `<path d="M${n(x0 - w * 0.065)} ${n(y0 + h * 0.04)}V${n(y0 - h * 0.03)}M${n(x0 + w * 0.065)} ${n(y0 + h * 0.04)}V${n(y0 - h * 0.03)}" stroke="#5a3b22" stroke-width="${n(h * 0.008)}"/>` +
    `<path d="M${n(x0 - w * 0.085)} ${n(y0 - h * 0.03)}L${n(x0)} ${n(y0 - h * 0.1)}L${n(x0 + w * 0.085)} ${n(y0 - h * 0.03)}Z" fill="#8a6a3c"/>`;
  const art =
    sky(s, horizon) +
    sun(s, w * 0.8, h * 0.15, h * 0.04, 4) +
    clouds(s, 4, h * 0.05, h * 0.3) +
    hills(s, horizon - h * 0.08, h * 0.12, mix(p.hill, p.sky[2], 0.55)) +
    hills(s, horizon, h * 0.1, mix(p.hill, p.sky[2], 0.3)) +
    mist +
    canopy(s, horizon + h * 0.1, h * 0.06, h * 0.07, mix(p.leafDark, p.hill, 0.4), p.leaf) +
    canopy(s, horizon + h * 0.25, h * 0.06, h * 0.09, p.leafDark, p.leaf) +
    palm(s, w * 0.4, h * 0.86, h * 0.3, 0.1) +
    palm(s, w * 0.75, h * 0.8, h * 0.28, -0.1) +
    canopy(s, h * 0.92, h * 0.04, h * 0.12, mix(p.leafDark, '#000000', 0.2), p.leafDark) +
    platform +
    `<path d="${cable}" stroke="#2a2d31" stroke-width="${n(h * 0.004)}" fill="none"/>` +
    `<path d="${cable}" stroke="#2a2d31" stroke-width="${n(h * 0.002)}" fill="none" transform="translate(0 ${n(h * 0.015)})"/>` +
    place(riderAt[0], riderAt[1], h * (v === 1 ? 0.0042 : 0.003), zipRider(), false, 0);
  return v === 2 ? mirror(s, art) : art;
};

/** Parasailing over Bávaro beach. */
const parasail: Builder = (s, v) => {
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

/* ============================================================ icons & mocks */

/** App icon from the favicon motif (teal square, sun, two waves). */
function appIcon(size: number, mode: 'any' | 'maskable' | 'apple'): string {
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

const MOCK_TOURS: { title: string; meta: string; price: string; art: () => string }[] = [
  {
    title: 'Isla Saona: catamarán y lancha rápida',
    meta: 'Día completo (10 h)',
    price: 'US$95',
    art: () => photo(600, 400, 'day', 11, (s) => saona(s, 0), true),
  },
  {
    title: 'Buggies en Macao: playa, cenote y rancho',
    meta: 'Medio día (4 h)',
    price: 'US$65',
    art: () => photo(600, 400, 'day', 21, (s) => buggies(s, 0), true),
  },
  {
    title: 'Party Boat en catamarán con snorkel',
    meta: 'Medio día (4 h)',
    price: 'US$79',
    art: () => photo(600, 400, 'day', 41, (s) => catamaranScene(s, 0), true),
  },
  {
    title: 'Hoyo Azul y Scape Park en Cap Cana',
    meta: 'Día completo (7 h)',
    price: 'US$119',
    art: () => photo(600, 400, 'day', 51, (s) => hoyoAzul(s, 0), true),
  },
];

/** Stylised page of the site for the PWA install dialog. */
function siteMock(narrow: boolean): string {
  const logo = appIcon(narrow ? 34 : 38, 'any');
  const cards = MOCK_TOURS.slice(0, narrow ? 2 : 4)
    .map(
      (t) =>
        `<article class="card"><div class="img">${t.art()}</div><div class="body"><h3>${t.title}</h3><p class="meta">${t.meta}</p><p class="price">Desde <b>${t.price}</b></p></div></article>`,
    )
    .join('');
  const nav = narrow
    ? `<svg width="28" height="28" viewBox="0 0 24 24"><path d="M3 6h18M3 12h18M3 18h18" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>`
    : `<nav><a class="on">Tours</a><a>Traslados</a><a>Vida nocturna</a><a>Contacto</a><span class="lang">ES</span><span class="cart"><svg width="22" height="22" viewBox="0 0 24 24"><path d="M3 4h2l2.4 11h10.8L21 7H6.2" stroke="#fff" stroke-width="2" fill="none" stroke-linejoin="round"/><circle cx="9" cy="19" r="1.6" fill="#fff"/><circle cx="17" cy="19" r="1.6" fill="#fff"/></svg></span></nav>`;
  const css = `
    *{box-sizing:border-box;margin:0}
    body{font-family:'Liberation Sans','DejaVu Sans',sans-serif;background:${BRAND.sand};color:${BRAND.ink};width:${narrow ? 540 : 1280}px;height:${narrow ? 960 : 720}px;overflow:hidden}
    header{height:${narrow ? 60 : 66}px;background:${BRAND.teal};color:#fff;display:flex;align-items:center;gap:12px;padding:0 ${narrow ? 18 : 40}px;box-shadow:0 2px 8px rgba(0,0,0,.2);position:relative;z-index:2}
    header .brand{font-weight:700;font-size:${narrow ? 19 : 21}px;flex:1;letter-spacing:.2px}
    nav{display:flex;align-items:center;gap:26px;font-size:16px}
    nav a{opacity:.9;padding:6px 0}nav a.on{border-bottom:3px solid ${BRAND.sun};opacity:1;font-weight:700}
    nav .lang{border:1.5px solid rgba(255,255,255,.7);border-radius:6px;padding:3px 8px;font-size:14px;font-weight:700}
    .hero{position:relative;height:${narrow ? 420 : 360}px;overflow:hidden}
    .hero .shade{position:absolute;inset:0;background:linear-gradient(${narrow ? '0deg' : '90deg'},rgba(8,40,46,.78),rgba(8,40,46,.25) 60%,rgba(8,40,46,0))}
    .hero .text{position:absolute;${narrow ? 'left:24px;right:24px;bottom:34px' : 'left:64px;top:70px;width:820px'};color:#fff}
    .hero h1{font-size:${narrow ? 40 : 52}px;line-height:1.08;font-weight:700;text-shadow:0 2px 10px rgba(0,0,0,.3)}
    .hero p{font-size:${narrow ? 18 : 20}px;line-height:1.4;margin-top:14px;opacity:.95}
    .btns{display:flex;gap:12px;margin-top:24px}
    .btn{padding:13px 22px;border-radius:999px;font-weight:700;font-size:${narrow ? 16 : 17}px}
    .btn.primary{background:${BRAND.sun};color:${BRAND.ink}}.btn.ghost{border:2px solid #fff;color:#fff}
    section{padding:${narrow ? '22px 18px' : '24px 40px'}}
    section h2{font-size:${narrow ? 24 : 26}px;margin-bottom:${narrow ? 14 : 16}px;color:${BRAND.teal}}
    .grid{display:grid;grid-template-columns:${narrow ? '1fr' : 'repeat(4,1fr)'};gap:${narrow ? 18 : 22}px}
    .card{background:#fff;border-radius:16px;overflow:hidden;box-shadow:0 3px 12px rgba(11,110,121,.16)}
    .card .img{height:${narrow ? 190 : 150}px}
    .card .body{padding:${narrow ? '14px 16px 16px' : '12px 14px 14px'}}
    .card h3{font-size:${narrow ? 19 : 16}px;line-height:1.25}
    .card .meta{font-size:14px;color:#4b6a70;margin-top:6px}
    .card .price{font-size:15px;margin-top:6px;color:${BRAND.coral}}.card .price b{font-size:18px}`;
  return `<style>${css}</style><header>${logo}<span class="brand">Punta Cana Tours &amp; Traslados</span>${nav}</header>
    <div class="hero">${photo(narrow ? 540 : 1280, narrow ? 420 : 360, 'golden', 7, (s) => heroBeach(s, 0), true)}<div class="shade"></div>
      <div class="text"><h1>Punta Cana Tours &amp; Traslados</h1><p>Excursiones, traslados al aeropuerto y vida nocturna en Bávaro y Punta Cana.</p>
      <div class="btns"><span class="btn primary">Ver tours</span><span class="btn ghost">Reservar traslado</span></div></div></div>
    <section><h2>Tours destacados</h2><div class="grid">${cards}</div></section>`;
}

/* ============================================================ what to write */

interface Output {
  file: string;
  w: number;
  h: number;
  format: 'png' | 'jpeg';
  transparent?: boolean;
  /** Upper bound for JPEGs, in KB: quality steps down until the file fits. */
  maxKB?: number;
  markup: () => string;
}

const PUBLIC = 'public/images';
const SEED = 'emulator-data/seed/images';

const shot = (
  file: string,
  w: number,
  h: number,
  tod: TimeOfDay,
  seed: number,
  build: Builder,
  v: number,
  maxKB: number,
): Output => ({
  file,
  w,
  h,
  format: 'jpeg',
  maxKB,
  markup: () => photo(w, h, tod, seed, (s) => build(s, v)),
});

const TOURS: [slug: string, build: Builder, tods: [TimeOfDay, TimeOfDay, TimeOfDay]][] = [
  ['isla-saona', saona, ['day', 'morning', 'golden']],
  ['buggies-macao', buggies, ['day', 'golden', 'day']],
  ['santo-domingo-colonial', colonial, ['day', 'morning', 'golden']],
  ['catamaran-party', catamaranScene, ['day', 'sunset', 'day']],
  ['hoyo-azul-scape-park', hoyoAzul, ['day', 'morning', 'day']],
  ['isla-catalina-snorkel', catalina, ['day', 'day', 'morning']],
  ['marinarium-snorkel', marinarium, ['day', 'day', 'day']],
  ['zip-line-anamuya', zipLine, ['day', 'morning', 'golden']],
  ['parasailing-bavaro', parasail, ['day', 'golden', 'morning']],
];

const OUTPUTS: Output[] = [
  {
    file: 'public/icons/icon-192.png',
    w: 192,
    h: 192,
    format: 'png',
    transparent: true,
    markup: () => appIcon(192, 'any'),
  },
  {
    file: 'public/icons/icon-512.png',
    w: 512,
    h: 512,
    format: 'png',
    transparent: true,
    markup: () => appIcon(512, 'any'),
  },
  {
    file: 'public/icons/maskable-512.png',
    w: 512,
    h: 512,
    format: 'png',
    markup: () => appIcon(512, 'maskable'),
  },
  {
    file: 'public/icons/apple-touch-icon.png',
    w: 180,
    h: 180,
    format: 'png',
    markup: () => appIcon(180, 'apple'),
  },
  {
    file: `${PUBLIC}/screenshot-wide.png`,
    w: 1280,
    h: 720,
    format: 'png',
    markup: () => siteMock(false),
  },
  {
    file: `${PUBLIC}/screenshot-narrow.png`,
    w: 540,
    h: 960,
    format: 'png',
    markup: () => siteMock(true),
  },
  shot(`${PUBLIC}/hero.jpg`, 1600, 900, 'golden', 7, heroBeach, 0, 120),
  shot(`${PUBLIC}/services.jpg`, 1600, 900, 'day', 8, coastRoad, 0, 120),
  shot(`${PUBLIC}/nightlife.jpg`, 1200, 800, 'night', 9, beachClub, 0, 120),
  shot(`${PUBLIC}/tour-fallback.jpg`, 800, 600, 'morning', 10, calmBeach, 0, 120),
  shot(`${PUBLIC}/guide-hero.jpg`, 1600, 900, 'day', 12, aerialCoast, 0, 120),
  ...TOURS.flatMap(([slug, build, tods], i) =>
    tods.map((tod, v) =>
      shot(
        `${SEED}/${slug}${v ? `-${v}` : ''}.jpg`,
        1200,
        800,
        tod,
        100 + i * 10 + v,
        build,
        v,
        150,
      ),
    ),
  ),
  shot(`${SEED}/hero.jpg`, 1600, 900, 'golden', 7, heroBeach, 0, 150),
  shot(`${SEED}/services.jpg`, 1600, 900, 'day', 8, coastRoad, 0, 150),
  shot(`${SEED}/nightlife.jpg`, 1600, 900, 'night', 9, beachClub, 0, 150),
];

/* ================================================================ render */

const started = Date.now();
const only = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage();
  for (const out of OUTPUTS.filter(
    (o) => only.length === 0 || only.some((f) => o.file.includes(f)),
  )) {
    await page.setViewportSize({ width: out.w, height: out.h });
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:transparent;overflow:hidden}</style></head><body>${out.markup()}</body></html>`,
    );
    const clip = { x: 0, y: 0, width: out.w, height: out.h };
    let data: Buffer;
    let quality = 78;
    if (out.format === 'png') {
      data = await page.screenshot({ type: 'png', clip, omitBackground: out.transparent ?? false });
    } else {
      data = await page.screenshot({ type: 'jpeg', quality, clip });
      while (out.maxKB && data.length > out.maxKB * 1024 && quality > 40) {
        quality -= 6;
        data = await page.screenshot({ type: 'jpeg', quality, clip });
      }
    }
    const target = path.join(ROOT, out.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
    const q = out.format === 'jpeg' ? ` q${quality}` : '';
    console.log(
      `${out.file.padEnd(56)} ${`${out.w}x${out.h}`.padStart(9)} ${`${(data.length / 1024).toFixed(1)} KB`.padStart(10)}${q}`,
    );
  }
} finally {
  await browser.close();
}
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
