// Tours booked for a day, on the local stack: the seats left reach the tour page live from the
// server, and staff see each departure's passengers on the day view as bookings come in.
import { expect, test } from '@playwright/test';
import { addDays, todayAtDestination } from '../src/domain/calendar-date';
import { addMonths, availabilityId, type DepartureSeats } from '../src/domain/tour-schedule';
import { makeBooking } from '../src/testing/make-booking';
import { db, storeBooking } from './support/admin-sdk';
import { signInAsAdmin } from './support/admin-panel';
import { chooseTourDayOnPage } from './support/tour-day';

test.use({ viewport: { width: 360, height: 740 }, locale: 'es-ES' });

const written: string[] = [];
test.afterEach(async () => {
  await Promise.all(written.splice(0).map((path) => db.doc(path).delete()));
});

async function setSeats(seats: DepartureSeats) {
  const path = `availability/${availabilityId(seats.tourId, seats.date, seats.departure)}`;
  written.push(path);
  await db.doc(path).set(seats);
}

test('the seats left on a departure come from the server, live, and cap the participants', async ({
  page,
}) => {
  // chooseTourDayOnPage picks the first open day of next month: the 1st for a tour that runs daily.
  const day = `${addMonths(todayAtDestination(), 1).slice(0, 8)}01`;
  await page.goto('/tours/isla-saona');
  const booking = page.getByRole('complementary', { name: 'Reserva' });
  await chooseTourDayOnPage(page, booking);
  await expect(booking.getByText(/^Quedan \d+ plazas$/)).toBeHidden();

  await setSeats({ tourId: 'isla-saona', date: day, departure: '07:30', sold: 57, capacity: 60 });
  await expect(booking.getByText('Quedan 3 plazas')).toBeVisible();
  for (let added = 0; added < 3; added += 1) {
    await booking.getByRole('button', { name: 'Añadir uno: Adultos' }).click();
  }
  await expect(booking.getByRole('alert')).toHaveText('Solo quedan 3 plazas para esta salida.');
  await expect(booking.getByRole('button', { name: 'Reservar ahora' })).toBeDisabled();
});

test("staff see a departure's seats and passengers on the day view, new bookings included", async ({
  page,
}) => {
  // A day no other journey books.
  const day = addDays(todayAtDestination(), 300);
  const tourLine = { ...makeBooking('LA-TEMPLATE').tour!, date: day, departure: '07:30' };
  const first = await storeBooking({ tour: { ...tourLine, pickup: 'Hotel Riu Palace' } });
  written.push(`bookings/${first.orderId}`);
  await setSeats({ tourId: tourLine.tourId, date: day, departure: '07:30', sold: 2, capacity: 60 });

  await signInAsAdmin(page);
  await page.goto(`/admin/day?date=${day}`);
  const departure = page.getByRole('region', { name: '07:30 · Isla Saona' });
  await expect(departure).toContainText('2 de 60 plazas vendidas');
  const passengers = departure.getByRole('list', { name: 'Pasajeros: 07:30 · Isla Saona' });
  await expect(passengers.getByRole('listitem')).toHaveCount(1);
  await expect(passengers).toContainText(first.orderId);
  await expect(passengers).toContainText('Hotel Riu Palace');
  await expect(
    passengers.getByRole('link', { name: /^Escribir por WhatsApp a Ana Pérez/ }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/18095550199/);

  // A booking made while the page is open joins the list, sorted by pickup place.
  const second = await storeBooking({ tour: { ...tourLine, pickup: 'Barceló Bávaro Palace' } });
  written.push(`bookings/${second.orderId}`);
  await expect(passengers.getByRole('listitem')).toHaveCount(2);
  await expect(passengers.getByRole('listitem').first()).toContainText('Barceló Bávaro Palace');
});
