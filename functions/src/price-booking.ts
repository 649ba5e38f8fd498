// Prices a booking request from the catalog documents as stored, never from the client's figures.
import { bookingTotal, tourLine, transferLine } from '../../src/domain/booking-lines';
import type { BookingTourLine, BookingTransferLine } from '../../src/domain/booking';
import type { BookingRequest } from '../../src/domain/booking-request';
import { isPastDate } from '../../src/domain/calendar-date';
import { touchesAirport } from '../../src/domain/flight-number';
import {
  checkParticipants,
  participantLimits,
  type ParticipantsProblem,
} from '../../src/domain/participants';
import { readPricingRoute } from '../../src/domain/pricing-route-schema';
import { TOUR_BOOKING_FIELDS, type Tour } from '../../src/domain/tour';
import { readTour } from '../../src/domain/tour-schema';
import { InvalidBookingError, UnpriceableCatalogError } from './errors';

/** The stored documents a request names; undefined when the document does not exist. */
export interface CatalogDocuments {
  tour?: unknown;
  route?: unknown;
}

export interface PricedBooking {
  tour: BookingTourLine | null;
  transfer: BookingTransferLine | null;
  total: number;
}

function participantsProblemText(problem: ParticipantsProblem, tour: Tour): [string, string] {
  const { minAdults, maxTotal } = participantLimits(tour);
  if (tour.priceType === 'per_group' && problem !== 'invalid_count') {
    return ['tour', 'A per-group tour is booked as one group: 1 adult, 0 children'];
  }
  switch (problem) {
    case 'invalid_count':
      return ['tour', 'Participant counts must be whole numbers'];
    case 'below_minimum':
      return ['tour.adults', `This tour needs at least ${minAdults} participants`];
    case 'above_maximum':
      return ['tour', `This tour takes at most ${maxTotal} participants`];
    case 'children_not_allowed':
      return ['tour.children', 'This tour has no child price; book everyone as adults'];
  }
}

function priceTour(
  request: NonNullable<BookingRequest['tour']>,
  raw: unknown,
  language: BookingRequest['language'],
): BookingTourLine {
  if (raw === undefined) throw new InvalidBookingError('tour.tourId', 'Unknown tour');
  // Fields that only decorate a tour page (texts, pictures) must not stop a booking.
  const { value: tour, badFields } = readTour(request.tourId, raw);
  const priceFields = badFields.filter((field) =>
    (TOUR_BOOKING_FIELDS as readonly string[]).includes(field),
  );
  if (priceFields.length > 0) {
    throw new UnpriceableCatalogError('tour.tourId', `tours/${request.tourId}`, priceFields);
  }
  const participants = { adults: request.adults, children: request.children };
  const problem = checkParticipants(tour, participants);
  if (problem !== null) throw new InvalidBookingError(...participantsProblemText(problem, tour));
  return tourLine(tour, participants, language);
}

function priceTransfer(
  request: NonNullable<BookingRequest['transfer']>,
  raw: unknown,
  today: string,
): BookingTransferLine {
  if (raw === undefined) throw new InvalidBookingError('transfer.routeId', 'Unknown route');
  if (isPastDate(request.date, today)) {
    throw new InvalidBookingError('transfer.date', `Must be ${today} or later`);
  }
  const { value: route, badFields } = readPricingRoute(request.routeId, raw);
  if (badFields.length > 0) {
    throw new UnpriceableCatalogError('transfer.routeId', `pricing/${request.routeId}`, badFields);
  }
  const line = transferLine(route, request);
  if (line === null) {
    throw new InvalidBookingError(
      'transfer.passengerGroup',
      'This route has no price for the group',
    );
  }
  // The request cannot say which routes need a flight; the stored route does.
  if (touchesAirport(route.type, route.from, route.to) && !request.flightNumber) {
    throw new InvalidBookingError(
      'transfer.flightNumber',
      'Required for a transfer from or to the airport, like AA 1234',
    );
  }
  return line;
}

/**
 * The booking's lines and total, its texts in the booking's language; `today` is the date at the
 * destination (YYYY-MM-DD).
 */
export function priceBooking(
  request: BookingRequest,
  documents: CatalogDocuments,
  today: string,
): PricedBooking {
  const tour = request.tour ? priceTour(request.tour, documents.tour, request.language) : null;
  const transfer = request.transfer
    ? priceTransfer(request.transfer, documents.route, today)
    : null;
  return { tour, transfer, total: bookingTotal(tour, transfer) };
}
