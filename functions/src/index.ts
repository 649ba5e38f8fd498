// Cloud Functions of the app: createBooking is the only way a booking is written; releaseSeats
// gives a cancelled booking's seats back.
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { createBooking } from './create-booking';
export { releaseSeats } from './release-seats';
