import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { StoredBooking } from '@/domain/booking';
import { makeBooking } from '@/testing/make-booking';
import { renderWithProviders } from '@/testing/render';
import { useBookingsSince } from '../api/use-dashboard-data';
import { NewBookingAlerts } from './new-booking-alerts';

// The server's own answer at start is left out here (offline): the first answer is the start.
vi.mock('../api/use-dashboard-data', () => ({
  useBookingsSince: vi.fn(),
  useBookingIdsOnServer: () => 'unavailable',
}));

/** The browser's Notification, recording what was shown. */
const shown: { title: string; options: NotificationOptions; click: () => void }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  onclick: (() => void) | null = null;
  close() {}
  constructor(title: string, options: NotificationOptions) {
    shown.push({ title, options, click: () => this.onclick?.() });
  }
}

const atLoad = makeBooking('LA-OLD00001');
const arriving = makeBooking('LA-NEW00001', {
  contact: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '' },
  total: 285,
});

beforeEach(() => {
  shown.length = 0;
  FakeNotification.permission = 'granted';
  vi.stubGlobal('Notification', FakeNotification);
  vi.mocked(useBookingsSince).mockReturnValue({ status: 'loading', items: [] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Where the app is, as the address bar would show it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/** Renders the alerts; `answer` hands the listener's next answer to it. */
function renderAlerts(language: 'es' | 'en') {
  // A new element each time, so React renders again and the hook gives its next answer.
  const ui = () => (
    <>
      <NewBookingAlerts />
      <Address />
    </>
  );
  const view = renderWithProviders(ui(), { language, route: '/admin' });
  return (...bookings: StoredBooking[]) => {
    vi.mocked(useBookingsSince).mockReturnValue({ status: 'success', items: bookings });
    view.rerender(ui());
  };
}

const later = makeBooking('LA-LATER001');

it("announces a booking that arrives after the app opened, in the admin's language, once", async () => {
  const answer = renderAlerts('en');
  answer(atLoad);
  answer(atLoad, arriving);
  answer(atLoad, arriving);
  await vi.waitFor(() => expect(shown).toHaveLength(1));
  expect(shown[0]).toMatchObject({
    title: 'New booking LA-NEW00001',
    options: { body: 'Ana Pérez · Total $285 USD', tag: 'booking-LA-NEW00001' },
  });
});

it('opens the booking when the alert is clicked', async () => {
  const answer = renderAlerts('es');
  answer(atLoad);
  answer(atLoad, arriving);
  await vi.waitFor(() => expect(shown).toHaveLength(1));
  vi.spyOn(window, 'focus').mockImplementation(() => undefined);
  act(() => shown[0]!.click());
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
    '/admin/bookings?open=LA-NEW00001',
  );
});

it('announces nothing for the bookings there when the app opened', async () => {
  const answer = renderAlerts('es');
  answer(atLoad, arriving);
  answer(atLoad, arriving, later);
  await vi.waitFor(() => expect(shown).toHaveLength(1));
  expect(shown[0]?.title).toBe('Nueva reserva LA-LATER001');
});

it('announces nothing without the permission, and does not replay once it is given', async () => {
  FakeNotification.permission = 'default';
  const answer = renderAlerts('es');
  answer(atLoad);
  answer(atLoad, arriving);
  FakeNotification.permission = 'granted';
  answer(atLoad, arriving, later);
  await vi.waitFor(() => expect(shown).toHaveLength(1));
  expect(shown[0]?.title).toBe('Nueva reserva LA-LATER001');
});

it('listens from shortly before the app opened, whatever the device clock says', () => {
  const before = Date.now();
  renderWithProviders(<NewBookingAlerts />);
  const since = vi.mocked(useBookingsSince).mock.calls[0]![0];
  expect(before - since.getTime()).toBeGreaterThanOrEqual(15 * 60_000);
  expect(before - since.getTime()).toBeLessThan(16 * 60_000);
});
