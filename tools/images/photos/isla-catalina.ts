// Isla Catalina snorkel tour photos: above and below the water, and the Wall.
import { BRAND } from '../palette';
import { mix, n, place } from '../svg';
import { catamaran, lancha } from './pieces/boats';
import { clouds, island, sky, sun } from './pieces/landscape';
import { reef } from './pieces/reef';
import { bubbles, school, seabed, snorkeler, underwater, waterline } from './pieces/underwater';
import type { Builder } from './scene';

/** Isla Catalina: split above/below view with snorkeler and reef; the Wall; catamaran above. */
export const catalina: Builder = (s, v) => {
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
