// firebase-admin for journeys: read and change the emulators' data the way a server would.
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../scripts/lib/admin-app';
import type { StoredBooking } from '../../src/domain/booking';
import { cartReducer, initialCart, serializeCart } from '../../src/domain/cart';
import type { Tour } from '../../src/domain/tour';
import { bookableTourDay } from '../../src/testing/make-tour-day';
import { newOrderId } from '../../src/domain/order-id';
import { makeBooking } from '../../src/testing/make-booking';
import { PROJECT_ID, STORAGE_BUCKET, adminEmulatorEnv } from '../../scripts/lib/local-stack';

Object.assign(process.env, adminEmulatorEnv);

export const testApp = adminApp(PROJECT_ID, STORAGE_BUCKET);
export const db = getFirestore(testApp);

/** Stores a pending booking the way the createBooking function would, and returns it. */
export async function storeBooking(
  changes: Partial<Omit<StoredBooking, 'orderId' | 'createdAt'>> = {},
): Promise<Omit<StoredBooking, 'createdAt'>> {
  const { createdAt: _createdAt, ...booking } = makeBooking(newOrderId(), changes);
  await db.doc(`bookings/${booking.orderId}`).set({ ...booking, createdAt: Timestamp.now() });
  return booking;
}

/** A seeded tour as the app holds it: its document with its id, without the timestamps. */
export async function seededTour(id: string): Promise<Tour> {
  const doc = await db.doc(`tours/${id}`).get();
  if (!doc.exists) throw new Error(`No seeded tour ${id}: run the journeys on a seeded stack.`);
  const { createdAt: _c, updatedAt: _u, ...tour } = doc.data()!;
  return { ...tour, id } as Tour;
}

/** A visitor's stored cart (as localStorage holds it): a seeded tour for one adult on a bookable day. */
export async function oneAdultCart(tourId = 'isla-saona'): Promise<string> {
  return serializeCart(
    cartReducer(initialCart, {
      type: 'addTour',
      tour: await seededTour(tourId),
      participants: { adults: 1, children: 0 },
      day: bookableTourDay(),
    }),
  );
}

/** Removes a booking a journey made, with its status mirror (bookingStatus/<token>). */
export async function deleteBooking(orderId: string) {
  const token = (await db.doc(`bookings/${orderId}`).get()).get('statusToken');
  if (typeof token === 'string') await db.doc(`bookingStatus/${token}`).delete();
  await db.doc(`bookings/${orderId}`).delete();
}

export { LOCAL_ADMIN } from '../../scripts/lib/local-admin';
