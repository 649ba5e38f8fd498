// A booking's e-mails through the real stack and a real SMTP server (maildev): sent at booking and
// on a status change, recorded on the booking; a failing server never loses the booking, and the
// retry delivers once; the evening-before reminder picks tomorrow in Punta Cana.
import net from 'node:net';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../scripts/lib/admin-app';
import { PROJECT_ID, adminEmulatorEnv } from '../scripts/lib/local-stack';
import { MAIL_SMTP } from '../scripts/lib/mail-catcher';
import type { BookingTourLine, StoredBooking } from '../src/domain/booking';
import { newOrderId } from '../src/domain/order-id';
import { bookableTourDay } from '../src/testing/make-tour-day';
import { deliverMail, enqueueMail, retryFailedMail } from '../functions/src/mail-delivery';
import { bookingsForReminder, sendReminders } from '../functions/src/mail-reminders';
import { smtpTransport, type MailSettings } from '../functions/src/mail-transport';
import { callCreateBooking, freshContact } from './booking-client';
import { mailTo, uniqueMailAddress } from './mail-inbox';

for (const [name, value] of Object.entries(adminEmulatorEnv)) process.env[name] ??= value;

/**
 * The stack's project, where the functions' triggers send on their own; and a project of its own on
 * the same emulator, where no trigger runs, for driving sends by hand (a dead server, the retry).
 */
let stackDb: Firestore;
let quietApp: App;
let quietDb: Firestore;
const created: string[] = [];

const maildev: MailSettings = {
  transport: smtpTransport(MAIL_SMTP),
  from: 'Punta Cana Tours <reservas@puntacana.test>',
  siteUrl: 'http://127.0.0.1:5000',
};

/** A port nothing listens on: a server that refuses every connection. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const SAONA: BookingTourLine = {
  tourId: 'isla-saona',
  title: 'Isla Saona',
  adults: 2,
  children: 0,
  unitPrice: 95,
  childUnitPrice: 0,
  subtotal: 190,
  date: '2026-06-11',
  departure: '07:30',
  pickup: 'Hotel Riu Palace',
};

function storedBooking(email: string, overrides: Partial<StoredBooking> = {}) {
  const orderId = newOrderId();
  return {
    orderId,
    contact: { firstName: 'Ana', lastName: 'Pérez', email, phone: '+1 809 555 0101' },
    tour: SAONA,
    transfer: null,
    total: 190,
    paymentMethod: 'zelle',
    status: 'confirmed',
    language: 'en',
    createdAt: Timestamp.now(),
    ...overrides,
  };
}

async function storeQuietBooking(email: string, overrides: Partial<StoredBooking> = {}) {
  const booking = storedBooking(email, overrides);
  await quietDb.doc(`bookings/${booking.orderId}`).set(booking);
  return booking.orderId;
}

beforeAll(async () => {
  stackDb = getFirestore(adminApp(PROJECT_ID));
  quietApp = initializeApp({ projectId: `${PROJECT_ID}-mail-tests` }, 'mail-tests');
  quietDb = getFirestore(quietApp);
  await quietDb.doc('siteContent/agency_email').set({ value: 'agency@mail.test' });
  await quietDb.doc('siteContent/payment_zelle_details').set({ value: 'pagos@agency.test' });
});

afterAll(async () => {
  await Promise.all(
    created.map((id) => stackDb.doc(`bookings/${id}`).update({ status: 'cancelled' })),
  );
  await deleteApp(quietApp);
});

describe('the e-mails of a booking on the local stack', () => {
  it('at booking by Zelle: the tourist gets amount and memo, and the booking records it sent; confirming sends the confirmation', async () => {
    const email = uniqueMailAddress('zelle');
    const orderId = newOrderId();
    const { status, result } = await callCreateBooking({
      orderId,
      paymentMethod: 'zelle',
      language: 'es',
      contact: { ...freshContact(), email },
      tour: { tourId: 'isla-saona', adults: 2, children: 0, ...bookableTourDay() },
    });
    expect(status).toBe(200);
    created.push(orderId);

    await expect.poll(async () => (await mailTo(email)).length, { timeout: 40_000 }).toBe(1);
    const [received] = await mailTo(email);
    expect(received!.subject).toBe(`Recibimos tu reserva ${orderId}`);
    expect(received!.text).toContain(`$${result!.total} USD`);
    expect(received!.text).toMatch(new RegExp(`Memo.*: ${orderId}`));
    expect(received!.html).toContain(`/reserva?id=${orderId}`);
    await expect
      .poll(async () =>
        (await stackDb.doc(`bookings/${orderId}`).get()).get('messages.received.state'),
      )
      .toBe('sent');

    await stackDb
      .doc(`bookings/${orderId}`)
      .update({ status: 'confirmed', updatedAt: Timestamp.now() });
    await expect.poll(async () => (await mailTo(email)).length, { timeout: 40_000 }).toBe(2);
    expect((await mailTo(email))[1]!.subject).toBe(`Tu reserva ${orderId} está confirmada`);
    await expect
      .poll(async () =>
        (await stackDb.doc(`bookings/${orderId}`).get()).get('messages.confirmed.state'),
      )
      .toBe('sent');
    // A fresh stack's first triggers queue behind those of the seed's demo bookings.
  }, 90_000);
});

describe('a failing mail server', () => {
  it('leaves the booking stored with the failure recorded, and the retry delivers exactly once', async () => {
    const email = uniqueMailAddress('retry');
    const orderId = await storeQuietBooking(email, { status: 'pending' });
    const dead: MailSettings = {
      ...maildev,
      transport: smtpTransport({ host: '127.0.0.1', port: await closedPort() }),
    };
    const now = new Date();

    expect(await enqueueMail(quietDb, orderId, 'received', now)).toBe(true);
    expect(await enqueueMail(quietDb, orderId, 'received', now)).toBe(false);
    expect(await deliverMail(quietDb, orderId, 'received', dead, now)).toBe('failed');

    const booking = await quietDb.doc(`bookings/${orderId}`).get();
    expect(booking.get('status')).toBe('pending');
    expect(booking.get('messages.received')).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    // Not due yet: the retry waits its backoff.
    expect(await retryFailedMail(quietDb, maildev, now)).toBe(0);

    const later = new Date(now.getTime() + 60 * 60_000);
    expect(await retryFailedMail(quietDb, maildev, later)).toBe(1);
    expect(await retryFailedMail(quietDb, maildev, later)).toBe(0);
    expect(await deliverMail(quietDb, orderId, 'received', maildev, later)).toBe('skipped');
    await expect.poll(async () => (await mailTo(email)).length).toBe(1);
    expect((await quietDb.doc(`bookings/${orderId}`).get()).get('messages.received')).toMatchObject(
      {
        state: 'sent',
        attempts: 2,
      },
    );
  });
});

describe('a booking without an e-mail address', () => {
  it('records the failure once and is not tried again (it will never have one)', async () => {
    const orderId = await storeQuietBooking('', { status: 'pending' });
    const now = new Date();
    expect(await enqueueMail(quietDb, orderId, 'received', now)).toBe(true);
    expect(await deliverMail(quietDb, orderId, 'received', maildev, now)).toBe('failed');
    expect((await quietDb.doc(`bookings/${orderId}`).get()).get('messages.received')).toMatchObject(
      {
        state: 'failed',
        attempts: 1,
        error: 'The booking has no e-mail address',
        nextAttemptAt: null,
      },
    );
    const muchLater = new Date(now.getTime() + 24 * 60 * 60_000);
    expect(await deliverMail(quietDb, orderId, 'received', maildev, muchLater)).toBe('skipped');
  });
});

describe('the evening-before reminder', () => {
  it('picks the bookings of tomorrow in Punta Cana: at 23:30 there, the next day is not the UTC one', async () => {
    const email = uniqueMailAddress('reminder');
    // 23:30 on 10 June in Punta Cana (UTC-4): already 11 June in UTC, whose "tomorrow" is the 12th.
    const now = new Date('2026-06-11T03:30:00Z');
    const tomorrow = await storeQuietBooking(email, {});
    const utcTomorrow = await storeQuietBooking(uniqueMailAddress('utc'), {
      tour: { ...SAONA, date: '2026-06-12' },
    });
    const cancelled = await storeQuietBooking(uniqueMailAddress('cancelled'), {
      status: 'cancelled',
    });

    const picked = await bookingsForReminder(quietDb, now);
    expect(picked).toContain(tomorrow);
    expect(picked).not.toContain(utcTomorrow);
    expect(picked).not.toContain(cancelled);

    await sendReminders(quietDb, now, maildev);
    await sendReminders(quietDb, now, maildev);
    await expect.poll(async () => (await mailTo(email)).length).toBe(1);
    const [reminder] = await mailTo(email);
    expect(reminder!.subject).toBe('Tomorrow: Isla Saona');
    expect(reminder!.text).toContain('We pick you up at 07:30 at: Hotel Riu Palace');
  });
});
