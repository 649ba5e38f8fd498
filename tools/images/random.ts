// Seeded randomness for the drawings: the same seed always draws the same picture.

export type Rand = () => number;

/** Small deterministic PRNG (mulberry32): the same seed always draws the same picture. */
export function rng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const between = (r: Rand, a: number, b: number) => a + (b - a) * r();
export function pick<T>(r: Rand, list: readonly T[]): T {
  const item = list[Math.floor(r() * list.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Smooth 1-D noise in [0, 1] built from three random sines. */
export function noise1d(r: Rand): (t: number) => number {
  const waves = [1, 2.3, 5.1].map((f) => ({
    f: f * between(r, 0.8, 1.3),
    ph: r() * 6.283,
    a: 1 / f,
  }));
  const total = waves.reduce((sum, q) => sum + q.a, 0);
  return (t) =>
    0.5 + (0.5 * waves.reduce((sum, q) => sum + q.a * Math.sin(q.f * t * 6.283 + q.ph), 0)) / total;
}
