// SVG drawing helpers shared by every picture: coordinates, paths, colour mixing, placement and <defs>.

export type Pt = [number, number];

type Stop = [offset: number, color: string, opacity?: number];

/** Rounds a coordinate to one decimal so the markup stays small. */
export const n = (v: number) => Math.round(v * 10) / 10;
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export function mix(a: string, b: string, t: number): string {
  /** Channel 0, 1 or 2 (red, green, blue) of a #rrggbb colour. */
  const channel = (c: string, i: number) => parseInt(c.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(lerp(channel(a, i), channel(b, i), t))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const polyline = (pts: Pt[]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`;

/** Catmull-Rom spline through the points, as cubic Béziers. */
export function smooth(pts: Pt[]): string {
  const [first] = pts;
  if (!first) throw new Error('smooth() needs at least one point');
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (const [i, p1] of pts.entries()) {
    const p2 = pts[i + 1];
    if (!p2) break;
    // The first and last segments reuse their own end point as the missing neighbour.
    const p0 = pts[i - 1] ?? p1;
    const p3 = pts[i + 2] ?? p2;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** Places local-coordinate artwork: translate, rotate, scale, optional horizontal flip. */
export const place = (x: number, y: number, k: number, art: string, flip = false, rot = 0) =>
  `<g transform="translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ''} scale(${flip ? -k : k} ${k})">${art}</g>`;

let idCounter = 0;

/** Collects gradients, clips, patterns and filters of one <svg>; ids are unique document-wide. */
export class Defs {
  readonly items: string[] = [];
  private add(tag: string, attrs: string, inner: string): string {
    const id = `d${++idCounter}`;
    this.items.push(`<${tag} id="${id}" ${attrs}>${inner}</${tag}>`);
    return id;
  }
  private static stops(stops: Stop[]) {
    return stops
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
      .join('');
  }
  /** Gradient relative to the shape's box (default top to bottom). */
  linear(stops: Stop[], [x1, y1, x2, y2]: number[] = [0, 0, 0, 1]): string {
    return `url(#${this.add('linearGradient', `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, Defs.stops(stops))})`;
  }
  /** Vertical gradient in picture coordinates, from y1 to y2. */
  vgrad(stops: Stop[], y1: number, y2: number, x1 = 0, x2 = 0): string {
    const attrs = `gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"`;
    return `url(#${this.add('linearGradient', attrs, Defs.stops(stops))})`;
  }
  /** Radial gradient relative to the shape's box. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return `url(#${this.add('radialGradient', `cx="${cx}" cy="${cy}" r="${r}"`, Defs.stops(stops))})`;
  }
  /** Radial gradient in picture coordinates (glows). */
  glow(stops: Stop[], cx: number, cy: number, r: number): string {
    const attrs = `gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"`;
    return `url(#${this.add('radialGradient', attrs, Defs.stops(stops))})`;
  }
  clip(shape: string): string {
    return `url(#${this.add('clipPath', '', shape)})`;
  }
  pattern(w: number, h: number, inner: string): string {
    return `url(#${this.add('pattern', `patternUnits="userSpaceOnUse" width="${n(w)}" height="${n(h)}"`, inner)})`;
  }
  blur(std: number): string {
    return `url(#${this.add('filter', 'x="-50%" y="-50%" width="200%" height="200%"', `<feGaussianBlur stdDeviation="${n(std)}"/>`)})`;
  }
}

export function svgDoc(w: number, h: number, d: Defs, body: string, fluid = false): string {
  const size = fluid
    ? 'preserveAspectRatio="xMidYMid slice" style="display:block;width:100%;height:100%"'
    : `width="${w}" height="${h}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" ${size}><defs>${d.items.join('')}</defs>${body}</svg>`;
}
