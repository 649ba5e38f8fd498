// The local stack's nearly full day: Buggies en Macao, 08:00, three days ahead, with 8 of its 10
// buggies booked, so the tour page shows "2 seats left" and the day view a manifest from the start.
// Only for the emulators: a real project never gets invented bookings.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { StoredBooking } from '../../src/domain/booking';
import { addDays, startOfDayAtDestination } from '../../src/domain/calendar-date';
import { availabilityId, type DepartureSeats } from '../../src/domain/tour-schedule';

const DEMO_TOUR = {
  tourId: 'buggies-macao',
  title: 'Buggies en Macao: playa, cenote y rancho típico',
  price: 65,
  departure: '08:00',
  seats: 10,
};

/** Who booked a buggy on the demo day: one buggy (one seat) each, as a per-group tour is booked. */
const DEMO_GUESTS = [
  ['Laura', 'Gómez', 'Hotel Riu Palace Bávaro', 'confirmed'],
  ['James', 'Miller', 'Barceló Bávaro Palace', 'confirmed'],
  ['Sofía', 'Martínez', 'Iberostar Selection Bávaro', 'confirmed'],
  ['Emily', 'Clark', 'Hard Rock Hotel Punta Cana', 'pending'],
  ['Carlos', 'Rodríguez', 'Hotel Riu Palace Bávaro', 'confirmed'],
  ['Hannah', 'Schmidt', 'Dreams Royal Beach', 'confirmed'],
  ['Pedro', 'Almonte', 'Barceló Bávaro Palace', 'pending'],
  ['Olivia', 'Brown', 'Majestic Elegance', 'confirmed'],
] as const;

export interface DemoDay {
  bookings: StoredBooking[];
  seats: DepartureSeats;
}

/** Fixed order ids, so each start of the local stack replaces the demo bookings, never adds more. */
const demoOrderId = (index: number) => `LA-DEMO${String(index + 1).padStart(4, '0')}`;

/** The demo day's bookings and seats, `today` being the day in Punta Cana. */
export function demoDay(today: string): DemoDay {
  const date = addDays(today, 3);
  const bookings = DEMO_GUESTS.map(([firstName, lastName, pickup, status], index) => ({
    orderId: demoOrderId(index),
    contact: {
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      phone: `+1 809 555 ${String(1010 + index)}`,
    },
    tour: {
      tourId: DEMO_TOUR.tourId,
      title: DEMO_TOUR.title,
      adults: 1,
      children: 0,
      unitPrice: DEMO_TOUR.price,
      childUnitPrice: 0,
      subtotal: DEMO_TOUR.price,
      date,
      departure: DEMO_TOUR.departure,
      pickup,
    },
    transfer: null,
    total: DEMO_TOUR.price,
    paymentMethod: index % 2 === 0 ? ('zelle' as const) : ('whatsapp' as const),
    status,
    language: index % 2 === 0 ? ('es' as const) : ('en' as const),
    // Booked over the last days, so none counts among today's bookings on the dashboard.
    createdAt: startOfDayAtDestination(today).getTime() - (index + 1) * 5 * 60 * 60 * 1000,
  }));
  return {
    bookings,
    seats: {
      tourId: DEMO_TOUR.tourId,
      date,
      departure: DEMO_TOUR.departure,
      sold: bookings.length,
      capacity: DEMO_TOUR.seats,
    },
  };
}

/** Writes the demo day into the emulators' Firestore; returns how many bookings it stored. */
export async function seedDemoDay(db: Firestore, today: string): Promise<number> {
  const { bookings, seats } = demoDay(today);
  const seatsRef = (date: string) =>
    db.doc(`availability/${availabilityId(seats.tourId, date, seats.departure)}`);
  const batch = db.batch();
  // Data kept from an earlier start has the demo on an earlier day: give that day its seats back.
  const earlier = (await db.doc(`bookings/${demoOrderId(0)}`).get()).get('tour.date') as
    string | undefined;
  if (earlier && earlier !== seats.date) {
    batch.set(seatsRef(earlier), { sold: FieldValue.increment(-bookings.length) }, { merge: true });
  }
  for (const { createdAt, ...booking } of bookings) {
    batch.set(db.doc(`bookings/${booking.orderId}`), {
      ...booking,
      createdAt: Timestamp.fromMillis(createdAt),
    });
  }
  batch.set(seatsRef(seats.date), seats);
  await batch.commit();
  return bookings.length;
}
