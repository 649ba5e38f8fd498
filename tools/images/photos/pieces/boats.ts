// The boats of several tours: speedboat (lancha), its wake, sailing catamaran.
import { BRAND, type Palette } from '../../palette';
import { lerp, mix, n } from '../../svg';

// Local artwork is drawn in its own units (about 100 across, ground or waterline at y = 0) and placed with place().

/** Speedboat (lancha) with a bimini top, facing right. */
export function lancha(p: Palette, accent: string, people = 2): string {
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
export const wake = (p: Palette, len: number) =>
  `<g fill="${p.white}">` +
  Array.from({ length: 6 }, (_, i) => {
    const t = i / 5;
    return `<ellipse cx="${n(-52 - len * t)}" cy="${n(1 + t * 2)}" rx="${n(6 + len * 0.12)}" ry="${n(2.2 + t * 1.5)}" opacity="${n(0.75 - t * 0.6)}"/>`;
  }).join('') +
  `<ellipse cx="50" cy="1.5" rx="9" ry="2" opacity="0.8"/></g>`;

/** Sailing catamaran with bunting, facing right. */
export function catamaran(p: Palette, sails = true, crowd = 6): string {
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
