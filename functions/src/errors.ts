// Why a booking cannot be saved, checked in, or a staff member added, as plain errors; each callable
// maps them to canonical codes once.
import type { CheckInRefusal } from '../../src/domain/check-in';

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

/** A check-in the booking does not allow (check-in.ts names why); nothing was recorded. */
export class CheckInRefusedError extends Error {
  constructor(readonly reason: CheckInRefusal) {
    super(CHECK_IN_REFUSAL_MESSAGES[reason]);
    this.name = 'CheckInRefusedError';
  }
}

const CHECK_IN_REFUSAL_MESSAGES: Record<CheckInRefusal, string> = {
  wrongKey: 'This voucher does not match any booking',
  notConfirmed: 'This booking is not confirmed',
  wrongDay: "This voucher is for another day's tour",
  alreadyDone: 'This booking was already checked in',
  tooMany: 'More people than the booking has',
  nobody: 'Check in at least one person',
};

/** The e-mail already names the owner or a staff member. */
export class AlreadyOnTeamError extends Error {
  constructor(email: string) {
    super(`${email} is already on the team`);
    this.name = 'AlreadyOnTeamError';
  }
}
