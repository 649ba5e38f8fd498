// The guide's hero photo: the coastline seen from the air.
import { BRAND } from '../palette';
import { between, noise1d, pick } from '../random';
import { n, type Pt, smooth } from '../svg';
import type { Builder } from './scene';

/** Coastline seen from the air: reef, shallows, beach, palm tops, resort pools. */
export const aerialCoast: Builder = (s, v) => {
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
