// firebase-admin for journeys: read and change the emulators' data the way a server would.
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../scripts/lib/admin-app';
import type { StoredBooking } from '../../src/domain/booking';
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

export { LOCAL_ADMIN } from '../../scripts/lib/local-admin';
