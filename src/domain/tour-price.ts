// Tour price: adults × price + children × child price (a per-group tour is one unit), in whole cents.
import { roundCents } from './money';
import type { Participants } from './participants';
import type { Tour } from './tour';

export type TourPriceFields = Pick<Tour, 'price' | 'priceChild' | 'hasChildPrice'> &
  Partial<Pick<Tour, 'priceType'>>;

function amountOrZero(value: number | null): number {
  return value !== null && Number.isFinite(value) ? value : 0;
}

/** Price per adult; a missing price counts as 0. */
export function adultUnitPrice(tour: TourPriceFields): number {
  return amountOrZero(tour.price);
}

/** Price per child; the adult price applies unless the tour has its own child price. */
export function childUnitPrice(tour: TourPriceFields): number {
  return tour.hasChildPrice && tour.priceChild !== null && Number.isFinite(tour.priceChild)
    ? tour.priceChild
    : adultUnitPrice(tour);
}

export function tourPrice(tour: TourPriceFields, { adults, children }: Participants): number {
  // A per-group price (a buggy for two, a parasail flight) is charged once, whoever comes.
  if (tour.priceType === 'per_group') return roundCents(adultUnitPrice(tour));
  return roundCents(adults * adultUnitPrice(tour) + children * childUnitPrice(tour));
}
