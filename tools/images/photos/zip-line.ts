// Anamuya zip-line tour photos: a rider over the jungle canopy.
import { BRAND } from '../palette';
import { lerp, mix, n, place, type Pt } from '../svg';
import { canopy, clouds, hills, sky, sun } from './pieces/landscape';
import { palm } from './pieces/plants';
import { type Builder, mirror } from './scene';

/** Zip-line rider hanging from a trolley at (0, 0). */
function zipRider(): string {
  return (
    `<rect x="-5" y="-3" width="10" height="5" rx="1.5" fill="#3b3f44"/>` +
    `<path d="M0 1L1 18M0 1L-3 18" stroke="#3b3f44" stroke-width="1.3"/>` +
    `<path d="M1 30L-1 12" stroke="#e0a27a" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="M-1 27L-2 41" stroke="${BRAND.coral}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M-2 41L12 44L15 55" stroke="#26425a" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<circle cx="1" cy="21" r="5.5" fill="#e0a27a"/><path d="M-4.8 20A5.8 5.8 0 0 1 6.8 20Z" fill="${BRAND.sun}"/>`
  );
}

/** Zip line over the jungle canopy of Anamuya. */
export const zipLine: Builder = (s, v) => {
  const { w, h, p } = s;
  const horizon = h * 0.5;
  const [x0, y0, x1, y1] = [
    w * 0.12,
    h * (v === 1 ? 0.12 : 0.28),
    w * 1.05,
    h * (v === 1 ? 0.45 : 0.62),
  ];
  const sag = h * 0.06;
  const at = (t: number): Pt => [
    lerp(x0, x1, t),
    (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag) + t * t * y1,
  ];
  const cable = `M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2)} ${n((y0 + y1) / 2 + sag * 2)} ${n(x1)} ${n(y1)}`;
  const riderAt = at(v === 1 ? 0.45 : 0.55);
  const mist =
    v === 1
      ? `<rect y="${n(horizon - h * 0.1)}" width="${w}" height="${n(h * 0.25)}" fill="${s.d.vgrad(
          [
            [0, '#ffffff', 0],
            [0.5, '#ffffff', 0.55],
            [1, '#ffffff', 0],
          ],
          horizon - h * 0.1,
          horizon + h * 0.15,
        )}"/>`
      : '';
  const platform =
    `<path d="M${n(x0 - w * 0.05)} ${n(h)}V${n(y0 + h * 0.05)}M${n(x0 + w * 0.05)} ${n(h)}V${n(y0 + h * 0.05)}" stroke="#5a3b22" stroke-width="${n(h * 0.015)}"/>` +
    `<rect x="${n(x0 - w * 0.07)}" y="${n(y0 + h * 0.04)}" width="${n(w * 0.14)}" height="${n(h * 0.02)}" fill="#7a4f2d"/>` +
    `<path d="M${n(x0 - w * 0.065)} ${n(y0 + h * 0.04)}V${n(y0 - h * 0.03)}M${n(x0 + w * 0.065)} ${n(y0 + h * 0.04)}V${n(y0 - h * 0.03)}" stroke="#5a3b22" stroke-width="${n(h * 0.008)}"/>` +
    `<path d="M${n(x0 - w * 0.085)} ${n(y0 - h * 0.03)}L${n(x0)} ${n(y0 - h * 0.1)}L${n(x0 + w * 0.085)} ${n(y0 - h * 0.03)}Z" fill="#8a6a3c"/>`;
  const art =
    sky(s, horizon) +
    sun(s, w * 0.8, h * 0.15, h * 0.04, 4) +
    clouds(s, 4, h * 0.05, h * 0.3) +
    hills(s, horizon - h * 0.08, h * 0.12, mix(p.hill, p.sky[2], 0.55)) +
    hills(s, horizon, h * 0.1, mix(p.hill, p.sky[2], 0.3)) +
    mist +
    canopy(s, horizon + h * 0.1, h * 0.06, h * 0.07, mix(p.leafDark, p.hill, 0.4), p.leaf) +
    canopy(s, horizon + h * 0.25, h * 0.06, h * 0.09, p.leafDark, p.leaf) +
    palm(s, w * 0.4, h * 0.86, h * 0.3, 0.1) +
    palm(s, w * 0.75, h * 0.8, h * 0.28, -0.1) +
    canopy(s, h * 0.92, h * 0.04, h * 0.12, mix(p.leafDark, '#000000', 0.2), p.leafDark) +
    platform +
    `<path d="${cable}" stroke="#2a2d31" stroke-width="${n(h * 0.004)}" fill="none"/>` +
    `<path d="${cable}" stroke="#2a2d31" stroke-width="${n(h * 0.002)}" fill="none" transform="translate(0 ${n(h * 0.015)})"/>` +
    place(riderAt[0], riderAt[1], h * (v === 1 ? 0.0042 : 0.003), zipRider(), false, 0);
  return v === 2 ? mirror(s, art) : art;
};
