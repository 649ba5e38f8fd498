// Catamaran party tour photos: under sail, at sunset, anchored at the natural pool.
import { BRAND } from '../palette';
import { between, pick } from '../random';
import { mix, n, place } from '../svg';
import { catamaran, lancha, wake } from './pieces/boats';
import { clouds, island, sea, sky, starfish, sun } from './pieces/landscape';
import type { Builder } from './scene';

/** White catamaran on a turquoise sea; sunset sail; anchored at the natural pool. */
export const catamaranScene: Builder = (s, v) => {
  const { w, h, p } = s;
  if (v === 2) {
    const horizon = h * 0.34;
    const pool = s.d.vgrad(
      [
        [0, p.seaNear],
        [0.3, '#49c4c8'],
        [1, '#c4f1e8'],
      ],
      horizon,
      h,
    );
    let swimmers = '';
    for (let i = 0; i < 9; i++) {
      const x = between(s.r, 0.05, 0.95) * w;
      const y = between(s.r, 0.58, 0.8) * h;
      const k = (y / h) * h * 0.05;
      swimmers += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(k * 0.9)}" ry="${n(k * 0.25)}" fill="#ffffff" opacity="0.5"/><rect x="${n(x - k * 0.35)}" y="${n(y - k * 0.9)}" width="${n(k * 0.7)}" height="${n(k * 0.9)}" rx="${n(k * 0.3)}" fill="#c98b5e"/><circle cx="${n(x)}" cy="${n(y - k * 1.2)}" r="${n(k * 0.33)}" fill="${pick(s.r, ['#3a2a20', '#6b4a2a', '#2a2a2a'])}"/>`;
    }
    return (
      sky(s, horizon) +
      clouds(s, 5, h * 0.05, h * 0.3) +
      sea(s, horizon, horizon + h * 0.06) +
      `<rect y="${n(horizon + h * 0.05)}" width="${w}" height="${n(h)}" fill="${pool}"/>` +
      place(w * 0.5, horizon + h * 0.17, h * 0.0025, catamaran(p, false, 7)) +
      place(w * 0.12, horizon + h * 0.09, h * 0.0012, lancha(p, BRAND.coral, 2)) +
      swimmers +
      starfish(w * 0.3, h * 0.9, h * 0.06, '#e8622c', 15) +
      starfish(w * 0.74, h * 0.93, h * 0.05, '#c2410c', -10)
    );
  }
  const sunset = v === 1;
  const horizon = h * (sunset ? 0.56 : 0.45);
  return (
    sky(s, horizon) +
    (sunset
      ? sun(s, w * 0.7, horizon - h * 0.04, h * 0.06)
      : sun(s, w * 0.85, h * 0.12, h * 0.04, 4)) +
    clouds(s, 5, h * 0.05, horizon * 0.75) +
    island(
      s,
      sunset ? w * 0.02 : w * 0.6,
      horizon,
      w * 0.35,
      h * 0.035,
      mix(p.hill, p.haze, 0.35),
    ) +
    sea(s, horizon, h, sunset ? w * 0.7 : undefined) +
    place(
      w * (sunset ? 0.4 : 0.45),
      h * 0.76,
      h * 0.0045,
      wake(p, 90) + catamaran(p, true, sunset ? 0 : 7),
    ) +
    (sunset ? '' : place(w * 0.86, h * 0.6, h * 0.0012, wake(p, 60) + lancha(p, BRAND.coral, 3)))
  );
};
