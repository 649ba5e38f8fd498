// Marinarium snorkel tour photos: stingrays, nurse sharks and snorkelers.
import { BRAND } from '../palette';
import { n, place } from '../svg';
import { catamaran, lancha } from './pieces/boats';
import { clouds, sky } from './pieces/landscape';
import { reef } from './pieces/reef';
import { bubbles, school, seabed, snorkeler, underwater, waterline } from './pieces/underwater';
import type { Builder } from './scene';

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

/** Marinarium: stingrays gliding over sand, nurse sharks, snorkelers. */
export const marinarium: Builder = (s, v) => {
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
