// Tours booked for a day, on the local stack: the seats left reach the tour page live from the
// server, and staff see each departure's passengers on the day view as bookings come in.
import { expect, test, type Browser } from '@playwright/test';
import { addDays, todayAtDestination } from '../src/domain/calendar-date';
import { addMonths, availabilityId, type DepartureSeats } from '../src/domain/tour-schedule';
import { makeBooking } from '../src/testing/make-booking';
import { db, storeBooking } from './support/admin-sdk';
import { signInAsAdmin, toast } from './support/admin-panel';
import { calendarDay, chooseTourDayOnPage, showNextMonthInPicker } from './support/tour-day';
import { expectHydrated } from './support/hydration';

const PHONE = { viewport: { width: 360, height: 740 }, locale: 'es-ES' } as const;
test.use(PHONE);

/** The 1st and 2nd of next month: chooseTourDayOnPage picks the 1st for a tour that runs daily. */
const nextMonthDay = (day: number) =>
  `${addMonths(todayAtDestination(), 1).slice(0, 8)}${String(day).padStart(2, '0')}`;

/** A visitor's tour page on a phone of its own, with its booking card. */
async function visitorTourPage(browser: Browser, slug: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`/tours/${slug}`);
  await expectHydrated(page);
  return { page, booking: page.getByRole('complementary', { name: 'Reserva' }), context };
}

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
  const day = nextMonthDay(1);
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

test('a sold-out day is disabled in the date picker, and opens again when seats free up', async ({
  page,
}) => {
  // Isla Saona runs daily with one departure, 07:30: the day is sold out when it is full.
  const day = nextMonthDay(1);
  await setSeats({ tourId: 'isla-saona', date: day, departure: '07:30', sold: 60, capacity: 60 });
  await page.goto('/tours/isla-saona');
  const booking = page.getByRole('complementary', { name: 'Reserva' });
  const calendar = await showNextMonthInPicker(page, booking);
  await expect(calendarDay(calendar, 1)).toBeDisabled();
  await expect(calendarDay(calendar, 2)).toBeEnabled();

  await setSeats({ tourId: 'isla-saona', date: day, departure: '07:30', sold: 59, capacity: 60 });
  await expect(calendarDay(calendar, 1)).toBeEnabled();
});

test('an admin sets the seats and a closed day on a phone, and visitors see both', async ({
  page,
  browser,
}) => {
  const tourRef = db.doc('tours/isla-saona');
  const original = (await tourRef.get()).data()!;
  let visitor: Awaited<ReturnType<typeof visitorTourPage>> | undefined;
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/tours');
    const card = page.getByRole('article', { name: original.title as string });
    await card.getByRole('button', { name: `Editar ${original.title as string}` }).click();
    await card.getByLabel('Plazas por salida').fill('8');
    await card.getByLabel('Fecha cerrada').fill(nextMonthDay(2));
    await card.getByRole('button', { name: 'Añadir fecha cerrada' }).click();
    await expect(card.getByRole('button', { name: /^Quitar la fecha cerrada / })).toHaveCount(1);
    await card.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(
      toast(page, `Se guardaron los cambios de «${original.title as string}».`),
    ).toBeVisible();

    expect((await tourRef.get()).get('schedule')).toMatchObject({
      seats: 8,
      closedDates: [nextMonthDay(2)],
    });
    // A visitor who opens the tour now gets the new schedule: the closed day is off, and 8 seats
    // is the most. (Opened before the save, the live update could land while the calendar is
    // open and bring it back to this month.)
    visitor = await visitorTourPage(browser, 'isla-saona');
    const calendar = await showNextMonthInPicker(visitor.page, visitor.booking);
    await expect(calendarDay(calendar, 2)).toBeDisabled();
    await calendarDay(calendar, 1).click();
    await expect(visitor.booking.getByText('Quedan 8 plazas')).toBeVisible();
    for (let added = 0; added < 8; added += 1) {
      await visitor.booking.getByRole('button', { name: 'Añadir uno: Adultos' }).click();
    }
    await expect(visitor.booking.getByRole('alert')).toHaveText(
      'Solo quedan 8 plazas para esta salida.',
    );
  } finally {
    await tourRef.update({ schedule: original.schedule, updatedAt: original.updatedAt });
    await visitor?.context.close();
  }
});

test('a booking cancelled by staff gives its seats back, live on the tour page', async ({
  page,
  browser,
}) => {
  const day = nextMonthDay(1);
  const tourLine = { ...makeBooking('LA-TEMPLATE').tour!, date: day, departure: '07:30' };
  // As the server leaves it: the booking stored and its 3 seats counted, 2 left.
  const booked = await storeBooking({ tour: { ...tourLine, adults: 2, children: 1 } });
  written.push(`bookings/${booked.orderId}`);
  await setSeats({ tourId: 'isla-saona', date: day, departure: '07:30', sold: 58, capacity: 60 });

  const visitor = await visitorTourPage(browser, 'isla-saona');
  try {
    await chooseTourDayOnPage(visitor.page, visitor.booking);
    await expect(visitor.booking.getByText('Quedan 2 plazas')).toBeVisible();

    await signInAsAdmin(page);
    await page.goto(`/admin/bookings?open=${booked.orderId}`);
    const dialog = page.getByRole('dialog', { name: new RegExp(`Reserva ${booked.orderId}`) });
    await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
    await expect(toast(page, `La reserva ${booked.orderId} ahora está: Cancelada.`)).toBeVisible();

    await expect(visitor.booking.getByText('Quedan 5 plazas')).toBeVisible();
  } finally {
    await visitor.context.close();
  }
});
