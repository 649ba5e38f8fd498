// Why a booking cannot be saved, as plain errors; the callable maps each to a canonical code once.

/** The request is well-formed but asks for something the catalog does not allow. */
export class InvalidBookingError extends Error {
  constructor(field: string, problem: string) {
    super(`${field}: ${problem}`);
    this.name = 'InvalidBookingError';
  }
}

/** The order id already names a different booking; answered as a malformed one (ORDER_ID_REFUSED). */
export class OrderIdTakenError extends Error {
  constructor(orderId: string) {
    super(`orderId: ${orderId} is already used by another booking`);
    this.name = 'OrderIdTakenError';
  }
}

/** A catalog document the booking needs is malformed, so it cannot be priced safely. */
export class UnpriceableCatalogError extends Error {
  constructor(
    field: string,
    documentPath: string,
    readonly badFields: readonly string[],
  ) {
    super(`${field}: ${documentPath} cannot be booked right now`);
    this.name = 'UnpriceableCatalogError';
  }
}

/** The client made too many bookings (or booking lookups) in the current window. */
export class RateLimitedError extends Error {
  /** `counted`: what the limit counts, e.g. 'bookings'. */
  constructor(
    readonly kind: string,
    counted: string,
  ) {
    super(`Too many ${counted} from this client in the last hour; try again later`);
    this.name = 'RateLimitedError';
  }
}

/** The departure has fewer seats left than the booking asks for. */
export class SoldOutError extends Error {
  constructor(readonly seatsLeft: number) {
    super(
      seatsLeft === 0
        ? 'tour.date: This departure is sold out'
        : `tour.date: Only ${seatsLeft} seat${seatsLeft === 1 ? '' : 's'} left on this departure`,
    );
    this.name = 'SoldOutError';
  }
}

/**
 * No booking has this order id and contact, or the request was malformed: one error for all, so
 * a caller cannot learn which part was wrong.
 */
export class BookingNotFoundError extends Error {
  constructor() {
    super('We found no booking with that order number and contact');
    this.name = 'BookingNotFoundError';
  }
}
