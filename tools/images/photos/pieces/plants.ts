// Trees drawn one by one: the coconut palm (with its fronds) and the broad flowering tree.
import type { Palette } from '../../palette';
import { between, pick } from '../../random';
import { mix, n, polyline, type Pt } from '../../svg';
import type { Scene } from '../scene';

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
export function palm(
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
  let rings = '';
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * c[0] + t * t * top[0];
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * c[1] + t * t * top[1];
    const tx = 2 * (1 - t) * (c[0] - x) + 2 * t * (top[0] - c[0]);
    const ty = 2 * (1 - t) * (c[1] - y) + 2 * t * (top[1] - c[1]);
    const l = Math.hypot(tx, ty);
    const half = size * (0.03 - 0.013 * t);
    const [lx, ly]: Pt = [px - (ty / l) * half, py + (tx / l) * half];
    const [rx, ry]: Pt = [px + (ty / l) * half, py - (tx / l) * half];
    left.push([lx, ly]);
    right.push([rx, ry]);
    // A ring across the trunk at every inner point (not at the foot or the crown).
    if (i > 0 && i < 14) rings += `M${n(lx)} ${n(ly)}L${n(rx)} ${n(ry)}`;
  }
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

/** Broad tree (e.g. a flamboyant) with a spreading crown of clustered blobs. */
export function broadTree(
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
