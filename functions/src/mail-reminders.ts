// The evening-before reminders: which bookings travel tomorrow in Punta Cana, each reminded once.
import type { Firestore } from 'firebase-admin/firestore';
import type { BookingStatus } from '../../src/domain/booking';
import { addDays, todayAtDestination } from '../../src/domain/calendar-date';
import { deliverMail, enqueueMail } from './mail-delivery';
import type { MailSettings } from './mail-transport';

/** The day whose departures get their reminder at `now`: tomorrow in Punta Cana. */
export function reminderDate(now: Date): string {
  return addDays(todayAtDestination(now), 1);
}

/** Statuses that still travel tomorrow (cancelled and expired bookings do not). */
const TRAVELLING = new Set<string>(['pending', 'confirmed'] satisfies BookingStatus[]);

/** The bookings with a tour or transfer tomorrow in Punta Cana that still travel. */
export async function bookingsForReminder(db: Firestore, now: Date): Promise<string[]> {
  const date = reminderDate(now);
  const bookings = db.collection('bookings');
  const [tours, transfers] = await Promise.all([
    bookings.where('tour.date', '==', date).get(),
    bookings.where('transfer.date', '==', date).get(),
  ]);
  const ids = new Set<string>();
  for (const booking of [...tours.docs, ...transfers.docs]) {
    if (TRAVELLING.has(booking.get('status') as string)) ids.add(booking.id);
  }
  return [...ids].sort();
}

/** Queues and sends tomorrow's reminders; a booking is reminded once, however often this runs. */
export async function sendReminders(
  db: Firestore,
  now: Date,
  settings: MailSettings | Error,
): Promise<void> {
  for (const orderId of await bookingsForReminder(db, now)) {
    if (await enqueueMail(db, orderId, 'reminder', now))
      await deliverMail(db, orderId, 'reminder', settings, now);
  }
}
