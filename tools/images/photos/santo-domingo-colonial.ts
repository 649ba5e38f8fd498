// Santo Domingo colonial tour photos: the arcade palace, a pastel street, the cathedral.
import { BRAND } from '../palette';
import { between } from '../random';
import { mix, n } from '../svg';
import { clouds, sky, sun } from './pieces/landscape';
import { broadTree, palm } from './pieces/plants';
import type { Builder, Scene } from './scene';

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

/** Santo Domingo's Zona Colonial: arcade palace, pastel street, cathedral. */
export const colonial: Builder = (s, v) => {
  const { w, h, p } = s;
  const base = h * 0.8;
  if (v === 1) {
    // Wall and shutter colours of the houses, repeated along the street.
    const looks: [color: string, shutter: string][] = [
      ['#f2c6a0', '#0b6e79'],
      ['#9fd6c9', '#c2410c'],
      ['#f6d37a', '#2f6f4e'],
      ['#e8a79a', '#6b3f22'],
      ['#c9d9f0', '#0b6e79'],
      ['#f3e2c3', '#8a2e0a'],
    ];
    let row = '';
    let x = -w * 0.03;
    for (let i = 0; x < w; i++) {
      const look = looks[i % looks.length];
      if (!look) throw new Error('colonial: no house colours to repeat');
      const [color, shutter] = look;
      const hw = w * between(s.r, 0.17, 0.24);
      row += house(s, x, base, hw, h * between(s.r, 0.42, 0.52), color, shutter);
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
