// Cloud Functions of the app: createBooking is the only way a booking is written; releaseSeats
// gives a cancelled booking's seats back; lookupBooking shows a tourist their own booking, and
// mirrorBookingStatus keeps its public status mirror in step.
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { createBooking } from './create-booking';
export { releaseSeats } from './release-seats';
export { lookupBooking } from './lookup-booking';
export { mirrorBookingStatus } from './mirror-booking-status';
