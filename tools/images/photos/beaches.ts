// The site's beach photos: the golden-hour hero and the calm fallback for tours without a photo.
import { BRAND } from '../palette';
import { place } from '../svg';
import { catamaran } from './pieces/boats';
import { beach, clouds, sea, sky, sun, umbrella } from './pieces/landscape';
import { palm } from './pieces/plants';
import type { Builder } from './scene';

/** Golden-hour beach with palms: the site hero. */
export const heroBeach: Builder = (s) => {
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
export const calmBeach: Builder = (s) => {
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
