// Coral reef: branch and fan corals, brain coral, tube sponges, seaweed, mixed along a strip.
import { between, pick } from '../../random';
import { lerp, mix, n } from '../../svg';
import type { Scene } from '../scene';

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
  // Each tube's offset from x and its height, as fractions of h.
  const tubes: [dx: number, height: number][] = [
    [-0.18, 0.75],
    [0, 1],
    [0.16, 0.6],
  ];
  return tubes
    .map(([dx, height]) => {
      const hh = h * height;
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
export function reef(
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
