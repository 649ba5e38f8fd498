// Display of numbers and USD prices: US English, at most two decimals, 0 when missing.
import { roundCents } from './money';

/**
 * `1,234.5`: what Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }) writes, by hand: a
 * phone takes about 15 ms to build that formatter (its locale data), on every page's start.
 */
export function formatNumber(value: number | null | undefined): string {
  // Rounding to cents first keeps -0.001 from showing as "-0".
  const amount = typeof value === 'number' && Number.isFinite(value) ? roundCents(value) : 0;
  const [whole = '0', cents = ''] = Math.abs(amount).toFixed(2).split('.');
  const decimals = cents.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
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
