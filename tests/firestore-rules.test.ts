// firestore.rules: public catalog reads; admin-only writes of exactly the src/domain shapes; bookings for admins and the function only; status mirrors read by token.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminEmulatorEnv } from '../scripts/lib/local-stack';
import { seedCatalog } from '../scripts/lib/seed-catalog';
import { STAFF_BOOKING_STATUSES } from '../src/domain/booking';
import { variantNames } from '../src/domain/image-variants';
import { TRANSFER_TYPES } from '../src/domain/pricing-route';
import { routeFieldsSchema } from '../src/domain/pricing-route-schema';
import {
  AGENCY_CONTACT_KEYS,
  AGENCY_CONTACT_MAX_LENGTH,
  HOLD_SETTING_KEYS,
  PAYMENT_SETTING_KEYS,
  SITE_CONTENT_KEYS,
  SITE_IMAGE_KEYS,
  type SiteContentKey,
} from '../src/domain/site-content';
import { PRICE_TYPES } from '../src/domain/tour';
import { tourFieldsSchema } from '../src/domain/tour-schema';
import { STORED_IMAGE_TYPES, uniqueImageBase } from '../src/domain/upload-rules';
import { makeRoute } from '../src/testing/make-route';
import { makeTour } from '../src/testing/make-tour';
import {
  downloadUrl,
  RULES_BUCKET,
  RULES_BUCKET_URL,
  RULES_PROJECT_ID,
  rulesTestEnvironment,
} from './rules-env';

for (const [name, value] of Object.entries(adminEmulatorEnv)) process.env[name] ??= value;

const KB = 1024;
const huge = 'x'.repeat(100 * KB);

// Stored shapes come from the shared factories (src/domain schemas), without their ids, with
// pictures in this project's Storage.
const { id: _tourId, ...tour } = makeTour('saona', {
  priceChild: 65,
  hasChildPrice: true,
  image: downloadUrl('1717171717171-123456789.jpg'),
  gallery: [downloadUrl('seed-isla-saona-1.jpg'), downloadUrl('1717171717171-42.webp')],
});
const { id: _routeId, ...route } = makeRoute('puj-bavaro');
const heroUrl = downloadUrl('seed-hero.jpg');
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
    const created = Timestamp.fromMillis(Date.parse('2025-01-15T12:00:00Z'));
    await setDoc(doc(db, 'tours/saona'), { ...tour, createdAt: created, updatedAt: created });
    await setDoc(doc(db, 'pricing/puj-bavaro'), route);
    await setDoc(doc(db, 'siteContent/heroImageUrl'), { value: heroUrl });
    await setDoc(doc(db, 'bookings/LA-ABCDE'), booking);
  });
});

const visitor = () => env.unauthenticatedContext().firestore();
const tourist = () =>
  env.authenticatedContext('tourist', { email: 'tourist@example.com' }).firestore();
const admin = () =>
  env.authenticatedContext('staff', { email: 'staff@example.com', admin: true }).firestore();
/** A user's Firestore (the compat instance rules-unit-testing hands out). */
type Firestore = ReturnType<typeof visitor>;

/** What addTour (src/features/admin/api/tour-writes.ts) writes, with the given changes. */
const newTour = (changes: DocumentData = {}) => ({
  ...tour,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});
const addTour = (db: Firestore, changes: DocumentData = {}) =>
  setDoc(doc(db, 'tours/new'), newTour(changes));
/** What updateTour writes: every field of the tour, the given ones changed, and updatedAt. */
const saveTour = (db: Firestore, changes: DocumentData) =>
  updateDoc(doc(db, 'tours/saona'), { ...tour, updatedAt: serverTimestamp(), ...changes });
/** What saveSiteContent writes. */
const saveSiteContent = (db: Firestore, key: string, value: unknown) =>
  setDoc(doc(db, 'siteContent', key), { value, updatedAt: serverTimestamp() });
const setStatus = (db: Firestore, status: string) =>
  updateDoc(doc(db, 'bookings/LA-ABCDE'), { status, updatedAt: serverTimestamp() });

/**
 * A value each site-content key accepts: a Storage image, or a payment setting or agency contact
 * detail as the settings forms save it.
 */
function acceptedValue(key: SiteContentKey): string {
  if ((SITE_IMAGE_KEYS as readonly string[]).includes(key)) return heroUrl;
  const settings: Record<string, string> = {
    [PAYMENT_SETTING_KEYS.paypalLink]: 'https://paypal.me/puntacanatours',
    [PAYMENT_SETTING_KEYS.zelleDetails]: 'Punta Cana Tours SRL · reservas@example.com',
    [AGENCY_CONTACT_KEYS.email]: 'reservas@puntacanatours.example',
    [AGENCY_CONTACT_KEYS.phone]: '18095550100',
    [AGENCY_CONTACT_KEYS.whatsappNumber]: '18095550123',
    [AGENCY_CONTACT_KEYS.address]: 'Av. Alemania, Bávaro, Punta Cana',
    [HOLD_SETTING_KEYS.holdHours]: '24',
    [HOLD_SETTING_KEYS.cutoffHours]: '2',
  };
  return settings[key]!;
}

describe('who may do what', () => {
  it('lets anyone read the catalog and site content', async () => {
    await assertSucceeds(getDocs(collection(visitor(), 'tours')));
    await assertSucceeds(getDocs(collection(visitor(), 'pricing')));
    await assertSucceeds(getDocs(collection(visitor(), 'siteContent')));
    await assertSucceeds(getDoc(doc(tourist(), 'tours/saona')));
  });

  it('lets no visitor change tours, routes or site content', async () => {
    await assertFails(addTour(visitor()));
    await assertFails(saveTour(visitor(), { price: 1 }));
    await assertFails(deleteDoc(doc(visitor(), 'tours/saona')));
    await assertFails(setDoc(doc(visitor(), 'pricing/new'), route));
    await assertFails(updateDoc(doc(visitor(), 'pricing/puj-bavaro'), { price1to2: 1 }));
    await assertFails(deleteDoc(doc(visitor(), 'pricing/puj-bavaro')));
    await assertFails(saveSiteContent(visitor(), 'payment_paypal_link', 'https://paypal.me/thief'));
    await assertFails(saveSiteContent(visitor(), AGENCY_CONTACT_KEYS.phone, '18095550666'));
    await assertFails(deleteDoc(doc(visitor(), 'siteContent/heroImageUrl')));
  });

  it('lets no signed-in user without the admin claim change them either', async () => {
    await assertFails(addTour(tourist()));
    await assertFails(saveTour(tourist(), { price: 1 }));
    await assertFails(deleteDoc(doc(tourist(), 'tours/saona')));
    await assertFails(setDoc(doc(tourist(), 'pricing/new'), route));
    await assertFails(updateDoc(doc(tourist(), 'pricing/puj-bavaro'), { price1to2: 1 }));
    await assertFails(deleteDoc(doc(tourist(), 'pricing/puj-bavaro')));
    await assertFails(saveSiteContent(tourist(), 'heroImageUrl', heroUrl));
    await assertFails(saveSiteContent(tourist(), AGENCY_CONTACT_KEYS.email, 'thief@example.com'));
    await assertFails(deleteDoc(doc(tourist(), 'siteContent/heroImageUrl')));
  });

  it('lets an admin add, save and delete tours as the admin panel does', async () => {
    await assertSucceeds(addDoc(collection(admin(), 'tours'), newTour()));
    await assertSucceeds(saveTour(admin(), { price: 99, priceChild: null, hasChildPrice: false }));
    await assertSucceeds(deleteDoc(doc(admin(), 'tours/saona')));
  });

  it('lets an admin add a route, change one field of it, and delete it', async () => {
    await assertSucceeds(addDoc(collection(admin(), 'pricing'), route));
    await assertSucceeds(updateDoc(doc(admin(), 'pricing/puj-bavaro'), { price1to2: 35.5 }));
    await assertSucceeds(updateDoc(doc(admin(), 'pricing/puj-bavaro'), { price5to9: null }));
    await assertSucceeds(updateDoc(doc(admin(), 'pricing/puj-bavaro'), { from: 'Aeropuerto SDQ' }));
    await assertSucceeds(deleteDoc(doc(admin(), 'pricing/puj-bavaro')));
  });

  it('lets an admin save site images and payment settings, empty payment settings included', async () => {
    await assertSucceeds(saveSiteContent(admin(), 'servicesImageUrl', heroUrl));
    for (const key of [
      ...Object.values(PAYMENT_SETTING_KEYS),
      AGENCY_CONTACT_KEYS.whatsappNumber,
    ]) {
      await assertSucceeds(saveSiteContent(admin(), key, ''));
    }
  });

  it('lets an admin save the agency contact as the settings form does', async () => {
    for (const key of Object.values(AGENCY_CONTACT_KEYS)) {
      await assertSucceeds(saveSiteContent(admin(), key, acceptedValue(key)));
    }
  });

  it('keeps unknown collections closed, even to admins', async () => {
    await assertFails(getDocs(collection(visitor(), 'users')));
    await assertFails(getDoc(doc(admin(), 'users/x')));
    await assertFails(setDoc(doc(admin(), 'users/x'), { a: 1 }));
  });
});

describe('the value lists in the rules follow src/domain', () => {
  it('accepts every price type and refuses another', async () => {
    for (const priceType of PRICE_TYPES) await assertSucceeds(saveTour(admin(), { priceType }));
    await assertFails(saveTour(admin(), { priceType: 'per_family' }));
  });

  it('accepts every transfer type and refuses another', async () => {
    for (const type of TRANSFER_TYPES) {
      await assertSucceeds(updateDoc(doc(admin(), 'pricing/puj-bavaro'), { type }));
    }
    await assertFails(updateDoc(doc(admin(), 'pricing/puj-bavaro'), { type: 'Helicóptero' }));
  });

  it('accepts every status staff set and refuses another, expired among them', async () => {
    for (const status of STAFF_BOOKING_STATUSES) await assertSucceeds(setStatus(admin(), status));
    await assertFails(setStatus(admin(), 'refunded'));
    await assertFails(setStatus(admin(), 'expired'));
  });

  it('accepts every site-content key and refuses another', async () => {
    for (const key of SITE_CONTENT_KEYS) {
      await assertSucceeds(saveSiteContent(admin(), key, acceptedValue(key)));
    }
    await assertFails(saveSiteContent(admin(), 'unknownKey', 'x'));
  });

  it('needs every tour field of tourFieldsSchema and the two timestamps, and nothing more', async () => {
    for (const key of [...Object.keys(tourFieldsSchema.shape), 'createdAt', 'updatedAt']) {
      const { [key]: _left, ...missing } = newTour() as DocumentData;
      await assertFails(setDoc(doc(admin(), 'tours/new'), missing));
    }
    await assertFails(addTour(admin(), { featured: true }));
    await assertFails(saveTour(admin(), { id: 'saona' }));
    await assertSucceeds(addTour(admin()));
  });

  it('needs every route field of routeFieldsSchema, and nothing more', async () => {
    for (const key of Object.keys(routeFieldsSchema.shape)) {
      const { [key]: _left, ...missing } = route as DocumentData;
      await assertFails(setDoc(doc(admin(), 'pricing/new'), missing));
    }
    await assertFails(setDoc(doc(admin(), 'pricing/new'), { ...route, price10to15: 80 }));
    await assertFails(
      updateDoc(doc(admin(), 'pricing/puj-bavaro'), { updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(setDoc(doc(admin(), 'pricing/new'), route));
  });
});

describe('tour schedules', () => {
  const schedule = (changes: DocumentData) => ({ schedule: { ...tour.schedule, ...changes } });

  it('take weekdays, up to 12 departure times, seats, closed dates and a horizon', async () => {
    await assertSucceeds(
      saveTour(
        admin(),
        schedule({
          weekdays: [0, 6],
          departures: ['07:30', '13:00'],
          seats: 40,
          closedDates: ['2026-12-25'],
          horizonMonths: 24,
        }),
      ),
    );
    await assertSucceeds(saveTour(admin(), schedule({ seats: null, departures: [] })));
  });

  it('refuse malformed ones', async () => {
    for (const changes of [
      { weekdays: [7] },
      { weekdays: ['monday'] },
      { departures: ['25:00'] },
      { departures: ['7:30'] },
      { departures: Array.from({ length: 13 }, () => '08:00') },
      { seats: 0 },
      { seats: 2.5 },
      { seats: 10_001 },
      { closedDates: Array.from({ length: 367 }, () => '2026-12-25') },
      { closedDates: ['25/12/2026'] },
      { closedDates: [20261225] },
      { departures: [800] },
      { horizonMonths: 0 },
      { horizonMonths: 25 },
      { capacity: 10 },
    ]) {
      await assertFails(saveTour(admin(), schedule(changes)));
    }
    await assertFails(saveTour(admin(), { schedule: 'daily' }));
  });
});

describe('availability', () => {
  it('is read by anyone and written by no client, not even an admin', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'availability/saona_2026-12-05_0730')));
    await assertSucceeds(getDocs(collection(visitor(), 'availability')));
    const counts = { tourId: 'saona', date: '2026-12-05', departure: '07:30', sold: 0 };
    await assertFails(setDoc(doc(visitor(), 'availability/saona_2026-12-05_0730'), counts));
    await assertFails(setDoc(doc(tourist(), 'availability/saona_2026-12-05_0730'), counts));
    await assertFails(setDoc(doc(admin(), 'availability/saona_2026-12-05_0730'), counts));
  });
});

describe('the outgoing e-mail queue', () => {
  it('is read and written only by the functions, never from a browser, not even an admin', async () => {
    for (const client of [visitor(), tourist(), admin()]) {
      await assertFails(getDocs(collection(client, 'mail')));
      await assertFails(getDoc(doc(client, 'mail/LA-ABCDE_received')));
      await assertFails(setDoc(doc(client, 'mail/LA-ABCDE_received'), { state: 'sent' }));
      await assertFails(deleteDoc(doc(client, 'mail/LA-ABCDE_received')));
    }
  });

  it('is recorded on a booking that staff cannot rewrite', async () => {
    await assertFails(
      updateDoc(doc(admin(), 'bookings/LA-ABCDE'), {
        'messages.received': { state: 'sent' },
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('rate-limit counters', () => {
  it('are read and written only by the functions, never from a browser, not even an admin', async () => {
    for (const client of [visitor(), tourist(), admin()]) {
      await assertFails(getDocs(collection(client, 'rateLimits')));
      await assertFails(getDoc(doc(client, 'rateLimits/x')));
      await assertFails(setDoc(doc(client, 'rateLimits/x'), { count: 0 }));
      await assertFails(deleteDoc(doc(client, 'rateLimits/x')));
    }
  });
});

describe('tour text and numbers', () => {
  it('takes a title of 1 to 200 characters', async () => {
    await assertSucceeds(saveTour(admin(), { title: 't'.repeat(200) }));
    await assertFails(saveTour(admin(), { title: 't'.repeat(201) }));
    await assertFails(saveTour(admin(), { title: '' }));
    await assertFails(saveTour(admin(), { title: huge }));
    await assertFails(saveTour(admin(), { title: 7 }));
  });

  it('takes a slug of lowercase words joined by hyphens, at most 120 characters', async () => {
    await assertSucceeds(saveTour(admin(), { slug: 'isla-saona-2' }));
    await assertSucceeds(saveTour(admin(), { slug: 'a'.repeat(120) }));
    for (const slug of [
      'a'.repeat(121),
      '',
      'Isla-Saona',
      'isla_saona',
      '-saona',
      'saona-',
      'a--b',
      'isla saona',
      '../x',
    ]) {
      await assertFails(saveTour(admin(), { slug }));
    }
  });

  it('takes descriptions up to 5000 characters and price text or duration up to 200', async () => {
    await assertSucceeds(
      saveTour(admin(), {
        descriptionEs: 'd'.repeat(5000),
        descriptionEn: '',
        priceText: 'p'.repeat(200),
        duration: '',
      }),
    );
    await assertFails(saveTour(admin(), { descriptionEs: 'd'.repeat(5001) }));
    await assertFails(saveTour(admin(), { descriptionEn: huge }));
    await assertFails(saveTour(admin(), { priceText: 'p'.repeat(201) }));
    await assertFails(saveTour(admin(), { duration: huge }));
    await assertFails(saveTour(admin(), { duration: null }));
  });

  it('takes the English title, price text and duration up to 200 characters', async () => {
    await assertSucceeds(
      saveTour(admin(), {
        titleEn: 't'.repeat(200),
        priceTextEn: 'p'.repeat(200),
        durationEn: '',
      }),
    );
    await assertFails(saveTour(admin(), { titleEn: 't'.repeat(201) }));
    await assertFails(saveTour(admin(), { priceTextEn: huge }));
    await assertFails(saveTour(admin(), { durationEn: null }));
    await assertFails(saveTour(admin(), { titleFr: 'Île Saona' }));
  });

  it('takes what to bring, in Spanish and English, up to 1000 characters each', async () => {
    await assertSucceeds(
      saveTour(admin(), { whatToBringEs: 'b'.repeat(1000), whatToBringEn: 'Swimsuit.\nTowel.' }),
    );
    await assertFails(saveTour(admin(), { whatToBringEs: 'b'.repeat(1001) }));
    await assertFails(saveTour(admin(), { whatToBringEn: null }));
  });

  it('takes prices and participant limits that are empty or from 0 to 100000', async () => {
    for (const field of ['price', 'priceChild', 'minParticipants', 'maxParticipants']) {
      await assertSucceeds(saveTour(admin(), { [field]: null }));
      await assertSucceeds(saveTour(admin(), { [field]: 0 }));
      await assertSucceeds(saveTour(admin(), { [field]: 100000 }));
      await assertFails(saveTour(admin(), { [field]: -1 }));
      await assertFails(saveTour(admin(), { [field]: 100001 }));
      await assertFails(saveTour(admin(), { [field]: 'free' }));
    }
    await assertSucceeds(saveTour(admin(), { price: 89.5 }));
  });

  it('takes hasChildPrice only as true or false', async () => {
    await assertSucceeds(saveTour(admin(), { hasChildPrice: false }));
    await assertFails(saveTour(admin(), { hasChildPrice: 'yes' }));
    await assertFails(saveTour(admin(), { hasChildPrice: null }));
  });
});

describe('tour pictures', () => {
  const foreign = [
    'https://evil.example/x.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    // Another place in a good bucket, or a trick to leave images/.
    downloadUrl('x.jpg').replace('images%2F', 'private%2F'),
    downloadUrl('..%2Fprivate%2Fx.jpg'),
    // A bucket that is not a Firebase default bucket, or a host that only starts like Google's.
    downloadUrl('x.jpg', { bucket: 'evil.example.com' }),
    downloadUrl('x.jpg', { origin: 'https://firebasestorage.googleapis.com.evil.example' }),
    downloadUrl('x.jpg', { origin: 'http://firebasestorage.googleapis.com' }),
    downloadUrl('x.jpg', { origin: 'http://10.0.0.7:9199' }),
    `${downloadUrl('x.jpg')}&next=https://evil.example`,
    downloadUrl('x.jpg').replace(/&token=.*/, ''),
    ` ${downloadUrl('x.jpg')}`,
  ];

  it('may be download URLs of this kind of Storage, in production and on the local emulator', async () => {
    for (const url of [
      downloadUrl('seed-isla-saona.jpg'),
      downloadUrl('1717171717171-1.png', { bucket: `${RULES_PROJECT_ID}.firebasestorage.app` }),
      downloadUrl('1717171717171-2.jpg', { origin: 'http://127.0.0.1:9199' }),
      downloadUrl('1717171717171-3.jpg', { origin: 'http://localhost:9199' }),
    ]) {
      await assertSucceeds(saveTour(admin(), { image: url, gallery: [url] }));
    }
    await assertSucceeds(saveTour(admin(), { image: null, gallery: [] }));
  });

  it('refuse a foreign or script URL as the main image or anywhere in the gallery', async () => {
    for (const url of foreign) {
      await assertFails(saveTour(admin(), { image: url }));
      await assertFails(saveTour(admin(), { gallery: [url] }));
      await assertFails(addTour(admin(), { gallery: [...Array(19).fill(tour.image), url] }));
    }
    await assertFails(saveTour(admin(), { image: 42 }));
    await assertFails(saveTour(admin(), { gallery: [null] }));
    await assertFails(saveTour(admin(), { gallery: tour.image }));
  });

  it('count at most 20 in a gallery', async () => {
    await assertSucceeds(saveTour(admin(), { gallery: Array(20).fill(tour.image) }));
    await assertFails(saveTour(admin(), { gallery: Array(21).fill(tour.image) }));
  });

  it('hold one URL each, and nothing but URLs', async () => {
    await assertSucceeds(saveTour(admin(), { gallery: [] }));
    await assertFails(saveTour(admin(), { gallery: [`${tour.image} ${tour.image}`] }));
    await assertFails(saveTour(admin(), { gallery: [tour.image, 7] }));
    await assertFails(saveTour(admin(), { gallery: [`${tour.image}x`] }));
  });

  it('include an image the admin just uploaded, by the URL Storage gives for it', async () => {
    const storage = env.authenticatedContext('staff', { admin: true }).storage(RULES_BUCKET_URL);
    const { large } = variantNames(uniqueImageBase(Date.now(), Math.random() * 1e9), 'jpg');
    const uploaded = ref(storage, `images/${large}`);
    await uploadBytes(uploaded, new Uint8Array([0xff, 0xd8, 0xff]), {
      contentType: STORED_IMAGE_TYPES.jpg,
    });
    const url = await getDownloadURL(uploaded);
    await assertSucceeds(saveTour(admin(), { image: url, gallery: [...tour.gallery, url] }));
  });
});

describe('timestamps', () => {
  const clientTime = Timestamp.fromMillis(Date.parse('2030-01-01T00:00:00Z'));

  it('are the server time on a new tour', async () => {
    await assertFails(addTour(admin(), { createdAt: clientTime }));
    await assertFails(addTour(admin(), { updatedAt: clientTime }));
    await assertFails(addTour(admin(), { createdAt: Timestamp.now(), updatedAt: Timestamp.now() }));
  });

  it('keep a tour creation time and move its update time to the server time on every save', async () => {
    await assertFails(saveTour(admin(), { createdAt: serverTimestamp() }));
    await assertFails(saveTour(admin(), { createdAt: clientTime }));
    await assertFails(saveTour(admin(), { updatedAt: clientTime }));
    await assertFails(updateDoc(doc(admin(), 'tours/saona'), { price: 50 }));
  });

  it('are the server time on site content and booking status changes', async () => {
    await assertFails(
      setDoc(doc(admin(), 'siteContent/heroImageUrl'), { value: heroUrl, updatedAt: clientTime }),
    );
    await assertFails(setDoc(doc(admin(), 'siteContent/heroImageUrl'), { value: heroUrl }));
    await assertFails(
      updateDoc(doc(admin(), 'bookings/LA-ABCDE'), { status: 'confirmed', updatedAt: clientTime }),
    );
    await assertFails(updateDoc(doc(admin(), 'bookings/LA-ABCDE'), { status: 'confirmed' }));
  });
});

describe('routes', () => {
  it('take places of 1 to 200 characters', async () => {
    await assertSucceeds(updateDoc(doc(admin(), 'pricing/puj-bavaro'), { to: 'b'.repeat(200) }));
    for (const from of ['', 'f'.repeat(201), huge, 12, null]) {
      await assertFails(updateDoc(doc(admin(), 'pricing/puj-bavaro'), { from }));
    }
    await assertFails(setDoc(doc(admin(), 'pricing/new'), { ...route, to: '' }));
  });

  it('take prices that are empty or from 0 to 100000', async () => {
    for (const field of ['price1to2', 'price3to5', 'price5to9']) {
      const edit = (value: unknown) =>
        updateDoc(doc(admin(), 'pricing/puj-bavaro'), { [field]: value });
      await assertSucceeds(edit(0));
      await assertSucceeds(edit(100000));
      await assertFails(edit(-5));
      await assertFails(edit(100001));
      await assertFails(edit('30'));
    }
  });
});

describe('site content', () => {
  it('holds Storage images under the three image keys, never a foreign or script URL', async () => {
    for (const key of SITE_IMAGE_KEYS) {
      await assertSucceeds(saveSiteContent(admin(), key, downloadUrl('1717171717171-7.webp')));
      for (const value of ['https://evil.example/x.jpg', 'javascript:alert(1)', '', 42]) {
        await assertFails(saveSiteContent(admin(), key, value));
      }
    }
  });

  it('holds an https PayPal link, phone digits and Zelle text of at most 2000 characters', async () => {
    const paypal = PAYMENT_SETTING_KEYS.paypalLink;
    const whatsapp = AGENCY_CONTACT_KEYS.whatsappNumber;
    const zelle = PAYMENT_SETTING_KEYS.zelleDetails;
    await assertSucceeds(saveSiteContent(admin(), paypal, 'https://www.paypal.com/paypalme/x'));
    for (const value of [
      'http://paypal.me/x',
      'javascript:alert(1)',
      'https://evil.example/x',
      'https://paypal.me/',
    ]) {
      await assertFails(saveSiteContent(admin(), paypal, value));
    }
    await assertSucceeds(saveSiteContent(admin(), whatsapp, '18095550177'));
    for (const value of ['+1 809 555 0177', 'llámame', '1234567', '1'.repeat(16)]) {
      await assertFails(saveSiteContent(admin(), whatsapp, value));
    }
    await assertSucceeds(saveSiteContent(admin(), zelle, 'z'.repeat(2000)));
    await assertFails(saveSiteContent(admin(), zelle, 'z'.repeat(2001)));
    await assertFails(saveSiteContent(admin(), zelle, huge));
    await assertFails(saveSiteContent(admin(), zelle, 42));
  });

  it('holds the agency e-mail, phone digits and an address, each filled, short and without markup', async () => {
    const { email, phone, address } = AGENCY_CONTACT_KEYS;
    await assertSucceeds(saveSiteContent(admin(), email, 'hola@puntacana.example'));
    await assertSucceeds(
      saveSiteContent(
        admin(),
        email,
        `${'a'.repeat(AGENCY_CONTACT_MAX_LENGTH.email - 10)}@x.example`,
      ),
    );
    for (const value of [
      '',
      'reservas',
      'reservas@',
      'a b@c.example',
      '<b>@x.example',
      `${'a'.repeat(AGENCY_CONTACT_MAX_LENGTH.email)}@x.example`,
      huge,
      42,
    ]) {
      await assertFails(saveSiteContent(admin(), email, value));
    }
    await assertSucceeds(saveSiteContent(admin(), phone, '34612345678'));
    for (const value of [
      '',
      '+1 809 555 0100',
      'llámame',
      '1234567',
      '1'.repeat(16),
      18095550100,
    ]) {
      await assertFails(saveSiteContent(admin(), phone, value));
    }
    await assertSucceeds(saveSiteContent(admin(), address, 'Calle 1 #23, Bávaro'));
    await assertSucceeds(
      saveSiteContent(admin(), address, 'a'.repeat(AGENCY_CONTACT_MAX_LENGTH.address)),
    );
    for (const value of [
      '',
      '<script>alert(1)</script>',
      'Bávaro > Punta Cana',
      'a'.repeat(AGENCY_CONTACT_MAX_LENGTH.address + 1),
      huge,
      null,
    ]) {
      await assertFails(saveSiteContent(admin(), address, value));
    }
  });

  it('holds only a value and its update time', async () => {
    await assertFails(
      setDoc(doc(admin(), 'siteContent/heroImageUrl'), {
        value: heroUrl,
        updatedAt: serverTimestamp(),
        note: 'x',
      }),
    );
    await assertFails(
      setDoc(doc(admin(), 'siteContent/heroImageUrl'), { updatedAt: serverTimestamp() }),
    );
  });
});

describe('bookings', () => {
  it('are hidden from visitors and non-admin users', async () => {
    await assertFails(getDoc(doc(visitor(), 'bookings/LA-ABCDE')));
    await assertFails(getDocs(collection(tourist(), 'bookings')));
  });

  it('cannot be created or deleted from a browser, not even by an admin', async () => {
    await assertFails(setDoc(doc(visitor(), 'bookings/LA-ZZZZZ'), booking));
    await assertFails(setDoc(doc(tourist(), 'bookings/LA-ZZZZZ'), booking));
    await assertFails(setDoc(doc(admin(), 'bookings/LA-ZZZZZ'), booking));
    await assertFails(deleteDoc(doc(admin(), 'bookings/LA-ABCDE')));
  });

  it('are read by admins, who change only their status, as the bookings page does', async () => {
    await assertSucceeds(getDocs(collection(admin(), 'bookings')));
    await assertSucceeds(setStatus(admin(), 'confirmed'));
    await assertFails(setStatus(tourist(), 'cancelled'));
    await assertFails(setStatus(visitor(), 'cancelled'));
    await assertFails(
      updateDoc(doc(admin(), 'bookings/LA-ABCDE'), { total: 1, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(admin(), 'bookings/LA-ABCDE'), {
        status: 'confirmed',
        note: huge,
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('booking status mirrors', () => {
  const token = 'Zm9vYmFyYmF6cXV4MTIzNA';
  const mirror = { status: 'confirmed', updatedAt: Timestamp.now() };

  beforeEach(async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), 'bookingStatus', token), mirror),
    );
  });

  it('are read one at a time by their token, by anyone', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'bookingStatus', token)));
    await assertSucceeds(getDoc(doc(tourist(), 'bookingStatus', token)));
  });

  it('are never listed, so a token cannot be found without its booking', async () => {
    await assertFails(getDocs(collection(visitor(), 'bookingStatus')));
    await assertFails(getDocs(collection(tourist(), 'bookingStatus')));
    await assertFails(getDocs(collection(admin(), 'bookingStatus')));
  });

  it('are written only by the functions, never from a browser', async () => {
    await assertFails(setDoc(doc(visitor(), 'bookingStatus', token), mirror));
    await assertFails(updateDoc(doc(tourist(), 'bookingStatus', token), { status: 'cancelled' }));
    await assertFails(setDoc(doc(admin(), 'bookingStatus/Zm9vYmFyYmF6cXV4MTIzNQ'), mirror));
    await assertFails(deleteDoc(doc(admin(), 'bookingStatus', token)));
  });
});

describe('the seeded catalog', () => {
  let seedApp: App;

  beforeAll(() => {
    seedApp = initializeApp({ projectId: RULES_PROJECT_ID, storageBucket: RULES_BUCKET }, 'seed');
  });
  afterAll(async () => {
    await deleteApp(seedApp);
  });

  it('passes the rules when an admin saves each tour and site image again unchanged', async () => {
    await seedCatalog(seedApp);
    const tours = await getDocs(collection(admin(), 'tours'));
    expect(tours.size).toBeGreaterThan(1);
    for (const seeded of tours.docs) {
      const { createdAt: _created, updatedAt: _updated, ...fields } = seeded.data();
      await assertSucceeds(
        updateDoc(doc(admin(), 'tours', seeded.id), { ...fields, updatedAt: serverTimestamp() }),
      );
    }
    const content = await getDocs(collection(admin(), 'siteContent'));
    expect(content.size).toBe(SITE_CONTENT_KEYS.length);
    for (const entry of content.docs) {
      await assertSucceeds(saveSiteContent(admin(), entry.id, entry.data().value));
    }
  });
});
