// firestore.rules for staff accounts (guides and drivers): they read what the day view needs and
// write only a booking's check-in, once, on its day; a removed staff member's token is refused.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { adminEmulatorEnv } from '../scripts/lib/local-stack';
import { addDays, todayAtDestination } from '../src/domain/calendar-date';
import { makeBooking } from '../src/testing/make-booking';
import { makeTour } from '../src/testing/make-tour';
import { rulesTestEnvironment, storeBookings } from './rules-env';

for (const [name, value] of Object.entries(adminEmulatorEnv)) process.env[name] ??= value;

const today = todayAtDestination();
const tomorrow = addDays(today, 1);
const tourOn = (date: string) => ({ ...makeBooking('x').tour!, date, departure: '08:00' });

const STAFF = { uid: 'guide-1', email: 'guia@example.com' };
const REMOVED = { uid: 'guide-gone', email: 'antes@example.com' };

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  const { id: _id, ...tour } = makeTour('saona');
  await storeBookings(
    env,
    [
      makeBooking('LA-TODAY001', { status: 'confirmed', tour: tourOn(today) }),
      makeBooking('LA-TOMORROW', { status: 'confirmed', tour: tourOn(tomorrow) }),
      makeBooking('LA-PENDING1', { status: 'pending', tour: tourOn(today) }),
      makeBooking('LA-CANCELED', { status: 'cancelled', tour: tourOn(today) }),
    ],
    (batch, db) => {
      // Only STAFF is on the team: REMOVED still carries the claim in a token issued before.
      batch.set(doc(db, 'staff', STAFF.uid), { email: STAFF.email, addedAt: Timestamp.now() });
      batch.set(doc(db, 'tours/saona'), { ...tour, createdAt: Timestamp.now() });
      batch.set(doc(db, 'siteContent/payment_paypal_link'), { value: '' });
    },
  );
});

const staff = () => env.authenticatedContext(STAFF.uid, { email: STAFF.email, staff: true });
const removed = () => env.authenticatedContext(REMOVED.uid, { email: REMOVED.email, staff: true });
const admin = () =>
  env.authenticatedContext('owner', { email: 'owner@example.com', admin: true }).firestore();
type Db = ReturnType<ReturnType<typeof staff>['firestore']>;

/** What the check-in writes: the party that came, stamped with the server time and the caller. */
function checkIn(
  db: Db,
  orderId: string,
  who: { uid: string; email: string },
  changes: DocumentData = {},
) {
  return updateDoc(doc(db, 'bookings', orderId), {
    checkIn: {
      outcome: 'checkedIn',
      adults: 2,
      children: 0,
      at: serverTimestamp(),
      by: who.uid,
      byEmail: who.email,
      ...changes,
    },
    updatedAt: serverTimestamp(),
  });
}

describe('a staff member', () => {
  it("reads the day view's bookings and seats, and their own team entry only", async () => {
    const db = staff().firestore();
    await assertSucceeds(
      getDocs(query(collection(db, 'bookings'), where('tour.date', '==', today))),
    );
    await assertSucceeds(getDoc(doc(db, 'bookings/LA-TODAY001')));
    await assertSucceeds(
      getDocs(query(collection(db, 'availability'), where('date', '==', today))),
    );
    await assertSucceeds(getDoc(doc(db, 'staff', STAFF.uid)));
    await assertFails(getDoc(doc(db, 'staff', 'someone-else')));
    await assertFails(getDocs(collection(db, 'staff')));
  });

  it('checks a confirmed party in on its day, as the check-in does, and nothing else of it', async () => {
    const db = staff().firestore();
    await assertFails(checkIn(db, 'LA-TODAY001', STAFF, { outcome: 'checkedIn', adults: 3 }));
    await assertFails(checkIn(db, 'LA-TODAY001', STAFF, { by: 'owner' }));
    await assertFails(checkIn(db, 'LA-TODAY001', STAFF, { at: Timestamp.now() }));
    await assertFails(checkIn(db, 'LA-TODAY001', STAFF, { adults: 0 }));
    await assertFails(checkIn(db, 'LA-TODAY001', STAFF, { note: 'x' }));
    await assertFails(
      updateDoc(doc(db, 'bookings/LA-TODAY001'), {
        checkIn: {
          outcome: 'checkedIn',
          adults: 1,
          children: 0,
          at: serverTimestamp(),
          by: STAFF.uid,
          byEmail: STAFF.email,
        },
        status: 'cancelled',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(checkIn(db, 'LA-TODAY001', STAFF, { adults: 1 }));
  });

  it('records a no-show with nobody in it', async () => {
    const db = staff().firestore();
    await assertFails(checkIn(db, 'LA-TODAY001', STAFF, { outcome: 'noShow', adults: 1 }));
    await assertSucceeds(checkIn(db, 'LA-TODAY001', STAFF, { outcome: 'noShow', adults: 0 }));
  });

  it("cannot check a party in twice, on another day's booking, or on a pending or cancelled one", async () => {
    const db = staff().firestore();
    await assertSucceeds(checkIn(db, 'LA-TODAY001', STAFF));
    await assertFails(checkIn(db, 'LA-TODAY001', STAFF));
    await assertFails(checkIn(db, 'LA-TOMORROW', STAFF));
    await assertFails(checkIn(db, 'LA-PENDING1', STAFF));
    await assertFails(checkIn(db, 'LA-CANCELED', STAFF));
  });

  it("cannot change a booking's status, hold or amounts, prices, the catalog or settings", async () => {
    const db = staff().firestore();
    const later = { updatedAt: serverTimestamp() };
    await assertFails(
      updateDoc(doc(db, 'bookings/LA-PENDING1'), { status: 'confirmed', ...later }),
    );
    await assertFails(updateDoc(doc(db, 'bookings/LA-TODAY001'), { total: 1, ...later }));
    await assertFails(
      updateDoc(doc(db, 'bookings/LA-PENDING1'), {
        holdUntil: Timestamp.fromMillis(Date.now() + 3_600_000),
        ...later,
      }),
    );
    await assertFails(updateDoc(doc(db, 'tours/saona'), { price: 1, ...later }));
    await assertFails(setDoc(doc(db, 'pricing/new-route'), { type: 'Hotel' }));
    await assertFails(
      setDoc(doc(db, 'siteContent/payment_paypal_link'), {
        value: 'https://paypal.me/someone',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(doc(db, 'siteContent/payment_paypal_link')));
    await assertFails(setDoc(doc(db, 'staff/guide-2'), { email: 'otro@example.com' }));
    await assertFails(deleteDoc(doc(db, 'staff', STAFF.uid)));
    await assertFails(getDocs(collection(db, 'mail')));
  });
});

describe('a removed staff member', () => {
  it('is refused with a token still carrying the claim: no bookings, no check-in', async () => {
    const db = removed().firestore();
    await assertFails(getDoc(doc(db, 'bookings/LA-TODAY001')));
    await assertFails(getDocs(query(collection(db, 'bookings'), where('tour.date', '==', today))));
    await assertFails(checkIn(db, 'LA-TODAY001', REMOVED));
  });
});

describe('the owner', () => {
  it('lists the team, which only the functions write', async () => {
    await assertSucceeds(getDocs(collection(admin(), 'staff')));
    await assertFails(setDoc(doc(admin(), 'staff/guide-2'), { email: 'otro@example.com' }));
    await assertFails(deleteDoc(doc(admin(), 'staff', STAFF.uid)));
  });

  it('checks a party in too, and still confirms and cancels', async () => {
    await assertSucceeds(
      checkIn(admin() as unknown as Db, 'LA-TODAY001', {
        uid: 'owner',
        email: 'owner@example.com',
      }),
    );
    await assertSucceeds(
      updateDoc(doc(admin(), 'bookings/LA-PENDING1'), {
        status: 'confirmed',
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
