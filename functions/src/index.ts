// Cloud Functions of the app: createBooking is the only way a booking is written.
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { createBooking } from './create-booking';
