// Cents arithmetic for USD amounts, so totals never show floating-point noise.

/** Rounds to whole cents, half away from zero (1.005 → 1.01, where Math.round gives 1). */
export function roundCents(amount: number): number {
  const cents = Number((Math.abs(amount) * 100).toPrecision(15));
  const rounded = (Math.sign(amount) * Math.round(cents)) / 100;
  return rounded === 0 ? 0 : rounded; // no negative zero
}

/** Sums amounts and rounds the result to cents. */
export function sumPrices(...amounts: number[]): number {
  return roundCents(amounts.reduce((sum, amount) => sum + amount, 0));
}
