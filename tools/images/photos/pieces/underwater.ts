// Underwater pieces: water with light rays, bubbles, sea floor, waterline, fish schools, the snorkeler.
import { BRAND } from '../../palette';
import { between, noise1d, pick } from '../../random';
import { lerp, mix, n, place, type Pt, smooth } from '../../svg';
import type { Scene } from '../scene';
import { land } from './landscape';

export function underwater(s: Scene, top: number, light: string, deep: string): string {
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

export function bubbles(s: Scene, x: number, y: number, count: number, size: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${n(x + between(s.r, -1, 1) * size * 2)}" cy="${n(y - i * size * 2.4)}" r="${n(size * between(s.r, 0.4, 1))}" fill="none" stroke="#ffffff" stroke-width="${n(size * 0.25)}" opacity="0.6"/>`;
  }
  return out;
}

/** Sandy sea floor with ripples and a blue tint. */
export function seabed(s: Scene, y: number, amp: number, sand: string, tint: string): string {
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

export function school(
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
export function waterline(s: Scene, y: number): string {
  const pts: Pt[] = Array.from({ length: 41 }, (_, i): Pt => [
    (i / 40) * s.w,
    y + Math.sin(i * 1.3) * s.h * 0.006,
  ]);
  return (
    `<path d="${smooth(pts)}L${s.w} ${n(y + s.h * 0.03)}L0 ${n(y + s.h * 0.03)}Z" fill="#ffffff" opacity="0.22"/>` +
    `<path d="${smooth(pts)}" stroke="#ffffff" stroke-width="${n(s.h * 0.005)}" fill="none" opacity="0.85"/>`
  );
}

/** Snorkeler floating face-down, head to the right, seen from the side. */
export function snorkeler(): string {
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
