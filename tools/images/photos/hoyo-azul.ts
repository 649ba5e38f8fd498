// Hoyo Azul tour photos: the cenote pool under its cliff, and seen from the jungle rim.
import { BRAND } from '../palette';
import { between, pick } from '../random';
import { lerp, mix, n, type Pt, smooth } from '../svg';
import { canopy, sky } from './pieces/landscape';
import type { Builder, Scene } from './scene';

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
export const hoyoAzul: Builder = (s, v) => {
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
