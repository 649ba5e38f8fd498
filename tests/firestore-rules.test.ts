// firestore.rules: public catalog reads, admin-only writes, bookings for admins and the function only.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { makeRoute } from '../src/testing/make-route';
import { makeTour } from '../src/testing/make-tour';
import { rulesTestEnvironment } from './rules-env';

// Stored shapes come from the shared factories (src/domain schemas), without their ids.
const { id: _tourId, ...tour } = makeTour('saona', { priceChild: 65, hasChildPrice: true });
const { id: _routeId, ...route } = makeRoute('puj-bavaro');
const booking = {
  orderId: 'LA-ABCDE',
  status: 'pending',
  total: 125,
  contact: { firstName: 'Ana' },
};

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'tours/saona'), tour);
    await setDoc(doc(db, 'pricing/puj-bavaro'), route);
    await setDoc(doc(db, 'siteContent/heroImageUrl'), { value: 'https://example.com/hero.jpg' });
    await setDoc(doc(db, 'bookings/LA-ABCDE'), booking);
  });
});

const visitor = () => env.unauthenticatedContext().firestore();
const tourist = () =>
  env.authenticatedContext('tourist', { email: 'tourist@example.com' }).firestore();
const admin = () =>
  env.authenticatedContext('staff', { email: 'staff@example.com', admin: true }).firestore();

describe('the catalog', () => {
  it('is readable by anyone', async () => {
    await assertSucceeds(getDocs(collection(visitor(), 'tours')));
    await assertSucceeds(getDocs(collection(visitor(), 'pricing')));
    await assertSucceeds(getDoc(doc(visitor(), 'siteContent/heroImageUrl')));
  });

  it('cannot be changed by a visitor', async () => {
    await assertFails(setDoc(doc(visitor(), 'tours/new'), tour));
    await assertFails(updateDoc(doc(visitor(), 'tours/saona'), { price: 1 }));
    await assertFails(deleteDoc(doc(visitor(), 'pricing/puj-bavaro')));
    await assertFails(
      setDoc(doc(visitor(), 'siteContent/payment_paypal_link'), {
        value: 'https://paypal.me/thief',
      }),
    );
  });

  it('cannot be changed by a signed-in user without the admin claim', async () => {
    await assertFails(updateDoc(doc(tourist(), 'tours/saona'), { price: 1 }));
    await assertFails(setDoc(doc(tourist(), 'pricing/new'), route));
    await assertFails(setDoc(doc(tourist(), 'siteContent/heroImageUrl'), { value: 'x' }));
  });

  it('is managed by an admin', async () => {
    await assertSucceeds(setDoc(doc(admin(), 'tours/new'), tour));
    await assertSucceeds(updateDoc(doc(admin(), 'tours/saona'), { price: 99, priceChild: null }));
    await assertSucceeds(deleteDoc(doc(admin(), 'tours/saona')));
    await assertSucceeds(setDoc(doc(admin(), 'pricing/new'), route));
    await assertSucceeds(updateDoc(doc(admin(), 'pricing/puj-bavaro'), { price1to2: 35 }));
    await assertSucceeds(deleteDoc(doc(admin(), 'pricing/puj-bavaro')));
    await assertSucceeds(
      setDoc(doc(admin(), 'siteContent/payment_whatsapp_number'), { value: '18095550123' }),
    );
  });

  it('rejects malformed admin writes', async () => {
    await assertFails(updateDoc(doc(admin(), 'tours/saona'), { price: 'free' }));
    await assertFails(updateDoc(doc(admin(), 'tours/saona'), { priceType: 'per_family' }));
    await assertFails(setDoc(doc(admin(), 'pricing/bad'), { ...route, type: 'Helicóptero' }));
    await assertFails(setDoc(doc(admin(), 'siteContent/unknownKey'), { value: 'x' }));
    await assertFails(setDoc(doc(admin(), 'siteContent/heroImageUrl'), { value: 42 }));
  });

  it('keeps unknown collections closed, even to admins', async () => {
    await assertFails(getDocs(collection(visitor(), 'users')));
    await assertFails(setDoc(doc(admin(), 'users/x'), { a: 1 }));
  });
});

describe('bookings', () => {
  it('are hidden from visitors and non-admin users', async () => {
    await assertFails(getDoc(doc(visitor(), 'bookings/LA-ABCDE')));
    await assertFails(getDocs(collection(tourist(), 'bookings')));
  });

  it('cannot be created from a browser, not even by an admin', async () => {
    await assertFails(setDoc(doc(visitor(), 'bookings/LA-ZZZZZ'), booking));
    await assertFails(setDoc(doc(admin(), 'bookings/LA-ZZZZZ'), booking));
  });

  it('are read by admins, who change only their status', async () => {
    await assertSucceeds(getDocs(collection(admin(), 'bookings')));
    await assertSucceeds(updateDoc(doc(admin(), 'bookings/LA-ABCDE'), { status: 'confirmed' }));
    await assertFails(updateDoc(doc(admin(), 'bookings/LA-ABCDE'), { total: 1 }));
    await assertFails(updateDoc(doc(admin(), 'bookings/LA-ABCDE'), { status: 'refunded' }));
    await assertFails(updateDoc(doc(tourist(), 'bookings/LA-ABCDE'), { status: 'cancelled' }));
    await assertFails(deleteDoc(doc(admin(), 'bookings/LA-ABCDE')));
  });
});
