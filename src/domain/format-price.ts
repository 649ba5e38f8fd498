// Display of numbers and USD prices: US English, at most two decimals, 0 when missing.
import { roundCents } from './money';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatNumber(value: number | null | undefined): string {
  // Rounding to cents first keeps -0.001 from showing as "-0".
  return numberFormat.format(
    typeof value === 'number' && Number.isFinite(value) ? roundCents(value) : 0,
  );
}

/** Public site format: `$1,234.5 USD`. */
export function formatPublicPrice(value: number | null | undefined): string {
  return `$${formatNumber(value)} USD`;
}

/** Admin panel format: `$75`, or `$0` when the price is missing. */
export function formatAdminPrice(value: number | null | undefined): string {
  return `$${formatNumber(value)}`;
}

/** An amount to paste into a bank's amount field: `295`, `75.50` (no symbol, no separators). */
export function formatPlainAmount(value: number): string {
  const amount = Number.isFinite(value) ? roundCents(value) : 0;
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}
