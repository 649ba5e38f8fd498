// Priced booking lines from catalog records, so checkout and createBooking agree on totals.
import type { BookingTourLine, BookingTransferLine } from './booking';
import { flightFields, type TransferFlight } from './flight-number';
import { sumPrices } from './money';
import { passengerGroupLabel, transferPrice, type PassengerGroup } from './passenger-groups';
import type { Participants } from './participants';
import { adultUnitPrice, childUnitPrice, tourPrice } from './tour-price';
import type { PricingRoute } from './pricing-route';
import type { Language } from './language';
import { tourTexts, type Tour } from './tour';

export interface TransferChoice extends TransferFlight {
  passengerGroup: PassengerGroup;
  date: string;
  time: string;
}

/** The tour's line, its title in the booking's language (English falls back to Spanish). */
export function tourLine(
  tour: Tour,
  participants: Participants,
  language: Language,
): BookingTourLine {
  return {
    tourId: tour.id,
    title: tourTexts(tour, language).title,
    adults: participants.adults,
    children: participants.children,
    unitPrice: adultUnitPrice(tour),
    childUnitPrice: childUnitPrice(tour),
    subtotal: tourPrice(tour, participants),
  };
}

/** The transfer line for the route, or null when the route has no price for the group. */
export function transferLine(
  route: PricingRoute,
  choice: TransferChoice,
): BookingTransferLine | null {
  const price = transferPrice(route, choice.passengerGroup);
  if (price === null) return null;
  return {
    routeId: route.id,
    type: route.type,
    origin: route.from,
    destination: route.to,
    date: choice.date,
    time: choice.time,
    passengerGroup: choice.passengerGroup,
    passengers: passengerGroupLabel(choice.passengerGroup),
    price,
    ...flightFields(choice),
  };
}

/** Tour subtotal plus transfer price, in USD rounded to cents. */
export function bookingTotal(
  tour: Pick<BookingTourLine, 'subtotal'> | null,
  transfer: Pick<BookingTransferLine, 'price'> | null,
): number {
  return sumPrices(tour?.subtotal ?? 0, transfer?.price ?? 0);
}
